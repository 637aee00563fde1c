import { describe, expect, it } from 'vitest';
import type { StatKind } from './catalog/statFields';
import {
  InvalidStatValueError,
  MAX_LOGO_BYTES,
  checkScoreEntryFor,
  dataUrlByteLength,
  firstBlankField,
  isImageDataUrl,
  isIsoDateTime,
  isMmSs,
  isMmSsMs,
  parseStatValue,
  trimFields,
  validateBusinessRules,
} from './rules';
import type { GameLike } from './results';
import { formatRecord, overallRecord, winLossTie } from './results';

const b64 = (s: string) => btoa(s);
const PNG = `data:image/png;base64,${b64('\x89PNG....')}`;
const meta = { id: 'x', updatedAt: 1 };

/** A data URL whose decoded payload has exactly `bytes` bytes (length computed, never decoded). */
const dataUrlOf = (bytes: number) => {
  const full = Math.floor(bytes / 3) * 4;
  const rest = bytes % 3;
  const tail = rest === 0 ? '' : rest === 1 ? 'AA==' : 'AAA=';
  return `data:image/png;base64,${'A'.repeat(full)}${tail}`;
};

describe('small helpers', () => {
  it('trimFields trims only the named string fields and copies', () => {
    const input = { name: '  Harborview ', location: ' Town ', note: ' keep ', n: 3 };
    const out = trimFields(input, ['name', 'location', 'n']);
    expect(out).toEqual({ name: 'Harborview', location: 'Town', note: ' keep ', n: 3 });
    expect(input.name).toBe('  Harborview ');
  });

  it('firstBlankField finds the first missing or blank field', () => {
    expect(firstBlankField({ a: 'x', b: '  ', c: '' }, ['a', 'b', 'c'])).toBe('b');
    expect(firstBlankField({ a: 'x', b: null as string | null }, ['a', 'b'])).toBe('b');
    expect(firstBlankField({ a: 'x', b: 0 }, ['a', 'b'])).toBeUndefined();
  });

  it.each([
    [PNG, true],
    ['data:image/jpeg;base64,/9j/4AAQ', true],
    ['data:image/webp;base64,UklGRg==', true],
    ['data:image/gif;base64,R0lGOD==', true],
    [`data:image/svg+xml;base64,${b64('<svg/>')}`, true],
    ['data:image/bmp;base64,Qk0=', false],
    ['data:text/html;base64,PGgxPg==', false],
    ['data:image/png,rawdata', false],
    ['data:image/png;base64,<script>', false],
    ['https://example.org/logo.png', false],
    ['', false],
  ])('isImageDataUrl(%s) = %s', (value, ok) => {
    expect(isImageDataUrl(value)).toBe(ok);
  });

  it.each([0, 1, 2, 3, 4, 5, 1000, 1001, 1002])('dataUrlByteLength counts %i decoded bytes', (bytes) => {
    expect(dataUrlByteLength(dataUrlOf(bytes))).toBe(bytes);
  });

  it('dataUrlByteLength agrees with a real decode and handles plain data URLs', () => {
    const payload = 'hello, world!';
    expect(dataUrlByteLength(`data:image/png;base64,${b64(payload)}`)).toBe(payload.length);
    expect(dataUrlByteLength('data:text/plain,%C3%A9t%C3%A9')).toBe(5);
  });

  it.each(['', 'abc', 'été', '€', '😀 goal', 'a\uD800b', '\uDC00', '%F0%9F%98%80'])(
    'dataUrlByteLength counts a plain data URL\'s UTF-8 bytes as TextEncoder does: %j', (payload) => {
      expect(dataUrlByteLength(`data:text/plain,${payload}`)).toBe(new TextEncoder().encode(decodeURIComponent(payload)).length);
    });

  it.each([
    ['16:45', true, true], ['9:05', true, true], ['01:02.45', false, true], ['1:02.4', false, true],
    ['16:60', false, false], ['1645', false, false], ['16:4', false, false], ['', false, false], ['01:02.', false, false],
  ])('time formats: %s mmss=%s mmssms=%s', (value, mmss, mmssms) => {
    expect(isMmSs(value)).toBe(mmss);
    expect(isMmSsMs(value)).toBe(mmssms);
  });

  it.each([
    ['2025-03-01T18:30:00.000Z', true], ['2025-03-01T18:30', true], ['2025-03-01T18:30:00+02:00', true],
    ['2024-02-29T12:00:00Z', true], ['2025-02-29T12:00:00Z', false], ['2025-02-30T10:00:00Z', false],
    ['2025-13-01T10:00:00Z', false], ['2025-03-01T25:00:00Z', false], ['2025-03-01', false], ['tomorrow', false], [42, false],
  ])('isIsoDateTime(%s) = %s', (value, ok) => {
    expect(isIsoDateTime(value)).toBe(ok);
  });
});

describe('parseStatValue (docs/product/rules.md §7 stats inputs)', () => {
  it.each<[StatKind, string | number | null | undefined, number | string | undefined]>([
    ['integer', '12', 12], ['integer', ' 7 ', 7], ['integer', '0', 0], ['integer', 3, 3],
    ['integer', '', undefined], ['integer', '   ', undefined], ['integer', null, undefined], ['integer', undefined, undefined],
    ['decimal', '38.5', 38.5], ['decimal', '.5', 0.5], ['decimal', '40', 40], ['decimal', '', undefined],
    ['mmss', '16:45', '16:45'], ['mmss', '', undefined],
    ['mmssms', '01:02.45', '01:02.45'], ['mmssms', '59:59', '59:59'],
  ])('%s %j -> %j', (kind, raw, expected) => {
    expect(parseStatValue(kind, raw)).toBe(expected);
  });

  it.each<[StatKind, string]>([
    ['integer', '12.5'], ['integer', '-3'], ['integer', 'abc'], ['integer', '1e3'],
    ['decimal', '-1.5'], ['decimal', '3,5'], ['decimal', 'x'],
    ['mmss', '16:45.2'], ['mmss', '16.45'], ['mmssms', '1:99.00'],
  ])('%s %j throws a message naming the field', (kind, raw) => {
    expect(() => parseStatValue(kind, raw, 'Passing Yards')).toThrow(InvalidStatValueError);
    expect(() => parseStatValue(kind, raw, 'Passing Yards')).toThrow(/^Passing Yards must be /);
  });
});

describe('scores and records', () => {
  const game = (home: number | null, away: number | null, extra: Partial<GameLike> = {}): GameLike => ({
    status: 'FINAL', sport: 'football', homeSchoolId: 'h', awaySchoolId: 'a',
    score: { home: { final: home }, away: { final: away } }, ...extra,
  });

  it.each<[GameLike, string, string | null]>([
    [game(21, 14), 'h', 'W'], [game(21, 14), 'a', 'L'], [game(7, 28), 'h', 'L'], [game(7, 28), 'a', 'W'],
    [game(10, 10), 'h', 'T'], [game(0, 0), 'a', 'T'], [game(3, 0), 'h', 'W'],
    [game(21, 14), 'someone-else', null], [game(21, null), 'h', null],
    [game(21, 14, { status: 'LIVE' }), 'h', null], [game(21, 14, { status: 'UPCOMING' }), 'h', null],
    [game(21, 14, { awaySchoolId: undefined }), 'h', 'W'], [game(21, 14, { awaySchoolId: undefined }), '', null],
    // strokes and team points: the lower final wins
    [game(38, 42, { sport: 'golf-boys' }), 'h', 'W'], [game(38, 42, { sport: 'boys-golf' }), 'a', 'L'],
    [game(45, 22, { sport: 'cross-country-girls' }), 'h', 'L'], [game(45, 22, { sport: 'girls-cross-country' }), 'a', 'W'],
    [game(3, 1, { sport: 'soccer-boys' }), 'h', 'W'], [game(3, 1, { sport: 'boys-soccer' }), 'a', 'L'],
  ])('winLossTie %j from %s = %s', (g, school, result) => {
    expect(winLossTie(g, school)).toBe(result);
  });

  it('overallRecord counts W, L and T of FINAL games only', () => {
    const games = [game(21, 14), game(7, 28), game(10, 10), game(35, 0), game(1, 2, { status: 'LIVE' }),
      game(14, 7, { homeSchoolId: 'x', awaySchoolId: 'h' })];
    expect(overallRecord(games, 'h')).toEqual({ wins: 2, losses: 2, ties: 1 });
    expect(overallRecord([], 'h')).toEqual({ wins: 0, losses: 0, ties: 0 });
  });

  it.each([
    [{ wins: 5, losses: 2, ties: 0 }, '5-2'], [{ wins: 5, losses: 2, ties: 1 }, '5-2-1'], [{ wins: 0, losses: 0, ties: 0 }, '0-0'],
  ])('formatRecord(%j) = %s', (record, text) => {
    expect(formatRecord(record)).toBe(text);
  });
});

const school = (over: Record<string, unknown> = {}) => ({
  ...meta, name: 'Harborview High School', location: 'Harborview', sports: ['football'], ...over,
});

describe('validateBusinessRules: schools', () => {
  it.each<[Record<string, unknown>, string | null, RegExp | string | null]>([
    [school(), null, null],
    [school({ name: 'x'.repeat(100) }), null, null],
    [school({ name: ` ${'x'.repeat(100)}  ` }), null, null],
    [school({ name: 'x'.repeat(101) }), 'name', 'School name must be at most 100 characters.'],
    [school({ name: '   ' }), 'name', 'School name is required.'],
    [school({ location: 'y'.repeat(200) }), null, null],
    [school({ location: 'y'.repeat(201) }), 'location', 'Location must be at most 200 characters.'],
    [school({ location: '\t' }), 'location', 'Location is required.'],
    [school({ logoUrl: PNG }), null, null],
    [school({ logoUrl: '' }), null, null],
    [school({ logoUrl: 'https://example.org/x.png' }), 'logoUrl', /^Logo must be a PNG/],
    [school({ logoUrl: 'data:text/html;base64,PGgxPg==' }), 'logoUrl', /^Logo must be a PNG/],
    [school({ logoUrl: dataUrlOf(MAX_LOGO_BYTES - 1) }), null, null],
    [school({ logoUrl: dataUrlOf(MAX_LOGO_BYTES) }), 'logoUrl', 'Logo file size must be less than 5MB.'],
    [school({ sports: [] }), null, null],
    [school({ sports: ['football', 'soccer-boys', 'boys-soccer', 'girls-cross-country'] }), null, null],
    [school({ sports: ['football', 'quidditch'] }), 'sports', "Unknown sport: 'quidditch'."],
  ])('%#', (doc, field, message) => {
    const result = validateBusinessRules('schools', doc);
    if (field === null) expect(result).toBeNull();
    else {
      expect(result?.field).toBe(field);
      expect(result?.message).toMatch(message ?? '');
    }
  });
});

/** Expect `doc` to pass, or to fail on `field` with a message matching `message`. */
function expectRule(collection: Parameters<typeof validateBusinessRules>[0], doc: Record<string, unknown>,
  field: string | null, message?: RegExp | string) {
  const result = validateBusinessRules(collection, doc);
  if (field === null) {
    expect(result).toBeNull();
    return;
  }
  expect(result?.field).toBe(field);
  if (message) expect(result?.message).toMatch(message);
}

const gameDoc = (over: Record<string, unknown> = {}) => ({
  ...meta, sport: 'football', homeSchoolId: 's1', homeSchoolName: 'Harborview High School',
  awaySchoolId: 's2', awayName: 'Maple Ridge Academy', time: '2025-03-01T18:30:00.000Z',
  location: 'Harborview Field', status: 'FINAL',
  score: { home: { final: 21, 1: 7, 2: 7, 3: 0, 4: 7 }, away: { final: 14, 1: 0, 2: 7, 3: 7, 4: 0 } }, ...over,
});

describe('validateBusinessRules: games', () => {
  it.each<[Record<string, unknown>, string | null, (RegExp | string)?]>([
    [gameDoc(), null],
    [gameDoc({ status: 'UPCOMING', score: undefined }), null],
    [gameDoc({ status: 'LIVE', score: { home: { 1: 0, final: 0 }, away: { 1: 3, final: 3 } } }), null],
    [gameDoc({ score: { home: { final: 0, OT: 0 }, away: { final: 0, OT: null } } }), null],
    [gameDoc({ sport: 'quidditch' }), 'sport', /Unknown sport/],
    [gameDoc({ sport: 'boys-soccer', score: { home: { 1: 1, 2: 0, OT1: 1, SO: 0, final: 2 }, away: { 1: 1, final: 1 } } }), null],
    [gameDoc({ sport: 'soccer-girls', score: { home: { 3: 1 }, away: {} } }), 'score.home.3', /not a score column for Girls Soccer/],
    [gameDoc({ sport: 'field-hockey', score: { home: { OT2: 1, final: 1 }, away: { final: 0 } } }), null],
    [gameDoc({ sport: 'volleyball', status: 'FINAL', score: { home: { 1: 25, 2: 20, 3: 25, 4: 23, 5: 15, final: 3 }, away: { 1: 20, 2: 25, 3: 22, 4: 25, 5: 12, final: 2 } } }), null],
    [gameDoc({ sport: 'volleyball', score: { home: { 1: 25, final: 2 }, away: { 1: 20, final: 0 } } }), 'score.home.final', /must be 1, computed from its periods/],
    [gameDoc({ sport: 'volleyball', score: { home: { OT: 1 }, away: {} } }), 'score.home.OT'],
    // Issue 39: tennis lines in sets (Singles 1 won 6-4 7-6, Doubles 2 lost 4-6 6-3 8-10 in the match tiebreak): lines won.
    [gameDoc({ sport: 'tennis-women', status: 'FINAL', score: { home: { 's1-1': 6, 's1-2': 7, 'd2-1': 4, 'd2-2': 6, 'd2-3': 8, final: 1 }, away: { 's1-1': 4, 's1-2': 6, 'd2-1': 6, 'd2-2': 3, 'd2-3': 10, final: 1 } } }), null],
    [gameDoc({ sport: 'tennis', score: { home: { 's1-1': 6, 's1-2': 6, final: 2 }, away: { 's1-1': 2, 's1-2': 1, final: 0 } } }), 'score.home.final', /must be 1, computed/],
    [gameDoc({ sport: 'tennis', score: { home: { 's2-1': 7, final: 0 }, away: { 's2-1': 3, final: 0 } } }), 'score', 'Singles 2 set 1: 7 – 3 is not a set score: a set is won at 6 games two ahead (6 – 4), else 7 – 5 or 7 – 6.'],
    [gameDoc({ sport: 'tennis', score: { home: { 'd1-1': 5, 'd1-2': 1 }, away: { 'd1-1': 5, 'd1-2': 0 } } }), 'score', 'Doubles 1 set 2 has games before set 1 is won.'],
    // A dual stored before tennis had sets (lines '1'-'5', each a match won) stays valid as stored, and editable.
    [gameDoc({ sport: 'tennis', status: 'FINAL', period: '5', score: { home: { 1: 1, 2: 0, 3: 1, final: 2 }, away: { 1: 0, 2: 1, 3: 0, final: 1 } } }), null],
    [gameDoc({ sport: 'tennis', score: { home: { 1: 2 }, away: {} } }), 'score.home.1', 'The home score of line 1 must be 0 or 1 (a match won).'],
    [gameDoc({ sport: 'tennis', score: { home: { 1: 1, 2: 1, final: 3 }, away: {} } }), 'score.home.final', 'The home final must be 2, the lines won.'],
    // Never mixed with the lines of sets: a legacy column beside them is refused.
    [gameDoc({ sport: 'tennis', score: { home: { 1: 1, 's1-1': 6 }, away: { 's1-1': 4 } } }), 'score.home.1', /not a score column for Tennis/],
    [gameDoc({ sport: 'basketball', score: { home: { 5: 1 }, away: {} } }), 'score.home.5', /not a score column for Basketball/],
    [gameDoc({ sport: 'golf-girls', score: { home: { H9: 4, final: 4 }, away: { H1: 5, final: 5 } } }), null],
    [gameDoc({ sport: 'girls-golf', score: { home: { 1: 4 }, away: {} } }), 'score.home.1'],
    [gameDoc({ sport: 'cross-country-boys', score: { home: { Time: '16:45', final: 28 }, away: { Time: '17:02', final: 31 } } }), null],
    [gameDoc({ sport: 'boys-cross-country', score: { home: { Time: 1645 }, away: {} } }), 'score.home.Time', /MM:SS/],
    [gameDoc({ sport: 'basketball', score: { home: { 1: 30, 2: 28, final: 58 }, away: { 1: 25, 2: 25, final: 50 } } }), null],
    [gameDoc({ sport: 'basketball', score: { home: { 1: 30, 2: 28, final: 60 }, away: {} } }), 'score.home.final', 'The home final must be 58, computed from its periods.'],
    [gameDoc({ score: { home: { 1: 2.5 }, away: {} } }), 'score.home.1', /whole number from 0 to 150/],
    [gameDoc({ score: { home: { final: 10 ** 12 }, away: {} } }), 'score.home.final', /whole number from 0 to 300/],
    [gameDoc({ sport: 'basketball', score: { home: { 1: 999999 }, away: {} } }), 'score.home.1', /whole number from 0 to 200/],
    [gameDoc({ status: 'FINAL', score: { home: { 1: 7, 2: 0, 3: 0, 4: 0, final: 7 }, away: { 1: 0, 2: 0, 3: 0, 4: 0, final: 0 } } }), null],
    [gameDoc({ status: 'LIVE', period: '3' }), null],
    [gameDoc({ status: 'LIVE', period: 'H1' }), 'period', /not a period of Football/],
    [gameDoc({ clocks: { status: '0001700000000:0000:dev1' } }), null],
    [gameDoc({ clocks: { status: 'yesterday' } }), 'clocks.status', /clock/],
    // Issue 39: basketball in quarters (a third one is a column), no fifth; baseball's hits are a column.
    [gameDoc({ sport: 'basketball', score: { home: { 5: 30 }, away: {} } }), 'score.home.5'],
    [gameDoc({ sport: 'baseball', score: { home: { 1: 2, H: 4, E: 1, final: 2 }, away: { 1: 0, H: 1, E: 0, final: 0 } } }), null],
    [gameDoc({ sport: 'baseball', score: { home: { 1: 2, H: 4, final: 6 }, away: {} } }), 'score.home.final', /must be 2, computed from its periods/],
    [gameDoc({ score: { home: { final: -1 }, away: { final: 0 } } }), 'score.home.final', /whole number from 0 to/],
    [gameDoc({ score: { home: { final: 3 }, away: { final: '7' } } }), 'score.away.final', /whole number from 0 to/],
    [gameDoc({ score: { home: { final: '' }, away: { final: null } } }), null],
    [gameDoc({ score: { home: { 5: 3 }, away: {} } }), 'score.home.5', /not a score column for Football/],
    [gameDoc({ time: 'next friday' }), 'time', 'Game time must be a valid date and time.'],
    [gameDoc({ time: '2025-02-30T18:00:00Z' }), 'time'],
    [gameDoc({ awayName: 'Harborview High School' }), 'awayName', 'Home and away teams must be different.'],
    [gameDoc({ awayName: ' harborview high school ' }), 'awayName', 'Home and away teams must be different.'],
    [gameDoc({ awaySchoolId: 's1', awayName: 'Renamed' }), 'awayName', 'Home and away teams must be different.'],
    [gameDoc({ awaySchoolId: undefined, awayName: 'Out Of State Prep' }), null],
    [gameDoc({ awayName: '  ' }), 'awayName', 'Away team is required.'],
    [gameDoc({ location: ' ' }), 'location', 'Location is required.'],
    [gameDoc({ status: 'POSTPONED', score: undefined }), null],
    [gameDoc({ status: 'CANCELLED', score: undefined, rescheduledFrom: '2025-02-28T18:30:00.000Z' }), null],
    [gameDoc({ status: 'ABANDONED' }), 'status', /UPCOMING, LIVE, FINAL, POSTPONED, CANCELLED/],
    [gameDoc({ url: 'https://stream.example.org/live/1' }), null],
    [gameDoc({ url: 'javascript:alert(1)' }), 'url', /http/],
    // An edited field is held to the schema's bounds in words the form can show (issue 38).
    [gameDoc({ location: 'x'.repeat(201) }), 'location', 'Location must be at most 200 characters.'],
    [gameDoc({ awayName: 'x'.repeat(101) }), 'awayName', 'Away team must be at most 100 characters.'],
    [gameDoc({ url: `https://${'x'.repeat(2000)}` }), 'url', 'Stream URL must be at most 2000 characters.'],
  ])('%#', (doc, field, message) => expectRule('games', doc, field, message));
});

describe('checkScoreEntryFor', () => {
  const entry = (fields: Record<string, unknown>) => ({ id: 'g1:e1', gameId: 'g1', hlc: '0001700000000:0000:dev1', device: 'dev1', ...fields });

  it('takes a correction of a period in range, and one without a value (the admin emptied the cell)', () => {
    expect(checkScoreEntryFor('football', entry({ kind: 'set', team: 'home', period: '1', value: 7 }))).toBeNull();
    expect(checkScoreEntryFor('football', entry({ kind: 'set', team: 'home', period: '1' }))).toBeNull();
    expect(checkScoreEntryFor('golf-boys', entry({ kind: 'set', team: 'away', period: 'H3', value: null }))).toBeNull();
  });

  it('still refuses a correction out of range, of another sport\'s period, and an empty play', () => {
    expect(checkScoreEntryFor('football', entry({ kind: 'set', team: 'home', period: '1', value: 151 }))?.message).toMatch(/whole number from 0 to 150/);
    expect(checkScoreEntryFor('football', entry({ kind: 'set', team: 'home', period: 'H1' }))?.field).toBe('period');
    expect(checkScoreEntryFor('football', entry({ kind: 'play', team: 'home', period: '1' }))?.field).toBe('value');
  });

  it('takes a credit naming its play and a player, and says which is missing (issue 39)', () => {
    expect(checkScoreEntryFor('basketball', entry({ kind: 'credit', target: 'g1:e0', player: { number: '12', name: 'Sam Rivera' } }))).toBeNull();
    expect(checkScoreEntryFor('basketball', entry({ kind: 'credit', player: { name: 'Sam Rivera' } }))).toMatchObject({ field: 'target', message: 'A credit must name the play it credits.' });
    expect(checkScoreEntryFor('basketball', entry({ kind: 'credit', target: 'g1:e0', player: { name: ' ' } }))).toMatchObject({ field: 'player', message: 'A credit must name the player.' });
    expect(validateBusinessRules('scoreEntries', { ...entry({ kind: 'credit', target: 'g1:e0' }), createdAt: 1, updatedAt: 1 })?.field).toBe('player');
  });
});

const rosterDoc = (sport: string, players: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
  ...meta, schoolId: 's1', sport, season: '2025-2026', players, ...over,
});

describe('validateBusinessRules: rosters', () => {
  const qb = { number: '7', name: 'Avery Stone', position: 'QB', grade: '12' };
  it.each<[Record<string, unknown>, string | null, (RegExp | string)?]>([
    [rosterDoc('football', [qb]), null],
    [rosterDoc('football', []), null],
    [rosterDoc('football', [{ ...qb, defensivePosition: 'LB' }]), null],
    [rosterDoc('football', [{ ...qb, position: 'LB' }]), null],
    [rosterDoc('football', [{ ...qb, position: '' }]), 'players[0].position', 'Player 1: position is required for Football.'],
    [rosterDoc('football', [qb, { ...qb, position: undefined }]), 'players[1].position', /required/],
    [rosterDoc('football', [{ ...qb, position: 'GK' }]), 'players[0].position', /not a Football position/],
    [rosterDoc('football', [{ ...qb, defensivePosition: 'QB' }]), 'players[0].defensivePosition', /defensive position/],
    [rosterDoc('soccer-boys', [{ ...qb, position: 'GK' }]), null],
    [rosterDoc('boys-soccer', [{ ...qb, position: 'QB' }]), 'players[0].position'],
    [rosterDoc('soccer-girls', [{ ...qb, position: 'M', defensivePosition: 'D' }]), 'players[0].defensivePosition', /no defensive/],
    [rosterDoc('field-hockey', [{ ...qb, position: 'F' }]), null],
    [rosterDoc('volleyball', [{ ...qb, position: 'OH' }]), null],
    [rosterDoc('volleyball', [{ ...qb, position: '' }]), 'players[0].position', /required for Volleyball/],
    [rosterDoc('tennis', [{ ...qb, position: '2 Doubles' }]), null],
    [rosterDoc('cross-country-girls', [{ ...qb, position: '' }]), null],
    [rosterDoc('girls-cross-country', [{ ...qb, position: 'Runner' }]), null],
    [rosterDoc('golf-boys', [{ ...qb, position: undefined }]), null],
    [rosterDoc('golf-boys', [{ ...qb, position: 'Caddie' }]), 'players[0].position'],
    [rosterDoc('basketball', [{ ...qb, position: undefined }]), null],
    [rosterDoc('football', [{ ...qb, grade: '8' }]), 'players[0].grade', /9, 10, 11, 12/],
    [rosterDoc('football', [{ ...qb, number: ' ' }]), 'players[0].number', /number is required/],
    [rosterDoc('football', [{ ...qb, number: '7a' }]), 'players[0].number', /whole number from 0 to 99/],
    [rosterDoc('football', [{ ...qb, number: '100' }]), 'players[0].number', /whole number from 0 to 99/],
    [rosterDoc('football', [{ ...qb, number: '00' }]), null],
    [rosterDoc('football', [{ ...qb, name: ' ' }]), 'players[0].name', /name is required/],
    [rosterDoc('football', [qb], { season: '2023-2024' }), 'season', /2024-2025, 2025-2026, 2026-2027/],
    [rosterDoc('football', [qb], { season: '2026-2027' }), null],
    [rosterDoc('cricket', [qb]), 'sport'],
    [rosterDoc('football', [qb], { schoolId: '' }), 'schoolId'],
  ])('%#', (doc, field, message) => expectRule('rosters', doc, field, message));
});

const article = (over: Record<string, unknown> = {}) => ({
  ...meta, title: 'Title', date: '2025-03-01', category: 'News', excerpt: 'Short', content: 'Long text',
  archived: false, ...over,
});

describe('validateBusinessRules: articles', () => {
  it.each<[Record<string, unknown>, string | null, (RegExp | string)?]>([
    [article(), null],
    ...(['Sports', 'News', 'Events', 'Announcements'].map((category) => [article({ category }), null] as [Record<string, unknown>, null])),
    [article({ category: 'Gossip' }), 'category', /Sports, News, Events, Announcements/],
    [article({ title: ' ' }), 'title', 'Title is required.'],
    [article({ content: '\n' }), 'content', 'Content is required.'],
    [article({ excerpt: '' }), 'excerpt', 'Excerpt is required.'],
    [article({ title: 'x'.repeat(200) }), null],
    [article({ title: 'x'.repeat(201) }), 'title', 'Title must be at most 200 characters.'],
    [article({ excerpt: 'x'.repeat(1001) }), 'excerpt', 'Excerpt must be at most 1000 characters.'],
    [article({ content: 'x'.repeat(50001) }), 'content', 'Content must be at most 50000 characters.'],
    [article({ imageUrl: PNG }), null],
    [article({ imageUrl: 'data:image/png,raw' }), 'imageUrl', /must be a PNG/],
    [article({ imageUrl: dataUrlOf(MAX_LOGO_BYTES) }), 'imageUrl', /less than 5MB/],
  ])('%#', (doc, field, message) => expectRule('articles', doc, field, message));
});

const stats = (sport: string, over: Record<string, unknown> = {}) => ({
  ...meta, playerName: 'Avery Stone', teamName: 'Harborview Mariners', schoolName: 'Harborview High School',
  sport, division: '3A', season: '2025-2026', ...over,
});

describe('validateBusinessRules: playerStats', () => {
  it.each<[Record<string, unknown>, string | null, (RegExp | string)?]>([
    [stats('football', { passingYards: 1200, sacks: 0, division: '6A' }), null],
    [stats('football', { division: '3A' }), null],
    [stats('basketball', { division: '5A', points: 300 }), null],
    [stats('soccer-boys', { division: '6A' }), 'division', /3A, 2A, 1A for Boys Soccer/],
    [stats('boys-soccer', { goals: 12, assistsSoccer: 4 }), null],
    [stats('boys-soccer', { passingYards: 4 }), 'passingYards', /not a statistic of Boys Soccer/],
    [stats('golf-girls', { averageScore: 41.5, roundsPlayed: 8 }), null],
    [stats('golf-girls', { roundsPlayed: 8.5 }), 'roundsPlayed', /whole number/],
    [stats('golf-girls', { averageScore: -1 }), 'averageScore', /from 0 to 1,000,000/],
    [stats('football', { passingYards: 2_000_000 }), 'passingYards', 'Passing Yards must be a whole number from 0 to 1,000,000.'],
    [stats('golf-girls', { averageScore: 1_000_000.5 }), 'averageScore', /from 0 to 1,000,000/],
    [stats('football', { season: 'banana' }), 'season', 'Season must name a school year, like 2026-27.'],
    [stats('football', { season: '2026-2028' }), 'season', /school year/],
    [stats('football', { season: '2026-27' }), null],
    [stats('girls-cross-country', { fastestTime: '18:02', averageTime: '18:40', raceWins: 2 }), null],
    [stats('cross-country-boys', { fastestTime: '18:02.5' }), 'fastestTime', /MM:SS/],
    [stats('swimming', { bestTime: '01:02.45', eventWins: 3 }), null],
    [stats('swimming', { bestTime: '1 minute' }), 'bestTime', /MM:SS.ms/],
    [stats('wrestling', { pins: 4, wrestlingWins: 10 }), null],
    [stats('lacrosse', { gamesPlayed: 10, minutesPlayed: 300 }), null],
    [stats('lacrosse', { goals: 3 }), 'goals'],
    [stats('football', { passingYards: undefined, rushingYards: '' }), null],
    [stats('football', { playerName: ' ' }), 'playerName', 'Player name is required.'],
    [stats('football', { season: '' }), 'season'],
    [stats('curling'), 'sport'],
  ])('%#', (doc, field, message) => expectRule('playerStats', doc, field, message));
});

describe('validateBusinessRules: deletions', () => {
  it.each(['schools', 'games', 'rosters', 'articles', 'playerStats', 'featuredScores', 'rankings', 'teamStats'] as const)(
    'a %s tombstone passes, the same empty document without _deleted does not', (collection) => {
      expect(validateBusinessRules(collection, { id: 'x', _rev: '2-a', _deleted: true })).toBeNull();
      expect(validateBusinessRules(collection, { id: 'x' })).not.toBeNull();
    },
  );
});

describe('validateBusinessRules: featuredScores, rankings, teamStats', () => {
  const featured = (over: Record<string, unknown> = {}) => ({
    ...meta, gameId: 'g1', schoolName: 'A', opponent: 'B', status: 'LIVE', order: 1, homeScore: 0, awayScore: null, ...over,
  });
  const ranking = (over: Record<string, unknown> = {}) => ({
    ...meta, sport: 'football', teamName: 'A', rank: 1, wins: 0, losses: 3, winPercentage: 0, ...over,
  });
  const row = (over: Record<string, unknown> = {}) => ({
    ...meta, sport: 'boys-golf', season: '2024-25', division: 'division-1', teamName: 'A',
    wins: 3, losses: 1, winPercentage: 0.75, ...over,
  });
  it.each<[Parameters<typeof validateBusinessRules>[0], Record<string, unknown>, string | null, (RegExp | string)?]>([
    ['featuredScores', featured(), null],
    ['featuredScores', featured({ order: 0 }), 'order', /at least 1/],
    ['featuredScores', featured({ order: 2.5 }), 'order'],
    ['featuredScores', featured({ homeScore: -2 }), 'homeScore', 'Home score must be a whole number from 0 to 999.'],
    ['featuredScores', featured({ homeScore: 999, awayScore: 0 }), null],
    ['featuredScores', featured({ homeScore: 1000 }), 'homeScore', 'Home score must be a whole number from 0 to 999.'],
    ['featuredScores', featured({ awayScore: 7.5 }), 'awayScore', 'Away score must be a whole number from 0 to 999.'],
    ['featuredScores', featured({ gameId: '' }), 'gameId'],
    ['rankings', ranking(), null],
    ['rankings', ranking({ rank: 10 }), null],
    ['rankings', ranking({ rank: 0 }), 'rank', /at least 1/],
    ['rankings', ranking({ winPercentage: 1.5 }), 'winPercentage', /between 0 and 1/],
    ['rankings', ranking({ sport: 'chess' }), 'sport'],
    ['teamStats', row(), null],
    ['teamStats', row({ winPercentage: 0, wins: 0 }), null],
    ['teamStats', row({ winPercentage: 1 }), null],
    ['teamStats', row({ winPercentage: 1.01 }), 'winPercentage'],
    ['teamStats', row({ winPercentage: -0.1 }), 'winPercentage'],
    ['teamStats', row({ wins: -1 }), 'wins', /at least 0/],
    ['teamStats', row({ losses: undefined }), 'losses'],
    ['teamStats', row({ ties: 1 }), null],
    ['teamStats', row({ division: ' ' }), 'division'],
  ])('%s %#', (collection, doc, field, message) => expectRule(collection, doc, field, message));
});
