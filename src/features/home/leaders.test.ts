import { describe, expect, it } from 'vitest';
import type { DivisionStandings } from '../../shared/standings/compute';
import { computeStandings } from '../../shared/standings/compute';
import type { StandingsGame } from '../../shared/standings/tally';
import { divisionLeaders, formatWinPercent } from './leaders';

const SEASON = '2026-27';
let n = 0;
function final(sport: string, home: string, hs: number, away: string, as: number): StandingsGame {
  n += 1;
  return { id: `g${n}`, sport, status: 'FINAL', time: new Date(2026, 9, n).toISOString(), homeSchoolId: home, awaySchoolId: away, score: { home: { final: hs }, away: { final: as } } };
}
const names = new Map([['a', 'Alder'], ['b', 'Birch'], ['c', 'Cedar'], ['d', 'Dune'], ['e', 'Elm']]);
const setup = {
  divisions: [
    { key: 'division-1', name: 'Division 1', schoolIds: ['a', 'b', 'c'] },
    { key: 'division-2', name: 'Division 2', schoolIds: ['d', 'e'] },
  ],
};
const standingsOf = (sport: string, games: StandingsGame[]): DivisionStandings[] =>
  computeStandings({ games, sport, season: SEASON, setup, teamNames: names });

describe('divisionLeaders', () => {
  it("is each division's first computed row: the tiebreakers decide a tie at the top", () => {
    // Alder and Birch are both 2-1 in Division 1 (Alder on more goals); Birch beat Alder, so Birch leads.
    const games = [
      final('soccer-boys', 'a', 5, 'c', 0), final('soccer-boys', 'a', 4, 'c', 0), final('soccer-boys', 'b', 1, 'a', 0),
      final('soccer-boys', 'b', 1, 'c', 0), final('soccer-boys', 'c', 3, 'b', 1), final('soccer-boys', 'd', 0, 'e', 4),
    ];
    const slides = divisionLeaders(new Map([['soccer-boys', standingsOf('soccer-boys', games)]]), SEASON);
    expect(slides).toHaveLength(1);
    expect(slides[0].leaders.map((l) => [l.divisionName, l.teamName, l.record])).toEqual([
      ['Division 1', 'Birch', '2-1'],
      ['Division 2', 'Elm', '1-0'],
    ]);
    expect(slides[0].season).toBe(SEASON);
  });

  it('leaves out divisions where nobody has played, and sports without standings', () => {
    const slides = divisionLeaders(new Map([['football', standingsOf('football', [final('football', 'a', 7, 'b', 0)])], ['volleyball', standingsOf('volleyball', [])]]), SEASON);
    expect(slides.map((s) => [s.sportName, s.leaders.map((l) => l.teamName)])).toEqual([['Football', ['Alder']]]);
  });

  it('orders slides as the sidebar and links in the public spelling', () => {
    const standings = new Map([
      ['cross-country-girls', standingsOf('cross-country-girls', [final('cross-country-girls', 'a', 20, 'b', 40)])],
      ['soccer-boys', standingsOf('soccer-boys', [final('soccer-boys', 'a', 1, 'b', 0)])],
      ['football', standingsOf('football', [final('football', 'a', 7, 'b', 0)])],
    ]);
    expect(divisionLeaders(standings, SEASON).map((s) => [s.sportName, s.href])).toEqual([
      ['Football', '/sports?selectedSport=football'],
      ['Boys Soccer', '/sports?selectedSport=boys-soccer'],
      ['Girls Cross Country', '/sports?selectedSport=girls-cross-country'],
    ]);
  });
});

describe('formatWinPercent', () => {
  it('prints one decimal (docs/product/rules.md §9)', () => {
    expect(formatWinPercent(6 / 7)).toBe('85.7%');
    expect(formatWinPercent(1)).toBe('100.0%');
    expect(formatWinPercent(0)).toBe('0.0%');
  });
});
