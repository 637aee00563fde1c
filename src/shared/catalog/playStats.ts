import type { SportFamily } from './sports';
import { getSport } from './sports';

/**
 * The player statistics a sport's credited plays give (issue 39): season lines and the LIAA
 * Leaders take these fields from the plays a scorer credited to a player, and every other
 * field from the typed stat lines (docs/design/scoring.md, "Players credited").
 *
 * Only a field a play says without doubt is listed: a basketball basket's points, a goal, a
 * bout won by fall. A touchdown does not say whether it was run, caught or passed (football's
 * fields split them), and baseball's fields (games, minutes) say nothing of runs or hits: those
 * stay typed.
 */
export interface PlayStat {
  /** The stats field it fills (statFields.ts). */
  field: string;
  /** The plays (scoring.ts keys) it counts. */
  plays: readonly string[];
  /** What each credited play adds: its points in the catalog ('value') or one. */
  adds: 'value' | 'one';
}

const goals: readonly PlayStat[] = [{ field: 'goals', plays: ['goal'], adds: 'one' }];

const PLAY_STATS: Partial<Record<SportFamily, readonly PlayStat[]>> = {
  basketball: [{ field: 'points', plays: ['ft', 'fg2', 'fg3'], adds: 'value' }],
  soccer: goals,
  wrestling: [
    // Every bout a team scores from is a bout its wrestler won (a forfeit too).
    { field: 'wrestlingWins', plays: ['w3', 'w4', 'w5', 'w6', 'wff'], adds: 'one' },
    { field: 'majorDecisions', plays: ['w4'], adds: 'one' },
    { field: 'technicalFalls', plays: ['w5'], adds: 'one' },
    { field: 'pins', plays: ['w6'], adds: 'one' },
  ],
};

export function playStatsFor(sportKey: string | null | undefined): readonly PlayStat[] {
  const family = getSport(sportKey)?.family;
  return (family && PLAY_STATS[family]) || [];
}

/** Every field some sport takes from plays, for the schema of the derived lines. */
export const ALL_PLAY_STAT_FIELDS: readonly string[] = [...new Set(Object.values(PLAY_STATS).flatMap((stats) => stats.map((s) => s.field)))].sort();
