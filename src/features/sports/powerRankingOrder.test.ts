import { describe, expect, it } from 'vitest';
import type { RankingDoc } from '../../shared/schemas/rankings.schema';
import type { StandingsRow } from '../../shared/standings/compute';
import { powerRanking } from './powerRankingOrder';
import type { StandingsView } from './queries';

const row = (schoolId: string, teamName: string, wins: number, losses: number, extra: Partial<StandingsRow> = {}): StandingsRow => ({
  schoolId, teamName, rank: 0, wins, losses, ties: 0, played: wins + losses, winPct: wins / (wins + losses || 1),
  pointsFor: 0, pointsAgainst: 0, diff: 0, overall: { wins, losses, ties: 0 }, streak: '', lastFive: { wins: 0, losses: 0, ties: 0 }, gamesLeft: 0, ...extra,
});
const computed = (...rows: StandingsRow[]): StandingsView => ({
  source: 'computed',
  setup: { id: 'divisions-football-2026-27', sport: 'football', season: '2026-27', divisions: [], tiebreakers: [], updatedAt: 1 },
  divisions: [{ key: 'd1', name: 'D1', rows: rows.slice(0, 2) }, { key: 'd2', name: 'D2', rows: rows.slice(2) }],
});
const rank = (teamName: string, r: number, extra: Partial<RankingDoc> = {}): RankingDoc => ({ id: `r-${teamName}`, sport: 'football', teamName, rank: r, updatedAt: 1, ...extra });

describe('powerRanking', () => {
  const view = computed(row('a', 'Harborview', 3, 1), row('b', 'Elmstead', 1, 3), row('c', 'Maple Ridge', 4, 0), row('d', 'Bayport', 0, 4));

  it('orders the standings teams across divisions by overall win %, with the standings record', () => {
    const { rows, basis } = powerRanking(view, [], '2026-27');
    expect(rows.map((r) => [r.rank, r.teamName, r.record])).toEqual([
      [1, 'Maple Ridge', '4-0'],
      [2, 'Harborview', '3-1'],
      [3, 'Elmstead', '1-3'],
      [4, 'Bayport', '0-4'],
    ]);
    expect(basis).toEqual({ kind: 'standings' });
  });

  it("keeps the admin's order as an override, never its stored wins and losses, and says when it was set", () => {
    // The stored 2-1 is stale: the table says 3-1, and the ranking must too.
    const docs = [rank('harborview', 1, { wins: 2, losses: 1, updatedAt: Date.UTC(2026, 10, 2, 12) }), rank('Bayport', 2, { season: '2026-27' })];
    const { rows, basis } = powerRanking(view, docs, '2026-27');
    expect(rows.map((r) => [r.rank, r.teamName, r.record])).toEqual([
      [1, 'Harborview', '3-1'],
      [2, 'Bayport', '0-4'],
      [3, 'Maple Ridge', '4-0'],
      [4, 'Elmstead', '1-3'],
    ]);
    expect(basis).toEqual({ kind: 'override', setAt: Date.UTC(2026, 10, 2, 12) });
  });

  it('leaves out a school that is gone, and an admin rank of a team not in the standings', () => {
    const gone = computed(row('a', 'Harborview', 3, 1), row('x', 'Stonebrook High', 2, 2, { noPage: true }));
    const { rows, basis } = powerRanking(gone, [rank('Stonebrook High', 1)], '2026-27');
    expect(rows.map((r) => r.teamName)).toEqual(['Harborview']);
    expect(basis.kind).toBe('standings');
  });

  it('is a top 10', () => {
    const many = computed(...Array.from({ length: 14 }, (_, i) => row(`s${i}`, `Team ${i}`, 14 - i, i)));
    expect(powerRanking(many, [], '2026-27').rows.map((r) => r.teamName)).toEqual(Array.from({ length: 10 }, (_, i) => `Team ${i}`));
  });

  it('without standings, shows the admin list as set, without records, marked with its date', () => {
    const { rows, basis } = powerRanking({ source: 'none' }, [rank('B', 2, { wins: 9, losses: 0, updatedAt: 7 }), rank('A', 1, { updatedAt: 5 })], '2026-27');
    expect(rows).toEqual([
      { key: 'r-A', rank: 1, teamName: 'A' },
      { key: 'r-B', rank: 2, teamName: 'B' },
    ]);
    expect(basis).toEqual({ kind: 'manual', setAt: 7 });
  });
});
