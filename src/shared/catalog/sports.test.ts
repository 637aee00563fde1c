import { describe, expect, it } from 'vitest';
import { ADMIN_SPORTS, ALL_SPORT_SPELLINGS, CANONICAL_SPORT_KEYS, SCHEDULE_FILTER_KEYS, SPORTS, STANDINGS_SPORT_KEYS, STATS_SPORT_KEYS, getSport, normalizeSportKey, sameSport, sportName } from './sports';
import { ALL_PERIOD_KEYS, lowerScoreWins, periodsFor } from './periods';
import { ALL_STAT_FIELDS, currentStatsSeason, statDivisionsFor, statFieldsFor } from './statFields';
import { GRADES, ROSTER_SEASONS, positionsFor } from './rosterRules';
import { STANDINGS_DIVISIONS } from './standings';
import { defaultImageFor } from './images';
import { zonedTime } from '../zone';

const SPELLING_PAIRS: [string, string][] = [
  ['soccer-boys', 'boys-soccer'],
  ['soccer-girls', 'girls-soccer'],
  ['cross-country-boys', 'boys-cross-country'],
  ['cross-country-girls', 'girls-cross-country'],
  ['golf-boys', 'boys-golf'],
  ['golf-girls', 'girls-golf'],
  ['tennis', 'tennis-women'],
];

describe('sport keys and spellings (docs/product/rules.md §5)', () => {
  it.each(SPELLING_PAIRS)('%s and %s are one sport', (admin, publicKey) => {
    expect(normalizeSportKey(admin)).toBe(admin);
    expect(normalizeSportKey(publicKey)).toBe(admin);
    expect(sameSport(admin, publicKey)).toBe(true);
    expect(getSport(publicKey)).toBe(getSport(admin));
  });

  it('every alias of every sport normalizes to its canonical key', () => {
    for (const sport of SPORTS) {
      expect(normalizeSportKey(sport.key)).toBe(sport.key);
      for (const alias of sport.aliases) expect(normalizeSportKey(alias)).toBe(sport.key);
    }
    for (const spelling of ALL_SPORT_SPELLINGS) expect(CANONICAL_SPORT_KEYS).toContain(normalizeSportKey(spelling));
  });

  it('normalizes case and surrounding space, and rejects unknown sports', () => {
    expect(normalizeSportKey(' Boys-Soccer ')).toBe('soccer-boys');
    expect(normalizeSportKey('FOOTBALL')).toBe('football');
    expect(normalizeSportKey('quidditch')).toBeUndefined();
    expect(normalizeSportKey('')).toBeUndefined();
    expect(normalizeSportKey(null)).toBeUndefined();
    expect(normalizeSportKey(undefined)).toBeUndefined();
    expect(sameSport('quidditch', 'quidditch')).toBe(false);
  });

  it('no spelling belongs to two sports', () => {
    const all = SPORTS.flatMap((s) => [s.key, ...s.aliases]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('the admin list is the one of docs/product/rules.md §5, in order', () => {
    expect(ADMIN_SPORTS.map((s) => s.key)).toEqual([
      'football', 'tennis', 'cross-country-boys', 'cross-country-girls', 'field-hockey',
      'golf-boys', 'golf-girls', 'soccer-boys', 'soccer-girls', 'volleyball',
    ]);
  });

  it('every public spelling of docs/product/rules.md §5 is known', () => {
    for (const key of ['boys-soccer', 'girls-soccer', 'boys-cross-country', 'girls-cross-country', 'basketball',
      'baseball', 'softball', 'track', 'swimming', 'wrestling', 'lacrosse']) {
      expect(normalizeSportKey(key), key).toBeDefined();
    }
  });

  it('sidebar, filter and stats lists only name known sports', () => {
    for (const key of [...STANDINGS_SPORT_KEYS, ...SCHEDULE_FILTER_KEYS, ...STATS_SPORT_KEYS]) {
      expect(normalizeSportKey(key), key).toBeDefined();
    }
    expect(STATS_SPORT_KEYS).toHaveLength(17);
    // Issue 39: every sport of the school year has standings, each named once.
    expect([...STANDINGS_SPORT_KEYS].sort()).toEqual([...CANONICAL_SPORT_KEYS].sort());
  });

  it.each([
    ['soccer-boys', 'Boys Soccer'], ['boys-soccer', 'Boys Soccer'], ['girls-soccer', 'Girls Soccer'],
    ['golf-boys', 'Boys Golf'], ['girls-golf', 'Girls Golf'],
    ['boys-cross-country', 'Boys Cross Country'], ['cross-country-girls', 'Girls Cross Country'],
    ['tennis-women', 'Tennis'], ['tennis', 'Tennis'], ['football', 'Football'],
  ])('%s shows as %s, its one name on every page (issue 38)', (key, name) => {
    expect(sportName(key)).toBe(name);
  });

  it('gives every sport one name, never the schedule\'s old "Men\'s …" or "Women\'s …"', () => {
    for (const sport of SPORTS) {
      expect(Object.keys(sport).filter((field) => /name/i.test(field)), sport.key).toEqual(['name']);
      expect(sport.name, sport.key).not.toMatch(/Men's|Women's/);
    }
  });
});

describe('period columns (docs/product/rules.md §4)', () => {
  const keys = (sport: string) => periodsFor(sport).map((p) => p.key);
  const labels = (sport: string) => periodsFor(sport).map((p) => p.label);

  it.each([
    ['football', ['1', '2', '3', '4', 'OT']],
    ['soccer-boys', ['1', '2', 'OT1', 'OT2', 'SO']], ['boys-soccer', ['1', '2', 'OT1', 'OT2', 'SO']],
    ['soccer-girls', ['1', '2', 'OT1', 'OT2', 'SO']], ['girls-soccer', ['1', '2', 'OT1', 'OT2', 'SO']],
    ['field-hockey', ['1', '2', 'OT1', 'OT2', 'SO']],
    ['volleyball', ['1', '2', '3', '4', '5']],
    // Issue 39: basketball and lacrosse in quarters with overtimes.
    ['basketball', ['1', '2', '3', '4', 'OT1', 'OT2', 'OT3']], ['lacrosse', ['1', '2', '3', '4', 'OT1', 'OT2']],
    ['unknown-sport', ['1', '2']], [undefined, ['1', '2']],
  ])('%s: %j', (sport, expected) => {
    expect(labels(sport as string)).toEqual(expected);
    expect(keys(sport as string)).toEqual(expected);
    expect(periodsFor(sport).every((p) => p.kind === 'number')).toBe(true);
  });

  it.each(['tennis', 'tennis-women'])('%s: six lines (Singles 1-3, Doubles 1-3), a column per line and set, best of three (issue 39)', (sport) => {
    const lines = ['s1', 's2', 's3', 'd1', 'd2', 'd3'];
    expect(keys(sport)).toEqual(lines.flatMap((line) => [`${line}-1`, `${line}-2`, `${line}-3`]));
    expect(labels(sport).slice(0, 3)).toEqual(['Singles 1 set 1', 'Singles 1 set 2', 'Singles 1 set 3']);
    expect(labels(sport)[9]).toBe('Doubles 1 set 1');
  });

  it.each(['baseball', 'softball'])('%s: seven innings, extra innings to the 12th (shown once used), then hits and errors', (sport) => {
    expect(keys(sport)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'H', 'E']);
    expect(periodsFor(sport).filter((p) => p.extra).map((p) => p.key)).toEqual(['8', '9', '10', '11', '12']);
    expect(periodsFor(sport).filter((p) => p.line).map((p) => p.key)).toEqual(['H', 'E']);
  });

  it.each(['cross-country-boys', 'boys-cross-country', 'cross-country-girls', 'girls-cross-country'])(
    '%s has one Time column holding text', (sport) => {
      expect(periodsFor(sport)).toEqual([{ key: 'Time', label: 'Time', kind: 'time' }]);
    },
  );

  it.each(['golf-boys', 'boys-golf', 'golf-girls', 'girls-golf'])('%s has Hole 1-9', (sport) => {
    expect(labels(sport)).toEqual(Array.from({ length: 9 }, (_, i) => `Hole ${i + 1}`));
    expect(new Set(keys(sport)).size).toBe(9);
    expect(periodsFor(sport).every((p) => p.kind === 'number')).toBe(true);
  });

  it('ALL_PERIOD_KEYS holds every column of every sport, once', () => {
    for (const sport of SPORTS) for (const p of periodsFor(sport.key)) expect(ALL_PERIOD_KEYS).toContain(p.key);
    expect(new Set(ALL_PERIOD_KEYS).size).toBe(ALL_PERIOD_KEYS.length);
    expect(ALL_PERIOD_KEYS).not.toContain('final');
  });

  it.each([
    ['golf-boys', true], ['girls-golf', true], ['cross-country-boys', true], ['girls-cross-country', true],
    ['football', false], ['soccer-boys', false], ['volleyball', false], ['tennis', false], ['unknown', false],
  ])('lowerScoreWins(%s) = %s', (sport, lower) => {
    expect(lowerScoreWins(sport)).toBe(lower);
  });
});

describe('roster positions and grades (docs/product/rules.md §6)', () => {
  it('football: offense, defense for dual positions, position required', () => {
    expect(positionsFor('football')).toEqual({
      positions: ['QB', 'RB', 'WR', 'TE', 'OL', 'K', 'P'],
      defensivePositions: ['DL', 'LB', 'CB', 'S', 'DB'],
      required: true,
    });
  });

  it.each(['soccer-boys', 'boys-soccer', 'soccer-girls', 'girls-soccer', 'field-hockey'])('%s: GK, D, M, F, required', (sport) => {
    expect(positionsFor(sport)).toEqual({ positions: ['GK', 'D', 'M', 'F'], required: true });
  });

  it('volleyball: S, OH, MB, RS, L, DS, required', () => {
    expect(positionsFor('volleyball')).toEqual({ positions: ['S', 'OH', 'MB', 'RS', 'L', 'DS'], required: true });
  });

  it.each(['tennis', 'tennis-women'])('%s: 1-3 Singles and 1-3 Doubles, required', (sport) => {
    expect(positionsFor(sport)).toEqual({
      positions: ['1 Singles', '2 Singles', '3 Singles', '1 Doubles', '2 Doubles', '3 Doubles'],
      required: true,
    });
  });

  it.each([
    ['cross-country-boys', 'Runner'], ['girls-cross-country', 'Runner'], ['golf-boys', 'Player'], ['girls-golf', 'Player'],
  ])('%s: %s, not required', (sport, position) => {
    expect(positionsFor(sport)).toEqual({ positions: [position], required: false });
  });

  it.each(['basketball', 'lacrosse', 'unknown'])('%s: no positions, not required', (sport) => {
    expect(positionsFor(sport)).toEqual({ positions: [], required: false });
  });

  it('grades 9-12 and the roster seasons', () => {
    expect(GRADES).toEqual(['9', '10', '11', '12']);
    expect(ROSTER_SEASONS).toEqual(['2024-2025', '2025-2026', '2026-2027']);
  });
});

describe('player statistics (docs/product/rules.md §7)', () => {
  const names = (sport: string) => statFieldsFor(sport).map((f) => f.name);

  it.each([
    ['football', ['passingYards', 'passingTouchdowns', 'rushingYards', 'rushingTouchdowns', 'receivingYards',
      'receivingTouchdowns', 'tackles', 'interceptions', 'sacks']],
    ['basketball', ['points', 'rebounds', 'assists', 'steals', 'blocks']],
    ['boys-soccer', ['goals', 'assistsSoccer', 'saves', 'shutouts']],
    ['soccer-girls', ['goals', 'assistsSoccer', 'saves', 'shutouts']],
    ['volleyball', ['kills', 'assistsVolleyball', 'blocksVolleyball', 'digs', 'aces']],
    ['golf-boys', ['averageScore', 'tournamentWins', 'roundsPlayed', 'lowestRound']],
    ['girls-golf', ['averageScore', 'tournamentWins', 'roundsPlayed', 'lowestRound']],
    ['boys-cross-country', ['fastestTime', 'averageTime', 'raceWins', 'racesRun']],
    ['wrestling', ['wrestlingWins', 'wrestlingLosses', 'pins', 'technicalFalls', 'majorDecisions']],
    ['swimming', ['bestTime', 'eventWins', 'eventsSwum', 'personalRecords']],
    ['baseball', ['gamesPlayed', 'minutesPlayed']], ['tennis', ['gamesPlayed', 'minutesPlayed']],
    ['track', ['gamesPlayed', 'minutesPlayed']], ['field-hockey', ['gamesPlayed', 'minutesPlayed']],
    ['lacrosse', ['gamesPlayed', 'minutesPlayed']], ['softball', ['gamesPlayed', 'minutesPlayed']],
  ])('%s: %j', (sport, expected) => {
    expect(names(sport)).toEqual(expected);
  });

  it('decimal fields are exactly the number fields whose names contain Average or ERA', () => {
    for (const f of ALL_STAT_FIELDS) {
      if (f.kind === 'mmss' || f.kind === 'mmssms') continue;
      // 'averageScore' is the one such field today (docs/product/rules.md §7: golf averageScore is decimal).
      expect(f.kind, f.name).toBe(/[Aa]verage|ERA/.test(f.name) ? 'decimal' : 'integer');
    }
    expect(ALL_STAT_FIELDS.filter((f) => f.kind === 'decimal').map((f) => f.name)).toEqual(['averageScore']);
  });

  it('times are text: MM:SS for cross country, MM:SS.ms for swimming', () => {
    const kinds = Object.fromEntries(ALL_STAT_FIELDS.map((f) => [f.name, f.kind]));
    expect(kinds).toMatchObject({ fastestTime: 'mmss', averageTime: 'mmss', bestTime: 'mmssms', racesRun: 'integer' });
  });

  it('no two sports share a field name with different kinds', () => {
    const seen = new Map<string, string>();
    for (const f of ALL_STAT_FIELDS) {
      expect(seen.get(f.name) ?? f.kind, f.name).toBe(f.kind);
      seen.set(f.name, f.kind);
    }
  });

  it.each(['football', 'basketball', 'baseball', 'softball'])('%s divisions: 6A..1A', (sport) => {
    expect(statDivisionsFor(sport)).toEqual(['6A', '5A', '4A', '3A', '2A', '1A']);
  });

  it.each(['boys-soccer', 'soccer-girls', 'volleyball', 'golf-boys', 'girls-cross-country', 'wrestling', 'swimming',
    'tennis', 'track', 'field-hockey', 'lacrosse', 'unknown'])('%s divisions: 3A..1A', (sport) => {
    expect(statDivisionsFor(sport)).toEqual(['3A', '2A', '1A']);
  });

  // Instants written with New York's offset: noon on the association's calendar, whatever the device's zone.
  it.each([
    ['2025-03-01T12:00:00-05:00', '2025-2026'], ['2024-12-31T12:00:00-05:00', '2024-2025'], ['2026-01-01T12:00:00-05:00', '2026-2027'],
  ])('currentStatsSeason(%s) = %s', (date, season) => {
    expect(currentStatsSeason(new Date(date))).toBe(season);
  });

  it("takes the year of the association's calendar, not the device's", () => {
    // 03:00 UTC on 1 January 2026: still New Year's Eve in New York, already noon on New Year's Day in Tokyo.
    expect(currentStatsSeason(new Date('2026-01-01T03:00:00Z'))).toBe('2025-2026');
    expect(currentStatsSeason(new Date(zonedTime(2026, 0, 1)))).toBe('2026-2027');
  });

  it("currentStatsSeason(new Date('2025-03-01')) === '2025-2026'", () => {
    expect(currentStatsSeason(new Date('2025-03-01'))).toBe('2025-2026');
  });
});

describe('images and standings', () => {
  it.each([
    ['football', '/sports/football.svg'], ['tennis-women', '/sports/tennis.svg'],
    ['boys-cross-country', '/sports/running.svg'], ['track', '/sports/running.svg'],
    ['field-hockey', '/sports/field-hockey.svg'], ['golf-girls', '/sports/golf.svg'],
    ['girls-soccer', '/sports/soccer.svg'], ['volleyball', '/sports/volleyball.svg'],
    ['basketball', '/sports/generic.svg'], ['unknown', '/sports/generic.svg'],
  ])('%s -> %s', (sport, image) => {
    expect(defaultImageFor(sport)).toBe(image);
  });

  it('three standings divisions of 7, 6 and 6 teams (docs/product/rules.md §9)', () => {
    expect(STANDINGS_DIVISIONS.map((d) => [d.name, d.teams])).toEqual([
      ['Division 1', 7], ['Division 2', 6], ['Division 3', 6],
    ]);
  });
});
