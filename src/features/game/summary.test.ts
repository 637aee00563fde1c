import { describe, expect, it } from 'vitest';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { formatHlc } from '../../shared/scoring/hlc';
import type { SummaryEntry } from './summary';
import { gameTitle, periodName, shownPeriods, spokenScore, summaryLines, toSummaryEntry, winnerOf } from './summary';

let tick = 0;
/** An entry of game 'g', stamped after the one before. */
const entry = ({ id, ...fields }: Omit<SummaryEntry, 'id' | 'hlc'> & { id?: string }): SummaryEntry => {
  tick += 1;
  return { id: `g:${id ?? `e${tick}`}`, hlc: formatHlc({ wall: 1_700_000_000_000 + tick, counter: 0, node: 'dev' }), ...fields };
};

const game = (fields: Partial<GameDoc>): GameDoc => ({
  id: 'g',
  sport: 'football',
  homeSchoolName: 'Harborview',
  awayName: 'Maple Ridge',
  time: '2026-11-21T19:00:00.000Z',
  location: 'Harborview Field',
  status: 'LIVE',
  updatedAt: 1,
  ...fields,
});

describe('summaryLines', () => {
  it('lists each play in order with its label, team, period and the running score; a voided play is marked and does not count; a correction says what it changed', () => {
    const entries = [
      entry({ kind: 'state', value: 'LIVE' }),
      entry({ kind: 'play', team: 'home', period: '1', value: 6, play: 'td' }),
      entry({ kind: 'play', team: 'home', period: '1', value: 1, play: 'xp' }),
      entry({ kind: 'play', team: 'away', period: '2', value: 3, play: 'fg' }),
      entry({ id: 'dup', kind: 'play', team: 'away', period: '2', value: 6, play: 'td' }),
      entry({ kind: 'void', target: 'g:dup', reason: ' Duplicate tap ' }),
      entry({ kind: 'set', team: 'home', period: '2', value: 3, reason: 'correction' }),
      entry({ kind: 'state', value: 'FINAL' }),
    ];
    // Any order in: the summary follows the stamps.
    const lines = summaryLines('football', [...entries].reverse(), true);
    // toEqual: a field left out here is undefined there.
    expect(lines.map(({ id: _id, ...line }) => line)).toEqual([
      { kind: 'state', title: 'Game started' },
      { kind: 'play', team: 'home', title: 'Touchdown', detail: '+6', period: 'Quarter 1', score: { home: '6', away: '0' } },
      { kind: 'play', team: 'home', title: 'Extra point', detail: '+1', period: 'Quarter 1', score: { home: '7', away: '0' } },
      { kind: 'play', team: 'away', title: 'Field goal', detail: '+3', period: 'Quarter 2', score: { home: '7', away: '3' } },
      { kind: 'play', team: 'away', title: 'Touchdown', detail: '+6', period: 'Quarter 2', voided: { reason: 'Duplicate tap' } },
      { kind: 'correction', team: 'home', title: 'Score corrected', detail: 'Quarter 2 set to 3 (was 0)', period: 'Quarter 2', score: { home: '10', away: '3' } },
      { kind: 'state', title: 'Final' },
    ]);
    expect(lines.find((line) => line.voided)?.id).toBe('g:dup');
  });

  it('says a reopened game was reopened', () => {
    const lines = summaryLines('football', [entry({ kind: 'state', value: 'LIVE' }), entry({ kind: 'state', value: 'FINAL' }), entry({ kind: 'state', value: 'LIVE' })], false);
    expect(lines.map((line) => line.title)).toEqual(['Game started', 'Final', 'Game reopened']);
  });

  it('shows the score a game had before its plays were logged as one line', () => {
    const lines = summaryLines(
      'football',
      [
        entry({ kind: 'set', team: 'home', period: '1', value: 7, reason: 'imported' }),
        entry({ kind: 'set', team: 'away', period: '1', value: 3, reason: 'imported' }),
        entry({ kind: 'play', team: 'away', period: '2', value: 2, play: 'safety' }),
      ],
      false,
    );
    expect(lines.map((line) => [line.kind, line.title, line.score])).toEqual([
      ['earlier', 'Scored before live scoring', { home: '7', away: '3' }],
      ['play', 'Safety', { home: '7', away: '5' }],
    ]);
  });

  it("gives a set sport's running score as the set's points, and a results sport's entries as results", () => {
    const volleyball = summaryLines('volleyball', [entry({ kind: 'play', team: 'home', period: '2', value: 1, play: 'point' })], false);
    expect(volleyball[0]).toMatchObject({ title: 'Point', period: 'Set 2', score: { home: '1', away: '0', label: 'Set 2' } });
    const golf = summaryLines('golf-boys', [entry({ kind: 'set', team: 'away', period: 'H3', value: 4, reason: 'result' })], false);
    expect(golf[0]).toMatchObject({ kind: 'result', team: 'away', title: 'Hole 3: 4', score: { home: '0', away: '4' } });
  });

  it('names a play missing from the catalog by its value', () => {
    const lines = summaryLines('football', [entry({ kind: 'play', team: 'home', period: '1', value: 1 }), entry({ kind: 'play', team: 'home', period: '1', value: 2, play: 'gone' })], false);
    expect(lines.map((line) => line.title)).toEqual(['Point', 'Score']);
  });
});

describe('periodName and shownPeriods', () => {
  it('names periods by the sport', () => {
    expect(periodName('football', '1')).toBe('Quarter 1');
    expect(periodName('football', 'OT')).toBe('Overtime');
    expect(periodName('soccer-boys', 'SO')).toBe('Shootout');
    expect(periodName('volleyball', '3')).toBe('Set 3');
    expect(periodName('golf-girls', 'H4')).toBe('Hole 4');
    expect(periodName('cross-country-boys', 'Time')).toBe('Time');
  });

  it('shows overtime only once it has a value or is being played', () => {
    const keys = (score: GameDoc['score'], current?: string) => shownPeriods('football', score, current).map((p) => p.key);
    expect(keys({ home: { '1': 7 }, away: {} })).toEqual(['1', '2', '3', '4']);
    expect(keys({ home: { OT: 0 }, away: { OT: 6 } })).toEqual(['1', '2', '3', '4', 'OT']);
    expect(keys(undefined, 'OT')).toEqual(['1', '2', '3', '4', 'OT']);
  });
});

describe('gameTitle, spokenScore and winnerOf', () => {
  const score = { home: { '1': 14, final: 14 }, away: { '1': 7, final: 7 } };

  it('puts the score in the title once there is one', () => {
    expect(gameTitle(game({ score }))).toBe('Harborview 14–7 Maple Ridge');
    expect(gameTitle(game({ status: 'LIVE' }))).toBe('Harborview 0–0 Maple Ridge');
    expect(gameTitle(game({ status: 'UPCOMING' }))).toBe('Harborview vs Maple Ridge');
    expect(gameTitle(game({ status: 'FINAL' }))).toBe('Harborview vs Maple Ridge');
  });

  it('says the score with both names, and nothing before a game has one', () => {
    expect(spokenScore(game({ score }))).toBe('Harborview 14, Maple Ridge 7');
    expect(spokenScore(game({ status: 'UPCOMING' }))).toBe('');
  });

  it('finds the winner of a final game, the lower score in golf', () => {
    expect(winnerOf(game({ status: 'FINAL', score }))).toBe('home');
    expect(winnerOf(game({ status: 'LIVE', score }))).toBeNull();
    expect(winnerOf(game({ status: 'FINAL', sport: 'golf-boys', score }))).toBe('away');
    expect(winnerOf(game({ status: 'FINAL', score: { home: { final: 3 }, away: { final: 3 } } }))).toBeNull();
  });
});

describe('toSummaryEntry', () => {
  it("keeps what the summary reads of one of the game's entries", () => {
    const stored = { id: 'g:1', gameId: 'g', kind: 'play', team: 'home', period: '1', value: 6, play: 'td', hlc: 'h', by: 'scorer@x', device: 'd', _rev: '1-a' };
    expect(toSummaryEntry(stored, 'g')).toEqual({ id: 'g:1', kind: 'play', team: 'home', period: '1', value: 6, play: 'td', hlc: 'h' });
  });

  it("drops another game's entries and anything of another shape", () => {
    expect(toSummaryEntry({ id: 'g:x:1', gameId: 'g:x', kind: 'play', hlc: 'h' }, 'g')).toBeNull();
    expect(toSummaryEntry({ id: 'h:1', kind: 'play', hlc: 'h' }, 'g')).toBeNull();
    expect(toSummaryEntry({ id: 'g:1', kind: 'dance', hlc: 'h' }, 'g')).toBeNull();
    expect(toSummaryEntry({ id: 'g:1', kind: 'play', hlc: 'h', value: {} }, 'g')).toBeNull();
    expect(toSummaryEntry({ id: 'g:1', kind: 'play', hlc: 'h', team: 'visitors' }, 'g')).toBeNull();
    expect(toSummaryEntry('g:1', 'g')).toBeNull();
  });
});
