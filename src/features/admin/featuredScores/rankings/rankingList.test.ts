import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RankingDoc } from '../../../../shared/schemas/rankings.schema';
import type { TeamStatsDoc } from '../../../../shared/schemas/teamStats.schema';
import type { RankEntry } from './rankingList';
import { addTeam, checkTypedRank, firstTypedRankProblem, isRankWithin, moveTeam, rankingIdFor, rankingList, unrankedTeams } from './rankingList';

const entries = (names: string[]): RankEntry[] => names.map((teamName, i) => ({ key: teamName, teamName, rank: i + 1 }));
const names = (list: RankEntry[]) => list.map((e) => e.teamName);

function standing(teamName: string, wins: number, losses: number, season = '2024-25'): TeamStatsDoc {
  return {
    id: `s-${teamName}`, sport: 'football', season, division: 'division-1', teamName, wins, losses,
    winPercentage: wins / (wins + losses), updatedAt: 1,
  };
}

function ranking(teamName: string, rank: number, season?: string): RankingDoc {
  return { id: `r-${teamName}`, sport: 'football', teamName, rank, ...(season ? { season } : {}), updatedAt: 1 };
}

describe('moveTeam', () => {
  it('moves a team and shifts the others', () => {
    const list = entries(['A', 'B', 'C', 'D']);
    expect(names(moveTeam(list, 3, 1))).toEqual(['D', 'A', 'B', 'C']);
    expect(names(moveTeam(list, 0, 3))).toEqual(['B', 'C', 'A', 'D']);
    expect(moveTeam(list, 0, 4).map((e) => e.rank)).toEqual([1, 2, 3, 4]);
  });

  it.each([0, 5, -1, 2.5, Number.NaN])('ignores rank %s outside 1 to the team count', (rank) => {
    const list = entries(['A', 'B', 'C', 'D']);
    expect(moveTeam(list, 1, rank)).toEqual(list);
  });

  it('always keeps every team once with ranks 1..n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.integer({ min: -3, max: 15 }), (n, from, to) => {
        const list = entries(Array.from({ length: n }, (_, i) => `T${i}`));
        const moved = moveTeam(list, from % n, to);
        expect([...names(moved)].sort()).toEqual([...names(list)].sort());
        expect(moved.map((e) => e.rank)).toEqual(list.map((e) => e.rank));
        if (to >= 1 && to <= n) expect(moved[to - 1].teamName).toBe(list[from % n].teamName);
      }),
    );
  });
});

describe('typed ranks (issue 14: outside 1..n is named, and nothing is saved)', () => {
  it.each(['1', '4', ' 2 ', '04'])('takes %j for 4 teams', (raw) => {
    expect(isRankWithin(raw, 4)).toBe(true);
  });

  it.each(['0', '5', '-1', '2.5', '1e1', 'two'])('refuses %j for 4 teams, naming the rank and the team', (raw) => {
    const [a] = entries(['A', 'B', 'C', 'D']);
    expect(isRankWithin(raw, 4)).toBe(false);
    expect(checkTypedRank(a, raw, 4)).toEqual({ key: 'A', message: `Rank ${raw} for A must be a whole number from 1 to 4.` });
  });

  it('has nothing to say of an empty input', () => {
    const [a] = entries(['A']);
    expect(checkTypedRank(a, undefined, 1)).toBeNull();
    expect(checkTypedRank(a, '  ', 1)).toBeNull();
  });

  it('finds the first refused rank in list order before a save', () => {
    const list = entries(['A', 'B', 'C']);
    expect(firstTypedRankProblem(list, {})).toBeNull();
    expect(firstTypedRankProblem(list, { A: '2', C: '3' })).toBeNull();
    expect(firstTypedRankProblem(list, { C: '7', B: '0', A: '1' })).toEqual({ key: 'B', message: 'Rank 0 for B must be a whole number from 1 to 3.' });
  });
});

describe('rankingList', () => {
  it('uses the ranking documents of the season (and those without a season), renumbered', () => {
    const list = rankingList([ranking('C', 5, '2024-25'), ranking('A', 1), ranking('B', 2, '2024-25'), ranking('Z', 1, '2025-26')], [], '2024-25');
    expect(list.map((e) => [e.teamName, e.rank, e.docId])).toEqual([['A', 1, 'r-A'], ['B', 2, 'r-B'], ['C', 3, 'r-C']]);
  });

  it('starts from the standings when the season has no ranking yet', () => {
    const list = rankingList([], [standing('Low', 1, 5), standing('High', 5, 1), standing('Other season', 9, 0, '2025-26')], '2024-25');
    expect(list.map((e) => [e.teamName, e.rank, e.docId, e.wins])).toEqual([['High', 1, undefined, 5], ['Low', 2, undefined, 1]]);
  });

  it('offers the standings teams not ranked yet, and adds one at the bottom', () => {
    const list = rankingList([ranking('High', 1)], [], '2024-25');
    const missing = unrankedTeams(list, [standing('High', 5, 1), standing('Low', 1, 5)], '2024-25');
    expect(missing.map((t) => t.teamName)).toEqual(['Low']);
    expect(addTeam(list, missing[0]).map((e) => [e.teamName, e.rank])).toEqual([['High', 1], ['Low', 2]]);
  });
});

describe('rankingIdFor', () => {
  it('is stable and safe', () => {
    expect(rankingIdFor('football', '2024-25', ' Harborview High School ')).toBe('ranking:football:2024-25:harborview-high-school');
  });
});
