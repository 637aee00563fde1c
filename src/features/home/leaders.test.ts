import { describe, expect, it } from 'vitest';
import type { StandingsRow } from './leaders';
import { divisionLeaders, formatWinPercent } from './leaders';

const row = (over: Partial<StandingsRow> & Pick<StandingsRow, 'teamName'>): StandingsRow => ({
  sport: 'soccer-boys',
  season: '2024-25',
  division: 'division-1',
  wins: 0,
  losses: 0,
  winPercentage: 0,
  ...over,
});

describe('divisionLeaders', () => {
  it('picks the best win %, then most wins, in each division', () => {
    const slides = divisionLeaders([
      row({ teamName: 'Alder', wins: 3, losses: 1, winPercentage: 0.75 }),
      row({ teamName: 'Birch', wins: 6, losses: 2, winPercentage: 0.75 }),
      row({ teamName: 'Cedar', wins: 1, losses: 3, winPercentage: 0.25 }),
      row({ teamName: 'Dune', division: 'division-2', wins: 2, losses: 0, winPercentage: 1 }),
    ]);
    expect(slides).toHaveLength(1);
    expect(slides[0].leaders.map((l) => [l.divisionName, l.teamName, l.record])).toEqual([
      ['Division 1', 'Birch', '6-2'],
      ['Division 2', 'Dune', '2-0'],
    ]);
  });

  it('links to the Sports page in the public spelling, whatever the stored spelling', () => {
    const slides = divisionLeaders([
      row({ teamName: 'Alder', sport: 'boys-soccer' }),
      row({ teamName: 'Birch', sport: 'cross-country-girls' }),
      row({ teamName: 'Cedar', sport: 'football' }),
    ]);
    expect(slides.map((s) => [s.sportName, s.href])).toEqual([
      ['Football', '/sports?selectedSport=football'],
      ['Boys Soccer', '/sports?selectedSport=boys-soccer'],
      ['Girls Cross Country', '/sports?selectedSport=girls-cross-country'],
    ]);
  });

  it('reads the newest season of each sport', () => {
    const slides = divisionLeaders([
      row({ teamName: 'Old Champion', season: '2024-25', winPercentage: 1, wins: 9 }),
      row({ teamName: 'New Leader', season: '2025-26', winPercentage: 0.6, wins: 3 }),
      row({ teamName: 'Test Season', season: 'e2e-abc', winPercentage: 1, wins: 9 }),
    ]);
    expect(slides[0].season).toBe('2025-26');
    expect(slides[0].leaders.map((l) => l.teamName)).toEqual(['New Leader']);
  });

  it('orders divisions as the standings do, unknown ones last, and keeps a stored record with ties', () => {
    const slides = divisionLeaders([
      row({ teamName: 'East', division: 'east' }),
      row({ teamName: 'Three', division: 'division-3', overall: '4-1-1', wins: 4, losses: 1, ties: 1 }),
      row({ teamName: 'One', division: 'division-1' }),
    ]);
    expect(slides[0].leaders.map((l) => [l.divisionName, l.record])).toEqual([
      ['Division 1', '0-0'],
      ['Division 3', '4-1-1'],
      ['East', '0-0'],
    ]);
  });

  it('leaves out sports without rows and sports outside the standings', () => {
    expect(divisionLeaders([])).toEqual([]);
    expect(divisionLeaders([row({ teamName: 'X', sport: 'lacrosse' })])).toEqual([]);
  });
});

describe('formatWinPercent', () => {
  it('shows one decimal (SPEC §9)', () => {
    expect(formatWinPercent(6 / 7)).toBe('85.7%');
    expect(formatWinPercent(1)).toBe('100.0%');
    expect(formatWinPercent(0)).toBe('0.0%');
    expect(formatWinPercent(2 / 3)).toBe('66.7%');
  });
});

describe('the record the leaders show', () => {
  it('agrees with the shared formatRecord rule', async () => {
    const { formatRecord } = await import('../../shared/rules');
    for (const [wins, losses, ties] of [[5, 2, 0], [4, 1, 1], [0, 0, 0]]) {
      const [slide] = divisionLeaders([row({ teamName: 'T', wins, losses, ties })]);
      expect(slide.leaders[0].record).toBe(formatRecord({ wins, losses, ties }));
    }
  });
});
