/**
 * Power Rankings derived from the standings (issue 38): the teams, their records and their order
 * come from the same tables /sports shows, so a ranking can never read 2-1 beside a table's 3-1.
 * An admin's manual ranks (the rankings collection) are kept as an override of the order only.
 */
import type { Record3 } from '../../shared/results';
import { formatRecord } from '../../shared/results';
import type { RankingDoc } from '../../shared/schemas/rankings.schema';
import { nameKey, winPct } from '../../shared/standings/tally';
import type { StandingsView } from './queries';
import { rankingRows } from './standings';

export interface PowerRow {
  key: string;
  rank: number;
  teamName: string;
  /** The standings' Overall record ('3-1'); absent where no standings exist for the season. */
  record?: string;
  winPercentage?: number;
}

export type PowerBasis =
  /** Ordered by the standings alone. */
  | { kind: 'standings' }
  /** The admin's order over the standings' teams and records; `setAt` is when it was last set. */
  | { kind: 'override'; setAt: number }
  /** No standings this season: the admin's list as set, records left out (they could disagree with nothing to check). */
  | { kind: 'manual'; setAt: number };

export interface PowerRanking {
  rows: PowerRow[];
  basis: PowerBasis;
}

interface Team {
  key: string;
  teamName: string;
  record: string;
  pct: number;
  /** Finer order among teams level on overall win %: division win %, then differential (computed tables only). */
  divisionPct: number;
  diff: number;
  wins: number;
}

/** A top 10, as the association's original list was (docs/product/screens.md §5). */
export const POWER_RANKING_SIZE = 10;

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function teamsOf(view: StandingsView): Team[] {
  if (view.source === 'computed') {
    return view.divisions.flatMap((division) =>
      division.rows
        // A school that is gone is not ranked (issue 38: Power Rankings still ranked a deleted school).
        .filter((row) => !row.noPage)
        .map((row) => teamFrom(row.schoolId, row.teamName, row.overall, row.winPct, row.diff)),
    );
  }
  if (view.source === 'imported') {
    return view.divisions.flatMap((division) =>
      division.rows.map((row) => ({ key: row.id, teamName: row.teamName, record: row.overall, pct: row.winPercentage, divisionPct: row.winPercentage, diff: 0, wins: row.wins })),
    );
  }
  return [];
}

function teamFrom(key: string, teamName: string, overall: Record3, divisionPct: number, diff: number): Team {
  return { key, teamName, record: formatRecord(overall), pct: winPct(overall), divisionPct, diff, wins: overall.wins };
}

/** Overall win % first (a power ranking spans divisions), then the division's own order, then the name. */
const byStanding = (a: Team, b: Team) =>
  b.pct - a.pct || b.divisionPct - a.divisionPct || b.diff - a.diff || b.wins - a.wins || byName.compare(a.teamName, b.teamName);

/**
 * The season's power ranking (its top POWER_RANKING_SIZE): the standings' teams in standings order, where the admin ranked a team
 * (matched by name) it takes that place and the others fill the rest in standings order.
 */
export function powerRanking(view: StandingsView | null, docs: readonly RankingDoc[], season: string): PowerRanking {
  const manual = rankingRows(docs, season);
  const stamps = new Map(docs.map((doc) => [doc.id, doc.updatedAt]));
  const teams = view ? teamsOf(view).sort(byStanding) : [];
  if (teams.length === 0) {
    const setAt = Math.max(0, ...manual.map((row) => stamps.get(row.id) ?? 0));
    const rows = manual.slice(0, POWER_RANKING_SIZE).map((row, i) => ({ key: row.id, rank: i + 1, teamName: row.teamName }));
    return { rows, basis: { kind: 'manual', setAt } };
  }
  const placed: (Team | undefined)[] = Array.from({ length: teams.length }, () => undefined);
  const taken = new Set<string>();
  let setAt = 0;
  for (const row of manual) {
    const team = teams.find((t) => !taken.has(t.key) && nameKey(t.teamName) === nameKey(row.teamName));
    if (!team) continue;
    let at = Math.min(Math.max(row.rank, 1), teams.length) - 1;
    while (placed[at] && at < teams.length - 1) at += 1;
    while (placed[at]) at -= 1;
    placed[at] = team;
    taken.add(team.key);
    setAt = Math.max(setAt, stamps.get(row.id) ?? 0);
  }
  const rest = teams.filter((team) => !taken.has(team.key));
  const order = placed.map((team) => team ?? (rest.shift() as Team));
  return {
    rows: order.slice(0, POWER_RANKING_SIZE).map((team, i) => ({ key: team.key, rank: i + 1, teamName: team.teamName, record: team.record, winPercentage: team.pct })),
    basis: taken.size > 0 ? { kind: 'override', setAt } : { kind: 'standings' },
  };
}
