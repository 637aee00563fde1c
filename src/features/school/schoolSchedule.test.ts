import { describe, expect, it } from 'vitest';
import type { Game, SchoolRef } from './schoolSchedule';
import {
  dedupeAndSort,
  hasAnyScore,
  indexSchools,
  playsIn,
  scheduleFor,
  scoreText,
  toSchoolGame,
  visiblePeriods,
} from './schoolSchedule';

const harbor: SchoolRef = { id: 'harbor', name: 'Harborview High School', logoUrl: 'data:image/png;base64,AAAA' };
const maple: SchoolRef = { id: 'maple', name: 'Maple Ridge Academy', logoUrl: 'data:image/png;base64,BBBB' };
const index = indexSchools([harbor, maple]);

let n = 0;
function game(over: Partial<Game>): Game {
  n += 1;
  return {
    id: `g${n}`,
    sport: 'football',
    homeSchoolId: harbor.id,
    homeSchoolName: harbor.name,
    awaySchoolId: maple.id,
    awayName: maple.name,
    time: '2025-10-03T23:00:00.000Z',
    location: 'Harborview Stadium',
    status: 'UPCOMING',
    updatedAt: 1,
    ...over,
  };
}

describe('playsIn', () => {
  it('matches by id on either side, and by name only where a side has no id', () => {
    expect(playsIn(game({}), harbor)).toBe(true);
    expect(playsIn(game({}), maple)).toBe(true);
    const freeText = game({ awaySchoolId: undefined, awayName: ' harborview HIGH school ', homeSchoolId: 'x', homeSchoolName: 'X' });
    expect(playsIn(freeText, harbor)).toBe(true);
    // A different school that happens to share the name but has its own id is not this school.
    expect(playsIn(game({ homeSchoolId: 'other', homeSchoolName: harbor.name, awaySchoolId: 'y', awayName: 'Y' }), harbor)).toBe(false);
  });
});

describe('toSchoolGame', () => {
  it('puts the school first, takes the opponent logo from a school of that name, else the sport image', () => {
    const home = toSchoolGame(game({}), harbor, index);
    expect(home.isHome).toBe(true);
    expect(home.team.name).toBe(harbor.name);
    expect(home.opponent.logo).toBe(maple.logoUrl);

    const away = toSchoolGame(game({}), maple, index);
    expect(away.isHome).toBe(false);
    expect(away.team.name).toBe(maple.name);
    expect(away.opponent.logo).toBe(harbor.logoUrl);

    const byName = toSchoolGame(game({ awaySchoolId: undefined, awayName: 'maple ridge academy' }), harbor, index);
    expect(byName.opponent.logo).toBe(maple.logoUrl);

    const stranger = toSchoolGame(game({ awaySchoolId: undefined, awayName: 'Visiting Tech', sport: 'boys-soccer' }), harbor, index);
    expect(stranger.opponent.logo).toBe('/sports/soccer.svg');
    expect(stranger.sport).toBe('soccer-boys');
  });

  it('gives W/L/T from the school side only for FINAL games', () => {
    const score = { home: { final: 21 }, away: { final: 14 } };
    expect(toSchoolGame(game({ status: 'FINAL', score }), harbor, index).result).toBe('W');
    expect(toSchoolGame(game({ status: 'FINAL', score }), maple, index).result).toBe('L');
    expect(toSchoolGame(game({ status: 'LIVE', score }), harbor, index).result).toBeNull();
    const tie = { home: { final: 7 }, away: { final: 7 } };
    expect(toSchoolGame(game({ status: 'FINAL', score: tie }), maple, index).result).toBe('T');
    // The school matched by name (no id on its side) still gets its result.
    const named = game({ status: 'FINAL', score, awaySchoolId: undefined, homeSchoolId: 'x', homeSchoolName: 'X', awayName: harbor.name });
    expect(toSchoolGame(named, harbor, index).result).toBe('L');
    // Golf: the lower score wins.
    const golf = game({ sport: 'golf-boys', status: 'FINAL', score: { home: { final: 160 }, away: { final: 171 } } });
    expect(toSchoolGame(golf, harbor, index).result).toBe('W');
  });
});

describe('dedupeAndSort / scheduleFor', () => {
  it('keeps one game per time, opponent and location, sorted by time, preferring the one further along', () => {
    const later = game({ id: 'later', time: '2025-10-10T23:00:00.000Z' });
    const early = game({ id: 'early', time: '2025-09-26T23:00:00.000Z' });
    const copyUpcoming = game({ id: 'b-copy', time: '2025-10-03T23:00:00Z' });
    const copyFinal = game({ id: 'b-final', time: '2025-10-03T23:00:00.000Z', status: 'FINAL', location: ' harborview stadium' });
    const otherPlace = game({ id: 'c-neutral', time: '2025-10-03T23:00:00.000Z', location: 'Neutral Field' });
    const list = dedupeAndSort([later, copyUpcoming, early, copyFinal, otherPlace].map((g) => toSchoolGame(g, harbor, index)));
    expect(list.map((g) => g.id)).toEqual(['early', 'b-final', 'c-neutral', 'later']);
  });

  it('selects the sport whatever its spelling, and only the school games', () => {
    const games = [
      game({ sport: 'boys-soccer' }),
      game({ sport: 'soccer-boys', time: '2025-10-04T23:00:00.000Z' }),
      game({ sport: 'soccer-girls' }),
      game({ sport: 'soccer-boys', homeSchoolId: 'x', homeSchoolName: 'X', awaySchoolId: 'y', awayName: 'Y' }),
    ];
    expect(scheduleFor(games, harbor, 'soccer-boys', index).map((g) => g.id)).toEqual([games[0].id, games[1].id]);
    expect(scheduleFor(games, harbor, 'boys-soccer', index)).toHaveLength(2);
  });
});

describe('periods', () => {
  it('shows the sport columns, overtime only when both sides have a value', () => {
    const keys = (sport: string, a: Record<string, number | string | null>, b: Record<string, number | string | null>) =>
      visiblePeriods(sport, a, b).map((p) => p.key);
    expect(keys('football', { OT: 3 }, {})).toEqual(['1', '2', '3', '4']);
    expect(keys('football', { OT: 3 }, { OT: 0 })).toEqual(['1', '2', '3', '4', 'OT']);
    expect(keys('girls-soccer', { OT1: 1, OT2: 0, SO: null }, { OT1: 0, OT2: 1, SO: null })).toEqual(['1', '2', 'OT1', 'OT2']);
    expect(keys('volleyball', {}, {})).toEqual(['1', '2', '3', '4', '5']);
    expect(keys('cross-country-girls', {}, {})).toEqual(['Time']);
    expect(keys('golf-girls', {}, {})).toHaveLength(9);
  });

  it('formats cells and knows when a game has any score', () => {
    expect(scoreText(0)).toBe('0');
    expect(scoreText(null)).toBe('–');
    expect(scoreText(' 16:45 ')).toBe('16:45');
    expect(hasAnyScore({}, { final: null })).toBe(false);
    expect(hasAnyScore({ 1: 0 }, {})).toBe(true);
  });
});

describe('issue 17: the season in the page, the live or next game first', () => {
  it('puts live and coming games first, soonest first, then the results, newest first', async () => {
    const { splitSeason } = await import('./schoolSchedule');
    const now = new Date(2026, 10, 25, 12).getTime();
    const g = (id: string, day: number, status: 'FINAL' | 'LIVE' | 'UPCOMING') => ({ id, status, time: new Date(2026, 10, day, 9).toISOString() }) as never;
    const { ahead, results } = splitSeason([g('old', 10, 'FINAL'), g('stale', 20, 'UPCOMING'), g('last', 24, 'FINAL'), g('morning', 25, 'UPCOMING'), g('live', 25, 'LIVE'), g('next', 28, 'UPCOMING')], now);
    expect(ahead.map((x: { id: string }) => x.id)).toEqual(['live', 'morning', 'next']);
    expect(results.map((x: { id: string }) => x.id)).toEqual(['last', 'stale', 'old']); // the schedule is given in time order (scheduleFor's)
  });
});
