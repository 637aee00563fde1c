import { normalizeSportKey } from '../../shared/catalog/sports';
import type { RosterDoc, RosterPlayer } from '../../shared/schemas/rosters.schema';

export interface RosterSeason {
  season: string;
  players: RosterPlayer[];
}

const byNumber = new Intl.Collator('en', { numeric: true });

/**
 * A school's roster for one sport, one entry per season with players (docs/product/screens.md §4:
 * seasons without players are not shown), newest season first, players by number.
 */
export function rosterSeasons(rosters: readonly RosterDoc[], sportKey: string): RosterSeason[] {
  const sport = normalizeSportKey(sportKey) ?? sportKey;
  const seasons = new Map<string, RosterPlayer[]>();
  for (const roster of rosters) {
    if ((normalizeSportKey(roster.sport) ?? roster.sport) !== sport || roster.players.length === 0) continue;
    // Two spellings of one sport may each hold a roster for a season: show them as one.
    seasons.set(roster.season, [...(seasons.get(roster.season) ?? []), ...roster.players]);
  }
  return [...seasons.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([season, players]) => ({ season, players: [...players].sort((a, b) => byNumber.compare(a.number, b.number)) }));
}

/** 'QB / LB' for a football player listed on both sides of the ball. */
export function positionLabel(player: Pick<RosterPlayer, 'position' | 'defensivePosition'>): string {
  return [player.position, player.defensivePosition].filter(Boolean).join(' / ');
}
