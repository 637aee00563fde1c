import { describe, expect, it } from 'vitest';
import { DEFAULT_TEAM_STATS_SEASON } from '../../shared/catalog/rosterRules';
import { STANDINGS_SPORT_KEYS } from '../../shared/catalog/sports';
import type { RankingDoc } from '../../shared/schemas/rankings.schema';
import type { TeamStatsDoc } from '../../shared/schemas/teamStats.schema';
import {
  chooseSeason,
  chooseSport,
  compareStandings,
  divisionName,
  formatWinPercentage,
  groupStandings,
  rankingRows,
  seasonsOf,
} from './standings';

const row = (over: Partial<TeamStatsDoc> & Pick<TeamStatsDoc, 'teamName'>): TeamStatsDoc => ({
  id: `ts-${over.teamName}-${over.season ?? DEFAULT_TEAM_STATS_SEASON}`,
  sport: 'football',
  season: DEFAULT_TEAM_STATS_SEASON,
  division: 'division-1',
  wins: 0,
  losses: 0,
  winPercentage: 0,
  updatedAt: 1,
  ...over,
});

describe('chooseSport', () => {
  it('accepts both spellings of SPEC §3 and returns the canonical key', () => {
    expect(chooseSport('boys-soccer')).toEqual({ kind: 'sport', key: 'soccer-boys' });
    expect(chooseSport('soccer-boys')).toEqual({ kind: 'sport', key: 'soccer-boys' });
    expect(chooseSport('girls-cross-country')).toEqual({ kind: 'sport', key: 'cross-country-girls' });
    expect(chooseSport(' Football ')).toEqual({ kind: 'sport', key: 'football' });
  });

  it('falls back to the first sidebar sport without a parameter, and names an unknown one', () => {
    expect(chooseSport(null)).toEqual({ kind: 'sport', key: STANDINGS_SPORT_KEYS[0] });
    expect(chooseSport('  ')).toEqual({ kind: 'sport', key: STANDINGS_SPORT_KEYS[0] });
    expect(chooseSport('quidditch')).toEqual({ kind: 'unknown', raw: 'quidditch' });
  });
});

describe('seasons', () => {
  it("defaults to '2024-25' (SPEC §9)", () => {
    expect(chooseSeason(null)).toBe('2024-25');
    expect(chooseSeason('')).toBe('2024-25');
    expect(chooseSeason('2025-26')).toBe('2025-26');
  });

  it('lists the seasons with rows, newest first, always including the chosen one', () => {
    expect(seasonsOf([{ season: '2023-24' }, { season: '2025-26' }, { season: '2023-24' }], '2024-25')).toEqual([
      '2025-26',
      '2024-25',
      '2023-24',
    ]);
    expect(seasonsOf([], '2024-25')).toEqual(['2024-25']);
  });
});

describe('groupStandings', () => {
  it('keeps the three divisions in order, even empty, then unknown ones', () => {
    const groups = groupStandings([row({ teamName: 'A', division: 'division-4' }), row({ teamName: 'B', division: 'division-2' })], '2024-25');
    expect(groups.map((g) => [g.key, g.name, g.rows.length])).toEqual([
      ['division-1', 'Division 1', 0],
      ['division-2', 'Division 2', 1],
      ['division-3', 'Division 3', 0],
      ['division-4', 'Division 4', 1],
    ]);
  });

  it('sorts by win percentage, then wins, descending (SPEC §7), and only takes the season asked for', () => {
    const groups = groupStandings(
      [
        row({ teamName: 'Low', wins: 1, losses: 3, winPercentage: 0.25 }),
        row({ teamName: 'Perfect', wins: 2, losses: 0, winPercentage: 1 }),
        row({ teamName: 'Half few', wins: 1, losses: 1, winPercentage: 0.5 }),
        row({ teamName: 'Half many', wins: 3, losses: 3, winPercentage: 0.5 }),
        row({ teamName: 'Other season', season: '2025-26', wins: 9, winPercentage: 1 }),
      ],
      '2024-25',
    );
    expect(groups[0].rows.map((r) => r.teamName)).toEqual(['Perfect', 'Half many', 'Half few', 'Low']);
  });

  it('shows the stored overall record, else W-L(-T) from the counts', () => {
    const [division] = groupStandings(
      [row({ teamName: 'Stored', overall: '5-2-1', wins: 5, losses: 2 }), row({ teamName: 'Counted', wins: 3, losses: 1, ties: 2, winPercentage: 0.75 })],
      '2024-25',
    );
    expect(Object.fromEntries(division.rows.map((r) => [r.teamName, r.overall]))).toEqual({ Stored: '5-2-1', Counted: '3-1-2' });
  });

  it('breaks full ties by team name so every device shows the same order', () => {
    const a = { id: 'a', teamName: 'alpha', wins: 1, losses: 1, overall: '1-1', winPercentage: 0.5 };
    const b = { ...a, id: 'b', teamName: 'Bravo' };
    expect([b, a].sort(compareStandings).map((r) => r.teamName)).toEqual(['alpha', 'Bravo']);
  });
});

describe('formatWinPercentage', () => {
  it('prints 3 decimals the way standings do', () => {
    expect(formatWinPercentage(0.75)).toBe('.750');
    expect(formatWinPercentage(2 / 3)).toBe('.667');
    expect(formatWinPercentage(1)).toBe('1.000');
    expect(formatWinPercentage(0)).toBe('.000');
    expect(formatWinPercentage(undefined)).toBe('—');
    expect(formatWinPercentage(Number.NaN)).toBe('—');
  });
});

describe('divisionName', () => {
  it('names the catalog divisions and numbered ones, and leaves others as stored', () => {
    expect(divisionName('division-3')).toBe('Division 3');
    expect(divisionName('division-12')).toBe('Division 12');
    expect(divisionName('North')).toBe('North');
  });
});

describe('rankingRows', () => {
  const ranking = (over: Partial<RankingDoc> & Pick<RankingDoc, 'rank' | 'teamName'>): RankingDoc => ({
    id: `r-${over.rank}-${over.teamName}`,
    sport: 'football',
    updatedAt: 1,
    ...over,
  });

  it('sorts by rank and keeps rows of the season or of no season', () => {
    const rows = rankingRows(
      [
        ranking({ rank: 3, teamName: 'C', season: '2024-25' }),
        ranking({ rank: 1, teamName: 'A', wins: 4, losses: 0, winPercentage: 1 }),
        ranking({ rank: 2, teamName: 'Old', season: '2023-24' }),
        ranking({ rank: 2, teamName: 'B', season: '2024-25', wins: 3, losses: 1 }),
      ],
      '2024-25',
    );
    expect(rows.map((r) => [r.rank, r.teamName, r.record])).toEqual([
      [1, 'A', '4-0'],
      [2, 'B', '3-1'],
      [3, 'C', undefined],
    ]);
  });
});
