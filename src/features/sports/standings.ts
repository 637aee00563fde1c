/**
 * Pure rules of the /sports page: which sport and season the query names, which seasons
 * the picker offers, and how an imported season's hand-entered rows (teamStats) group and
 * sort. Computed standings come from shared/standings/compute.ts.
 */
import { STANDINGS_DIVISIONS } from '../../shared/catalog/standings';
import { STANDINGS_SPORT_KEYS, normalizeSportKey } from '../../shared/catalog/sports';
import { formatRecord } from '../../shared/results';
import { currentSeason, normalizeSeason, sameSeason, sortSeasons } from '../../shared/standings/season';
import type { RankingDoc } from '../../shared/schemas/rankings.schema';
import type { TeamStatsDoc } from '../../shared/schemas/teamStats.schema';

export type SportChoice =
  | { kind: 'sport'; key: string }
  /** The parameter names no sport we know: say so instead of guessing. */
  | { kind: 'unknown'; raw: string };

/**
 * The sport `?selectedSport=` names, in either spelling of docs/product/rules.md §5. Without the
 * parameter the first sport of the sidebar is shown, so the page is never blank.
 */
export function chooseSport(param: string | null): SportChoice {
  if (param === null || param.trim() === '') return { kind: 'sport', key: STANDINGS_SPORT_KEYS[0] };
  const key = normalizeSportKey(param);
  return key ? { kind: 'sport', key } : { kind: 'unknown', raw: param };
}

/** The season `?season=` names (either spelling), else the current one, derived from today's date. */
export function chooseSeason(param: string | null, now: number = Date.now()): string {
  return normalizeSeason(param) ?? currentSeason(now);
}

/**
 * The picker's seasons, newest first: those with a set-up or imported rows for the sport,
 * today's and the chosen one always among them.
 */
export function seasonsOf(rows: readonly { season: string }[], chosen: string, now: number = Date.now()): string[] {
  return sortSeasons([...rows.map((row) => row.season), chosen, currentSeason(now)]);
}

export interface StandingRow {
  id: string;
  teamName: string;
  schoolId?: string;
  wins: number;
  losses: number;
  overall: string;
  winPercentage: number;
}

export interface ImportedDivision {
  key: string;
  name: string;
  rows: StandingRow[];
}

const byTeamName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** docs/product/rules.md §9: winPercentage, then wins, descending; the team name breaks remaining ties the same way everywhere. */
export function compareStandings(a: StandingRow, b: StandingRow): number {
  return b.winPercentage - a.winPercentage || b.wins - a.wins || byTeamName.compare(a.teamName, b.teamName);
}

/** 'division-4' reads 'Division 4'; any other key is shown as stored. */
export function divisionName(key: string): string {
  const known = STANDINGS_DIVISIONS.find((d) => d.key === key);
  if (known) return known.name;
  const numbered = /^division-(\d+)$/i.exec(key);
  return numbered ? `Division ${numbered[1]}` : key;
}

function toRow(doc: TeamStatsDoc): StandingRow {
  return {
    id: doc.id,
    teamName: doc.teamName,
    schoolId: doc.schoolId || undefined,
    wins: doc.wins,
    losses: doc.losses,
    overall: doc.overall?.trim() || formatRecord({ wins: doc.wins, losses: doc.losses, ties: doc.ties ?? 0 }),
    winPercentage: doc.winPercentage,
  };
}

/**
 * The three divisions of docs/product/rules.md §9 in order (even when one has no rows yet),
 * then any other division the data names, each sorted by standing.
 */
export function groupStandings(docs: readonly TeamStatsDoc[], season: string): ImportedDivision[] {
  const byDivision = new Map<string, StandingRow[]>(STANDINGS_DIVISIONS.map((d) => [d.key, []]));
  for (const doc of docs) {
    if (!sameSeason(doc.season, season)) continue;
    const rows = byDivision.get(doc.division) ?? [];
    rows.push(toRow(doc));
    byDivision.set(doc.division, rows);
  }
  return [...byDivision].map(([key, rows]) => ({ key, name: divisionName(key), rows: rows.sort(compareStandings) }));
}

/** Imported rows keep their team name; a row whose school is gone links nowhere (issue 38: no link to a missing page). */
export function unlinkMissingSchools(divisions: readonly ImportedDivision[], schoolIds: { has(id: string): boolean }): ImportedDivision[] {
  return divisions.map((division) => ({
    ...division,
    rows: division.rows.map((row) => (row.schoolId && !schoolIds.has(row.schoolId) ? { ...row, schoolId: undefined } : row)),
  }));
}

export interface RankingRow {
  id: string;
  rank: number;
  teamName: string;
  record?: string;
  winPercentage?: number;
}

/** The power ranking of a season (rows without a season count for every season), by rank. */
export function rankingRows(docs: readonly RankingDoc[], season: string): RankingRow[] {
  return docs
    .filter((doc) => !doc.season || doc.season === season || sameSeason(doc.season, season))
    .map((doc) => ({
      id: doc.id,
      rank: doc.rank,
      teamName: doc.teamName,
      record: doc.wins !== undefined && doc.losses !== undefined ? `${doc.wins}-${doc.losses}` : undefined,
      winPercentage: doc.winPercentage,
    }))
    .sort((a, b) => a.rank - b.rank || byTeamName.compare(a.teamName, b.teamName));
}
