/**
 * LIAA Leaders (pure): for a sport and a season, the top players of each of the
 * sport's main stats (the catalog's `leaderStatsFor`). The server computes a fan's answer
 * with it (GET /api/first/leaders: sync-server/services/leadersAnswers.ts), a signed-in
 * device from the lines it holds (src/features/sports/leadersQueries.ts); no React, no database.
 */
import { isRecord } from './homePreview';
import { formatStatValue, leaderStatsFor, statNumber } from './catalog/statValues';
import type { StatField } from './catalog/statFields';
import type { PlayerGameLinesDoc } from './schemas/playerGameLines.schema';
import type { PlayerStatsDoc } from './schemas/playerStats.schema';
import { seasonPlayerLines } from './scoring/seasonStats';

/** Lines per stat. */
export const LEADERS_PER_STAT = 5;

export interface LeaderLine {
  id: string;
  /** 1-based; players with the same value share a rank (1, 2, 2, 4). */
  rank: number;
  playerName: string;
  schoolName: string;
  division: string;
  /** Formatted for display: '2,600', '38.5', '16:45'. */
  value: string;
}

export interface LeaderBoard {
  field: StatField;
  /** The stat's label without its input hint: 'Fastest Time', not 'Fastest Time (MM:SS)'. */
  caption: string;
  lowerIsBetter: boolean;
  lines: LeaderLine[];
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The label as a caption: the form's format hint in brackets is for typing, not reading. */
export function leaderCaption(field: StatField): string {
  return field.label.replace(/\s*\([^)]*\)\s*$/, '');
}

/**
 * Every main stat of `sport` that some line of `season` has a value for, each
 * with its top `limit` lines: the typed lines, with the fields the sport takes from
 * plays summed from the games' credited lines (`seasonPlayerLines`: never both). Sport and season match in any spelling
 * ('boys-soccer' / 'soccer-boys', '2026-27' / '2026-2027'). Ties go by player
 * name, then school and id, so the order never depends on the order read.
 * Zero never leads: for counts it is nothing done, for scores and times it is
 * no round or race recorded.
 */
export function sportLeaders(
  docs: readonly PlayerStatsDoc[],
  sport: string,
  season: string,
  credited: readonly PlayerGameLinesDoc[] = [],
  limit: number = LEADERS_PER_STAT,
): LeaderBoard[] {
  const lines = seasonPlayerLines(docs, credited, sport, season);
  const boards: LeaderBoard[] = [];
  for (const { field, lowerIsBetter } of leaderStatsFor(sport)) {
    const ranked = lines
      .map((doc) => ({ doc, n: statNumber(field, doc[field.name]) }))
      .filter((entry): entry is { doc: PlayerStatsDoc; n: number } => entry.n !== undefined && entry.n > 0)
      .sort(
        (a, b) =>
          (lowerIsBetter ? a.n - b.n : b.n - a.n) ||
          byName.compare(a.doc.playerName, b.doc.playerName) ||
          byName.compare(a.doc.schoolName, b.doc.schoolName) ||
          (a.doc.id < b.doc.id ? -1 : a.doc.id > b.doc.id ? 1 : 0),
      )
      .slice(0, limit);
    if (ranked.length === 0) continue;
    boards.push({
      field,
      caption: leaderCaption(field),
      lowerIsBetter,
      lines: ranked.map(({ doc, n }) => ({
        id: doc.id,
        // Competition ranking: the first line with this value gives its place to the tied ones.
        rank: ranked.findIndex((other) => other.n === n) + 1,
        playerName: doc.playerName.trim(),
        schoolName: doc.schoolName.trim(),
        division: doc.division.trim(),
        value: formatStatValue(field, doc[field.name]),
      })),
    });
  }
  return boards;
}

/**
 * The server's LIAA Leaders of a sport and season (GET /api/first/leaders?sport=&season=):
 * `sportLeaders` over the season's typed and credited lines in the store. A fan's device holds
 * only the lines of the schools it opened, so its panel shows this answer.
 */
export interface LeadersAnswer {
  /** The catalog's key ('soccer-boys'). */
  sport: string;
  /** The short spelling ('2026-27'). */
  season: string;
  boards: LeaderBoard[];
}

export const leadersAnswerUrl = (sport: string, season: string): string =>
  `/api/first/leaders?sport=${encodeURIComponent(sport)}&season=${encodeURIComponent(season)}`;

const isString = (value: unknown): value is string => typeof value === 'string';

function isLeaderLine(value: unknown): value is LeaderLine {
  return (
    isRecord(value) &&
    typeof value.rank === 'number' &&
    [value.id, value.playerName, value.schoolName, value.division, value.value].every(isString)
  );
}

function isLeaderBoard(value: unknown): value is LeaderBoard {
  if (!isRecord(value) || !isRecord(value.field) || !isString(value.caption) || typeof value.lowerIsBetter !== 'boolean') return false;
  const { field } = value;
  return isString(field.name) && isString(field.label) && isString(field.kind) && Array.isArray(value.lines) && value.lines.every(isLeaderLine);
}

/** An answer of GET /api/first/leaders (or one kept on the device), or null when it is not of that shape. */
export function parseLeadersAnswer(value: unknown): LeadersAnswer | null {
  if (!isRecord(value) || !isString(value.sport) || !isString(value.season) || !Array.isArray(value.boards)) return null;
  return value.boards.every(isLeaderBoard) ? (value as unknown as LeadersAnswer) : null;
}
