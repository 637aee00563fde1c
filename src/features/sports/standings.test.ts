import { describe, expect, it } from 'vitest';
import { STANDINGS_SPORT_KEYS } from '../../shared/catalog/sports';
import type { RankingDoc } from '../../shared/schemas/rankings.schema';
import type { TeamStatsDoc } from '../../shared/schemas/teamStats.schema';
import { formatPct } from '../../shared/standings/explain';
import { zonedTime } from '../../shared/zone';

const DEFAULT_TEAM_STATS_SEASON = '2024-25';
import {
  chooseSeason,
  chooseSport,
  compareStandings,
  divisionName,
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
  it('accepts both spellings of docs/product/rules.md §5 and returns the canonical key', () => {
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
  const NOV_2026 = zonedTime(2026, 10, 25);

  it("defaults to the season of today's date (August to July), and reads either spelling", () => {
    expect(chooseSeason(null, NOV_2026)).toBe('2026-27');
    expect(chooseSeason('', NOV_2026)).toBe('2026-27');
    expect(chooseSeason('nonsense', NOV_2026)).toBe('2026-27');
    expect(chooseSeason('2025-26', NOV_2026)).toBe('2025-26');
    expect(chooseSeason('2024-2025', NOV_2026)).toBe('2024-25');
    expect(chooseSeason(null, zonedTime(2027, 7, 1))).toBe('2027-28');
    // Today is the association's: 03:00 UTC on 1 August 2027 is 31 July in New York (1 August in Tokyo).
    expect(chooseSeason(null, Date.parse('2027-08-01T03:00:00Z'))).toBe('2026-27');
  });

  it('lists the seasons with rows, newest first, always including the chosen one and today\'s', () => {
    expect(seasonsOf([{ season: '2023-24' }, { season: '2025-2026' }, { season: '2023-24' }], '2024-25', NOV_2026)).toEqual([
      '2026-27',
      '2025-26',
      '2024-25',
      '2023-24',
    ]);
    expect(seasonsOf([], '2026-27', NOV_2026)).toEqual(['2026-27']);
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

  it('sorts by win percentage, then wins, descending (docs/product/rules.md §9), and only takes the season asked for', () => {
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

describe('formatPct', () => {
  it('prints 3 decimals the way standings do', () => {
    expect(formatPct(0.75)).toBe('.750');
    expect(formatPct(2 / 3)).toBe('.667');
    expect(formatPct(1)).toBe('1.000');
    expect(formatPct(0)).toBe('.000');
    expect(formatPct(undefined)).toBe('—');
    expect(formatPct(Number.NaN)).toBe('—');
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
