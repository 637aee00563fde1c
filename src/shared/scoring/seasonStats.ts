import { playStatsFor } from '../catalog/playStats';
import { sameSport } from '../catalog/sports';
import type { PlayerGameLinesDoc } from '../schemas/playerGameLines.schema';
import type { PlayerStatsDoc } from '../schemas/playerStats.schema';
import { normalizeSeason, sameSeason } from '../standings/season';

/**
 * A sport's season lines as fans read them (issue 39): the typed stat lines, with the fields the
 * sport takes from plays (catalog playStats.ts) summed from the credited lines of its games.
 *
 * No figure is counted twice: a player credited with any play of the season has those fields
 * from the plays alone (a typed value of them is left out); a player never credited keeps what
 * was typed. Every other field is the typed one. A player is the same across both sources when
 * the school and the name match, ignoring case and spaces; a credited player without a typed
 * line gets a line of its own, in the division its school's typed lines name (none when none).
 */
export function seasonPlayerLines(
  typed: readonly PlayerStatsDoc[],
  credited: readonly PlayerGameLinesDoc[],
  sport: string,
  season: string,
): PlayerStatsDoc[] {
  const lines = typed.filter((doc) => sameSport(doc.sport, sport) && sameSeason(doc.season, season));
  const fields = playStatsFor(sport).map((stat) => stat.field);
  if (fields.length === 0) return lines;

  const sums = new Map<string, { schoolName: string; playerName: string; stats: Record<string, number>; updatedAt: number }>();
  for (const doc of credited) {
    if (!sameSport(doc.sport, sport) || !sameSeason(doc.season, season)) continue;
    for (const player of doc.players) {
      const key = playerKey(doc.schoolName, player.name);
      const sum = sums.get(key) ?? { schoolName: doc.schoolName.trim(), playerName: player.name.trim(), stats: {}, updatedAt: 0 };
      for (const field of fields) sum.stats[field] = (sum.stats[field] ?? 0) + (player.stats[field] ?? 0);
      sum.updatedAt = Math.max(sum.updatedAt, doc.updatedAt);
      sums.set(key, sum);
    }
  }
  if (sums.size === 0) return lines;

  const merged = lines.map((doc) => {
    const sum = sums.get(playerKey(doc.schoolName, doc.playerName)) ?? sums.get(playerKey(doc.teamName, doc.playerName));
    return sum ? { ...doc, ...sum.stats } : doc;
  });
  const typedKeys = new Set(lines.flatMap((doc) => [playerKey(doc.schoolName, doc.playerName), playerKey(doc.teamName, doc.playerName)]));
  const divisions = new Map(lines.map((doc) => [nameKey(doc.schoolName), doc.division]));
  for (const [key, sum] of sums) {
    if (typedKeys.has(key)) continue;
    merged.push({
      id: `credited:${key}`,
      playerName: sum.playerName,
      teamName: sum.schoolName,
      schoolName: sum.schoolName,
      sport,
      division: divisions.get(nameKey(sum.schoolName)) ?? '',
      season: normalizeSeason(season) ?? season,
      updatedAt: sum.updatedAt,
      ...sum.stats,
    });
  }
  return merged;
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const playerKey = (school: string, player: string) => `${nameKey(school)}|${nameKey(player)}`;
