import { describe, expect, it } from 'vitest';
import { SCHEDULE_FILTER_KEYS, getSport } from '../../shared/catalog/sports';
import {
  chooseFilter,
  daysFrom,
  filterKeys,
  sportsOf,
  gamesOnDay,
  parseDay,
  dayLabel,
  groupByDay,
  isTodaysGame,
  liveGames,
  matchesFilter,
  msUntilNextLocalMidnight,
  queryWindow,
  scoreText,
  todaysGames,
} from './scheduleRules';
import { addZonedDays, zonedDayKey, zonedTime } from '../../shared/zone';

/**
 * Wall-clock time on a day of October 2025 in the association's time zone (New York, EDT).
 * The unit tests run in Tokyo, 13 hours ahead: 11:00 and later in New York is the next day there.
 */
const at = (day: number, hour: number, minute = 0) => zonedTime(2025, 9, day, hour, minute);
const NOW = at(15, 12);

let n = 0;
const game = (over: { time: number | string; status: string; sport?: string; home?: string }) => ({
  id: `g${++n}`,
  sport: over.sport ?? 'football',
  time: typeof over.time === 'number' ? new Date(over.time).toISOString() : over.time,
  status: over.status,
  homeSchoolName: over.home ?? 'Home',
});

describe("docs/product/screens.md §6: Today's Games", () => {
  it('shows games of today (any status but LIVE) and UPCOMING games of any day', () => {
    expect(isTodaysGame(game({ time: at(15, 0, 0), status: 'FINAL' }), NOW)).toBe(true);
    expect(isTodaysGame(game({ time: at(15, 23, 59), status: 'UPCOMING' }), NOW)).toBe(true);
    expect(isTodaysGame(game({ time: at(22, 19), status: 'UPCOMING' }), NOW)).toBe(true);
    expect(isTodaysGame(game({ time: at(2, 19), status: 'UPCOMING' }), NOW)).toBe(true);
    expect(isTodaysGame(game({ time: at(14, 23, 59), status: 'FINAL' }), NOW)).toBe(false);
    expect(isTodaysGame(game({ time: at(16, 0, 0), status: 'FINAL' }), NOW)).toBe(false);
  });

  it('never shows a LIVE game, even today', () => {
    expect(isTodaysGame(game({ time: at(15, 11), status: 'LIVE' }), NOW)).toBe(false);
  });

  it('the test clock is New York time', () => {
    expect(NOW).toBe(Date.parse('2025-10-15T12:00:00-04:00'));
  });

  it("compares dates in the association's time zone, whatever offset the stored time carries", () => {
    const local = new Date(at(15, 20));
    // The same instant written with a +14:00 offset: its text date is the 16th.
    const shifted = new Date(local.getTime() + 14 * 3600_000).toISOString().replace('Z', '+14:00');
    expect(Date.parse(shifted)).toBe(local.getTime());
    expect(isTodaysGame(game({ time: shifted, status: 'FINAL' }), NOW)).toBe(true);
    expect(isTodaysGame(game({ time: 'not a date', status: 'FINAL' }), NOW)).toBe(false);
    // NOW is 01:00 on the 16th in Tokyo: a game at 09:00 on the 15th in New York (22:00 there) is still today's.
    expect(isTodaysGame(game({ time: '2025-10-15T13:00:00.000Z', status: 'FINAL' }), NOW)).toBe(true);
    // And 01:30 UTC on the 16th is the 15th in New York, today's, though the 16th in Tokyo.
    expect(isTodaysGame(game({ time: '2025-10-16T01:30:00Z', status: 'FINAL' }), NOW)).toBe(true);
    expect(isTodaysGame(game({ time: '2025-10-16T04:00:00Z', status: 'FINAL' }), NOW)).toBe(false);
  });

  it('sorts by time and filters with either spelling of a sport', () => {
    const games = [
      game({ time: at(15, 19), status: 'UPCOMING', sport: 'boys-soccer', home: 'B' }),
      game({ time: at(15, 16), status: 'FINAL', sport: 'soccer-boys', home: 'A' }),
      game({ time: at(15, 10), status: 'UPCOMING', sport: 'football' }),
      game({ time: at(15, 12), status: 'LIVE', sport: 'soccer-boys' }),
    ];
    expect(todaysGames(games, NOW, null).map((g) => g.sport)).toEqual(['football', 'soccer-boys', 'boys-soccer']);
    expect(todaysGames(games, NOW, 'soccer-boys').map((g) => g.homeSchoolName)).toEqual(['A', 'B']);
    expect(todaysGames(games, NOW, chooseFilter('boys-soccer')).map((g) => g.homeSchoolName)).toEqual(['A', 'B']);
    expect(todaysGames(games, NOW, 'tennis')).toEqual([]);
  });

  it('matches tennis-women to the tennis filter, and nothing to an unrelated sport', () => {
    expect(matchesFilter({ sport: 'tennis-women' }, 'tennis')).toBe(true);
    expect(matchesFilter({ sport: 'girls-golf' }, 'golf-girls')).toBe(true);
    expect(matchesFilter({ sport: 'golf-boys' }, 'golf-girls')).toBe(false);
    expect(matchesFilter({ sport: 'volleyball' }, null)).toBe(true);
  });
});

describe('chooseFilter', () => {
  it('takes a filter button in either spelling, else All', () => {
    expect(chooseFilter('girls-cross-country')).toBe('cross-country-girls');
    expect(chooseFilter('tennis-women')).toBe('tennis');
    expect(chooseFilter(null)).toBeNull();
    // Issue 17: every sport of the catalog can be a filter (volleyball and field hockey have games).
    expect(chooseFilter('volleyball')).toBe('volleyball');
    expect(chooseFilter('nonsense')).toBeNull();
    for (const key of SCHEDULE_FILTER_KEYS) expect(chooseFilter(key)).toBe(key);
  });
});

describe('liveGames', () => {
  it('takes LIVE games of any date, earliest first', () => {
    const games = [
      game({ time: at(15, 18), status: 'LIVE', home: 'late' }),
      game({ time: at(1, 18), status: 'LIVE', home: 'old' }),
      game({ time: at(15, 10), status: 'FINAL' }),
      game({ time: at(15, 11), status: 'UPCOMING' }),
    ];
    expect(liveGames(games).map((g) => g.homeSchoolName)).toEqual(['old', 'late']);
  });
});

describe('groupByDay', () => {
  it("labels today's, tomorrow's and later days, keeping the order given", () => {
    const games = todaysGames(
      [
        game({ time: at(18, 19), status: 'UPCOMING' }),
        game({ time: at(15, 19), status: 'UPCOMING' }),
        game({ time: at(16, 9), status: 'UPCOMING' }),
        game({ time: at(15, 9), status: 'FINAL' }),
        game({ time: at(13, 9), status: 'UPCOMING' }),
      ],
      NOW,
      null,
    );
    const groups = groupByDay(games, NOW);
    expect(groups.map((g) => [g.key, g.games.length])).toEqual([
      ['2025-10-13', 1],
      ['2025-10-15', 2],
      ['2025-10-16', 1],
      ['2025-10-18', 1],
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Monday, October 13', 'Today', 'Tomorrow', 'Saturday, October 18']);
    expect(dayLabel(at(14, 9), NOW)).toBe('Yesterday');
  });
});

describe('scoreText', () => {
  it('shows numbers, time texts, and a dash before a score', () => {
    expect(scoreText(0)).toBe('0');
    expect(scoreText(21)).toBe('21');
    expect(scoreText('7')).toBe('7');
    expect(scoreText('16:45')).toBe('16:45');
    expect(scoreText(null)).toBe('–');
    expect(scoreText(undefined)).toBe('–');
  });
});

describe('time helpers', () => {
  it("measures the time to the association's next midnight", () => {
    expect(msUntilNextLocalMidnight(at(15, 23, 30))).toBe(30 * 60_000);
    expect(zonedDayKey(at(15, 23, 30) + msUntilNextLocalMidnight(at(15, 23, 30)))).toBe('2025-10-16');
    // 10:30 in New York is 23:30 in Tokyo: New York's midnight is 13.5 hours away, not 30 minutes.
    expect(msUntilNextLocalMidnight(at(15, 10, 30))).toBe(13.5 * 3_600_000);
    // The day New York leaves daylight time (2 November 2025) lasts 25 hours; Tokyo keeps no such days.
    expect(msUntilNextLocalMidnight(Date.parse('2025-11-02T00:00:00-04:00'))).toBe(25 * 3_600_000);
  });

  it('reads a window around today wide enough for any stored offset', () => {
    const { from, to } = queryWindow(NOW);
    expect(Date.parse(from)).toBe(at(14, 0));
    expect(Date.parse(to)).toBe(at(17, 0));
  });
});

describe('issue 17: the date strip and every sport', () => {
  it("reads ?date= as a real date of the association's calendar only", () => {
    expect(parseDay('2025-10-14')).toBe(Date.parse('2025-10-14T00:00:00-04:00'));
    expect(parseDay('2025-02-30')).toBeNull();
    expect(parseDay('14/10/2025')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it("lists a day's games, finals and upcoming, by time, never a LIVE one", () => {
    const day = parseDay('2025-10-14')!;
    const games = [
      game({ time: at(14, 19), status: 'FINAL', home: 'Late' }),
      game({ time: at(14, 9), status: 'FINAL', home: 'Early' }),
      game({ time: at(14, 12), status: 'LIVE', home: 'Live' }),
      game({ time: at(15, 9), status: 'UPCOMING', home: 'Next day' }),
      game({ time: at(14, 16), status: 'UPCOMING', home: 'Soccer', sport: 'boys-soccer' }),
    ];
    expect(gamesOnDay(games, day, null).map((g) => g.homeSchoolName)).toEqual(['Early', 'Soccer', 'Late']);
    expect(gamesOnDay(games, day, 'soccer-boys').map((g) => g.homeSchoolName)).toEqual(['Soccer']);
  });

  it('counts days by the calendar', () => {
    expect(daysFrom(NOW, at(14, 23))).toBe(-1);
    expect(daysFrom(NOW, at(16, 0))).toBe(1);
    expect(addZonedDays(at(15, 0), -1)).toBe(at(14, 0));
    expect(addZonedDays(at(31, 0), 1)).toBe(Date.parse('2025-11-01T00:00:00-04:00'));
    // Across New York's fall back: midnight to midnight is 25 hours.
    expect(addZonedDays(Date.parse('2025-11-02T00:00:00-04:00'), 1)).toBe(Date.parse('2025-11-03T00:00:00-05:00'));
    // 09:00 on the 15th in New York (22:00 in Tokyo, the day before NOW's there) is NOW's day.
    expect(daysFrom(NOW, at(15, 9))).toBe(0);
  });

  it("offers the spec's filters first, then every other sport the schools play", () => {
    const keys = filterKeys(['volleyball', 'boys-soccer', 'field-hockey', 'unknown'], null);
    expect(keys.slice(0, SCHEDULE_FILTER_KEYS.length)).toEqual([...SCHEDULE_FILTER_KEYS]);
    expect(keys.slice(SCHEDULE_FILTER_KEYS.length)).toEqual(['field-hockey', 'volleyball']);
    expect(filterKeys([], 'lacrosse').at(-1)).toBe('lacrosse');
  });

  it("a sport that only games have (no school lists it) gets a filter, named with the catalog's name", () => {
    const fromGames = sportsOf([{ sport: 'Lacrosse' }, { sport: 'girls-soccer' }, { sport: 'curling' }, null]);
    expect([...fromGames].sort()).toEqual(['lacrosse', 'soccer-girls']);
    const keys = filterKeys([...fromGames, 'volleyball'], null);
    expect(keys.slice(SCHEDULE_FILTER_KEYS.length)).toEqual(['volleyball', 'lacrosse']);
    expect(getSport('lacrosse')?.name).toBe('Lacrosse');
  });
});
