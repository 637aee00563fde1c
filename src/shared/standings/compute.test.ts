import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandings } from './compute';
import { memoizeByGames } from './memo';
import { seasonRecord } from './tally';
import type { StandingsGame } from './tally';

const TEAMS = ['t0', 't1', 't2', 't3', 't4', 't5'];
const setup = {
  divisions: [
    { key: 'division-1', name: 'Division 1', schoolIds: TEAMS.slice(0, 4) },
    { key: 'division-2', name: 'Division 2', schoolIds: TEAMS.slice(4) },
  ],
};
const names = new Map(TEAMS.map((t) => [t, t.toUpperCase()]));

/** A random season of soccer: any pairing (inside or across divisions), any score, some not yet played. */
const seasonArb = fc.array(
  fc.record({
    home: fc.constantFrom(...TEAMS),
    away: fc.constantFrom(...TEAMS),
    hs: fc.integer({ min: 0, max: 6 }),
    as: fc.integer({ min: 0, max: 6 }),
    day: fc.integer({ min: 0, max: 300 }),
    status: fc.constantFrom('FINAL', 'FINAL', 'FINAL', 'UPCOMING'),
  }),
  { maxLength: 60 },
).map((rows) =>
  rows
    .filter((r) => r.home !== r.away)
    .map((r, i): StandingsGame => ({
      id: `g${i}`,
      sport: 'soccer-boys',
      status: r.status,
      // Season 2026-27: 1 August 2026 onwards.
      time: new Date(2026, 7, 1 + r.day, 16).toISOString(),
      homeSchoolId: r.home,
      awaySchoolId: r.away,
      ...(r.status === 'FINAL' ? { score: { home: { final: r.hs }, away: { final: r.as } } } : {}),
    })),
);

const compute = (games: StandingsGame[]) => computeStandings({ games, sport: 'soccer-boys', season: '2026-27', setup, teamNames: names });

describe('computeStandings over random seasons', () => {
  it('counts every division game once on each side: wins equal losses, points for equal points against', () => {
    fc.assert(
      fc.property(seasonArb, (games) => {
        for (const division of compute(games)) {
          const sum = (f: (r: (typeof division.rows)[number]) => number) => division.rows.reduce((s, r) => s + f(r), 0);
          expect(sum((r) => r.wins)).toBe(sum((r) => r.losses));
          expect(sum((r) => r.ties) % 2).toBe(0);
          expect(sum((r) => r.pointsFor)).toBe(sum((r) => r.pointsAgainst));
          expect(division.rows.map((r) => r.rank)).toEqual(division.rows.map((_, i) => i + 1));
        }
      }),
    );
  });

  it('orders by win % and gives the same standings whatever order the games come in', () => {
    fc.assert(
      fc.property(seasonArb, fc.integer(), (games, seed) => {
        const shuffled = [...games].sort((a, b) => ((a.id.length * seed) % 7) - ((b.id.length * seed) % 7) || b.id.localeCompare(a.id));
        const once = compute(games);
        expect(compute(shuffled)).toEqual(once);
        for (const division of once) {
          for (let i = 1; i < division.rows.length; i++) expect(division.rows[i - 1].winPct).toBeGreaterThanOrEqual(division.rows[i].winPct);
        }
      }),
    );
  });

  it("a row's overall record is the school page's record, and counts games outside the division too", () => {
    fc.assert(
      fc.property(seasonArb, (games) => {
        for (const row of compute(games).flatMap((d) => d.rows)) {
          expect(row.overall).toEqual(seasonRecord(games, { id: row.schoolId, name: row.teamName }, 'soccer-boys', '2026-27'));
          expect(row.overall.wins + row.overall.losses + row.overall.ties).toBeGreaterThanOrEqual(row.played);
        }
      }),
    );
  });
});

describe('what a row shows', () => {
  const g = (id: string, day: number, home: string, hs: number, away: string, as: number, status = 'FINAL'): StandingsGame => ({
    id, sport: 'soccer-boys', status, time: new Date(2026, 8, day, 16).toISOString(), homeSchoolId: home, awaySchoolId: away,
    ...(status === 'FINAL' ? { score: { home: { final: hs }, away: { final: as } } } : {}),
  });

  it('streak, last five, games left, differential; other seasons and sports are not counted', () => {
    const games = [
      g('1', 1, 't0', 2, 't1', 0), g('2', 2, 't0', 0, 't2', 1), g('3', 3, 't0', 1, 't3', 1),
      g('4', 4, 't0', 3, 't1', 1), g('5', 5, 't0', 2, 't2', 0), g('6', 6, 't3', 0, 't0', 4),
      g('7', 20, 't0', 0, 't1', 0, 'UPCOMING'), g('8', 21, 't2', 0, 't0', 0, 'LIVE'),
      { ...g('9', 7, 't0', 0, 't1', 9), time: new Date(2026, 6, 20).toISOString() },
      { ...g('10', 8, 't0', 0, 't1', 9), sport: 'football' },
      // Against a school outside the division: overall only.
      g('11', 9, 't0', 1, 't4', 2),
      // The away side typed as a name (no id): the school of that name.
      { ...g('12', 10, 't0', 1, 't1', 0), awaySchoolId: undefined, awayName: ' t1 ' },
    ];
    const row = compute(games)[0].rows.find((r) => r.schoolId === 't0');
    expect(row).toMatchObject({
      wins: 5, losses: 1, ties: 1, played: 7, pointsFor: 13, pointsAgainst: 3, diff: 10,
      overall: { wins: 5, losses: 2, ties: 1 }, streak: 'W1', lastFive: { wins: 4, losses: 1, ties: 0 }, gamesLeft: 2,
    });
    expect(row?.winPct).toBeCloseTo(5.5 / 7, 10);
  });

  it('golf: the lower score wins, and a positive differential means fewer strokes', () => {
    const golf = (id: string, home: string, hs: number, away: string, as: number): StandingsGame => ({ ...g(id, 1, home, hs, away, as), sport: 'golf-boys' });
    const [division] = computeStandings({
      games: [golf('1', 't0', 150, 't1', 160)], sport: 'golf-boys', season: '2026-27', setup, teamNames: names,
    });
    expect(division.rows.map((r) => [r.schoolId, r.wins, r.diff])).toEqual([['t0', 1, 10], ['t1', 0, -10], ['t2', 0, 0], ['t3', 0, 0]]);
  });
});

describe('memoizeByGames', () => {
  it('computes again only when a game that feeds the standings changes', () => {
    let runs = 0;
    const memo = memoizeByGames(
      (args: { games: StandingsGame[]; sport: string }) => { runs += 1; return compute(args.games); },
      (game, args) => game.sport === args.sport,
      (args) => args.sport,
    );
    const football = { id: 'f', sport: 'football', status: 'FINAL', time: '2026-09-01T18:00:00.000Z', homeSchoolId: 't0', awaySchoolId: 't1', score: { home: { final: 7 }, away: { final: 0 } } };
    const soccer = { ...football, id: 's', sport: 'soccer-boys' };
    const first = memo({ games: [soccer, football], sport: 'soccer-boys' });
    // Another sport's final changes, and a game object is rebuilt with the same values: no new computation.
    expect(memo({ games: [{ ...soccer }, { ...football, score: { home: { final: 14 }, away: { final: 0 } } }], sport: 'soccer-boys' })).toBe(first);
    expect(runs).toBe(1);
    memo({ games: [{ ...soccer, score: { home: { final: 0 }, away: { final: 1 } } }, football], sport: 'soccer-boys' });
    expect(runs).toBe(2);
  });
});

describe('a member school that is gone (issue 38)', () => {
  const game = (id: string, home: string, homeName: string, away: string, awayName: string): StandingsGame => ({
    id, sport: 'soccer-boys', status: 'FINAL', time: new Date(2026, 8, 1, 16).toISOString(),
    homeSchoolId: home, homeSchoolName: homeName, awaySchoolId: away, awayName, score: { home: { final: 2 }, away: { final: 1 } },
  });
  const without = (id: string) => new Map([...names].filter(([key]) => key !== id));

  it('is named as its games carry it, never by its id, and links nowhere', () => {
    const games = [game('g1', 't0', 'T0', 'school-stonebrook', 'Stonebrook High')];
    const setupWithGone = { divisions: [{ key: 'd', name: 'D', schoolIds: ['t0', 'school-stonebrook'] }] };
    const [division] = computeStandings({ games, sport: 'soccer-boys', season: '2026-27', setup: setupWithGone, teamNames: without('school-stonebrook') });
    const gone = division.rows.find((row) => row.schoolId === 'school-stonebrook');
    expect(gone).toMatchObject({ teamName: 'Stonebrook High', noPage: true, losses: 1 });
    expect(division.rows.find((row) => row.schoolId === 't0')?.noPage).toBeUndefined();
  });

  it('without a game naming it, reads a neutral label', () => {
    const [division] = computeStandings({ games: [], sport: 'soccer-boys', season: '2026-27', setup, teamNames: without('t1') });
    expect(division.rows.find((row) => row.schoolId === 't1')?.teamName).toBe('A school no longer listed');
  });
});
