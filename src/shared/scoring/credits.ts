import { scoringFor } from '../catalog/scoring';
import type { Team } from './score';
import { inOrder, voidedIds } from './score';
import type { EntryLike } from './score';

/**
 * Players credited with plays (issue 39): a 'credit' entry names the player who scored its
 * `target` play. The latest credit of a play counts (in the agreed order of entries); a voided
 * play, or a voided credit, credits no one.
 */

export interface CreditedPlayer {
  number?: string;
  name: string;
}

export type CreditEntry = EntryLike & { play?: string; player?: CreditedPlayer };

/** Each credited play's player, by play id. */
export function creditsOf(entries: readonly CreditEntry[]): Map<string, CreditedPlayer> {
  const voided = voidedIds(entries);
  const credits = new Map<string, CreditedPlayer>();
  for (const entry of inOrder(entries)) {
    if (entry.kind !== 'credit' || voided.has(entry.id) || !entry.target || !entry.player?.name) continue;
    credits.set(entry.target, entry.player);
  }
  for (const id of credits.keys()) if (voided.has(id)) credits.delete(id);
  return credits;
}

/** '#12 Sam Rivera', or the name alone. */
export const playerLabel = (player: CreditedPlayer): string => (player.number ? `#${player.number} ${player.name}` : player.name);

/** One player's line of a game's box score: points, and how many of each of the sport's plays. */
export interface PlayerLine {
  player: CreditedPlayer;
  points: number;
  /** By play key ('fg3': 2). */
  plays: Record<string, number>;
}

const keyOf = (player: CreditedPlayer) => `${player.number ?? ''}|${player.name.trim().toLowerCase()}`;

/**
 * Each team's player box score from the game's entries: every credited play not voided, its value
 * summed into the player's points (a line-score play, a hit, adds none) and counted by its kind.
 * Most points first, then by number.
 */
export function playerBox(sport: string, entries: readonly CreditEntry[]): Record<Team, PlayerLine[]> {
  const credits = creditsOf(entries);
  const voided = voidedIds(entries);
  const plays = scoringFor(sport).plays;
  const box: Record<Team, Map<string, PlayerLine>> = { home: new Map(), away: new Map() };
  for (const entry of entries) {
    const player = credits.get(entry.id);
    if (entry.kind !== 'play' || !player || voided.has(entry.id) || (entry.team !== 'home' && entry.team !== 'away')) continue;
    const lines = box[entry.team];
    const line = lines.get(keyOf(player)) ?? { player, points: 0, plays: {} };
    const def = plays.find((p) => p.key === entry.play);
    if (!def?.column) line.points += typeof entry.value === 'number' ? entry.value : 0;
    const kind = entry.play ?? 'play';
    line.plays[kind] = (line.plays[kind] ?? 0) + 1;
    lines.set(keyOf(player), line);
  }
  const sorted = (lines: Map<string, PlayerLine>) =>
    [...lines.values()].sort((a, b) => b.points - a.points || (Number(a.player.number) || 0) - (Number(b.player.number) || 0) || a.player.name.localeCompare(b.player.name));
  return { home: sorted(box.home), away: sorted(box.away) };
}
