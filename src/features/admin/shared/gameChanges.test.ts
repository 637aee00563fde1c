import { describe, expect, it } from 'vitest';
import type { ScoreCells } from './gameChanges';
import {
  ScoreInputError,
  applyChanges,
  bothFinalsEntered,
  cellsFromScore,
  noteChanges,
  notesFromGame,
  rebaseCells,
  scoreColumns,
  scoreCorrections,
  valueAt,
  withFinalsPreview,
} from './gameChanges';

const keys = (sport: string) => scoreColumns(sport).map((c) => c.label);

describe('scoreColumns', () => {
  it('gives each sport its docs/product/rules.md §4 periods, then Final', () => {
    expect(keys('football')).toEqual(['1', '2', '3', '4', 'OT', 'Final']);
    expect(keys('soccer-girls')).toEqual(['1', '2', 'OT1', 'OT2', 'SO', 'Final']);
    expect(keys('field-hockey')).toEqual(['1', '2', 'OT1', 'OT2', 'SO', 'Final']);
    expect(keys('volleyball')).toEqual(['1', '2', '3', '4', '5', 'Final']);
    expect(keys('tennis')).toEqual([...['Singles', 'Doubles'].flatMap((kind) => [1, 2, 3].flatMap((n) => [1, 2, 3].map((set) => `${kind} ${n} set ${set}`))), 'Final']);
    expect(keys('cross-country-boys')).toEqual(['Time', 'Final']);
    expect(keys('golf-girls')).toEqual([...Array.from({ length: 9 }, (_, i) => `Hole ${i + 1}`), 'Final']);
    // Issue 39: quarters and overtimes; innings with extra ones and the line score; a meet's typed team points.
    expect(keys('basketball')).toEqual(['1', '2', '3', '4', 'OT1', 'OT2', 'OT3', 'Final']);
    expect(keys('baseball')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'H', 'E', 'Final']);
    expect(keys('swimming')).toEqual(['Final']);
  });
});

describe('cellsFromScore', () => {
  it('turns stored values into text and missing ones into empty cells', () => {
    const cells = cellsFromScore('football', { home: { '1': 7, final: 0 }, away: { OT: null } });
    expect(cells.home).toMatchObject({ '1': '7', '2': '', final: '0' });
    expect(cells.away).toMatchObject({ OT: '', final: '' });
  });
});

describe('scoreCorrections', () => {
  const empty = cellsFromScore('football', undefined);
  const edit = (base: ScoreCells, side: 'home' | 'away', key: string, value: string): ScoreCells => ({
    ...base,
    [side]: { ...base[side], [key]: value },
  });

  it('lists only the cells that changed, parsed, as corrections', () => {
    const current = edit(edit(empty, 'home', '1', '7'), 'away', '3', ' 3 ');
    expect(scoreCorrections('football', empty, current)).toEqual([
      { team: 'home', period: '1', value: 7 },
      { team: 'away', period: '3', value: 3 },
    ]);
  });

  it('never writes a final the sport computes, and writes a typed one', () => {
    expect(scoreCorrections('football', empty, edit(empty, 'home', 'final', '21'))).toEqual([]);
    const cc = cellsFromScore('cross-country-boys', undefined);
    expect(scoreCorrections('cross-country-boys', cc, edit(cc, 'away', 'final', '31'))).toEqual([{ team: 'away', period: 'final', value: 31 }]);
  });

  it('clears a cell emptied by the admin', () => {
    const before = cellsFromScore('football', { home: { '2': 14 } });
    expect(scoreCorrections('football', before, edit(before, 'home', '2', ''))).toEqual([{ team: 'home', period: '2', value: undefined }]);
  });

  it('ignores cells that only differ in spaces', () => {
    const before = cellsFromScore('football', { home: { '2': 14 } });
    expect(scoreCorrections('football', before, edit(before, 'home', '2', ' 14 '))).toEqual([]);
  });

  it('takes whole numbers from 0 to the sport\'s most only, naming the cell', () => {
    expect(() => scoreCorrections('football', empty, edit(empty, 'home', '1', '-1'))).toThrow(
      new ScoreInputError('Home 1 score must be a whole number from 0 to 150.'),
    );
    expect(() => scoreCorrections('football', empty, edit(empty, 'away', '4', 'ten'))).toThrow('Away 4 score must be a whole number from 0 to 150.');
    expect(() => scoreCorrections('football', empty, edit(empty, 'away', 'OT', '2.5'))).toThrow('Away OT score must be a whole number from 0 to 150.');
    expect(() => scoreCorrections('football', empty, edit(empty, 'home', '2', '151'))).toThrow('Home 2 score must be a whole number from 0 to 150.');
    expect(scoreCorrections('football', empty, edit(empty, 'home', '2', '150'))).toEqual([{ team: 'home', period: '2', value: 150 }]);
    const golf = cellsFromScore('golf-boys', undefined);
    expect(() => scoreCorrections('golf-boys', golf, edit(golf, 'home', 'H3', '21'))).toThrow('Home Hole 3 score must be a whole number from 0 to 20.');
    const cc = cellsFromScore('cross-country-boys', undefined);
    expect(() => scoreCorrections('cross-country-boys', cc, edit(cc, 'home', 'final', '1000'))).toThrow('Home Final score must be a whole number from 0 to 999.');
  });

  it('keeps cross country times as MM:SS text', () => {
    const cc = cellsFromScore('cross-country-girls', undefined);
    expect(scoreCorrections('cross-country-girls', cc, edit(cc, 'home', 'Time', '16:45'))).toEqual([
      { team: 'home', period: 'Time', value: '16:45' },
    ]);
    expect(() => scoreCorrections('cross-country-girls', cc, edit(cc, 'home', 'Time', '16:75'))).toThrow('Home Time must be a time as MM:SS.');
  });
});

describe('withFinalsPreview', () => {
  it('shows the sum of the periods typed so far as each final', () => {
    const cells = cellsFromScore('football', { home: { '1': 7, '4': 14 }, away: { '2': 14 } });
    const shown = withFinalsPreview('football', { ...cells, home: { ...cells.home, final: '99' } }, false);
    expect([shown.home.final, shown.away.final]).toEqual(['21', '14']);
  });

  it('counts sets won for volleyball, the last set of a finished game too', () => {
    const cells = cellsFromScore('volleyball', { home: { '1': 25, '2': 20, '3': 14 }, away: { '1': 21, '2': 25, '3': 10 } });
    expect(withFinalsPreview('volleyball', cells, false).home.final).toBe('1');
    expect(withFinalsPreview('volleyball', cells, true).home.final).toBe('2');
  });

  it('leaves the finals empty before any period, ignores a cell it cannot read, and keeps a typed final', () => {
    const empty = withFinalsPreview('basketball', cellsFromScore('basketball', undefined), false);
    expect([empty.home.final, empty.away.final]).toEqual(['', '']);
    const typo = cellsFromScore('basketball', { home: { '1': 30 } });
    expect(withFinalsPreview('basketball', { ...typo, home: { ...typo.home, '2': 'x' } }, false).home.final).toBe('30');
    const cc = cellsFromScore('cross-country-boys', { home: { final: 28 } });
    expect(withFinalsPreview('cross-country-boys', cc, false)).toBe(cc);
  });
});

describe('bothFinalsEntered', () => {
  it('needs both finals; 0 counts as entered for a submit', () => {
    expect(bothFinalsEntered(cellsFromScore('football', { home: { final: 0 }, away: { final: 3 } }))).toBe(true);
    expect(bothFinalsEntered(cellsFromScore('football', { home: { final: 7 } }))).toBe(false);
  });

  it('is true once any period is typed where finals are computed (a shutout has a final of 0)', () => {
    const typed = withFinalsPreview('soccer-boys', cellsFromScore('soccer-boys', { home: { '1': 1 } }), false);
    expect(bothFinalsEntered(typed)).toBe(true);
    expect(bothFinalsEntered(withFinalsPreview('soccer-boys', cellsFromScore('soccer-boys', undefined), false))).toBe(false);
  });
});

describe('noteChanges', () => {
  it('lists changed notes, trimmed, and removes emptied ones', () => {
    const before = notesFromGame({ home: 'Strong defense', general: 'Rain' });
    const after = { ...before, home: '', away: '  Two goals ', general: 'Rain' };
    expect(noteChanges(before, after)).toEqual([
      { path: ['gameNotes', 'home'], value: undefined },
      { path: ['gameNotes', 'away'], value: 'Two goals' },
    ]);
  });
});

describe('applyChanges', () => {
  it('sets and removes nested fields without touching the rest', () => {
    const doc = { score: { home: { '1': 3, '2': 7 }, away: {} }, status: 'LIVE' };
    const original = JSON.parse(JSON.stringify(doc)) as typeof doc;
    const copy = JSON.parse(JSON.stringify(doc)) as typeof doc;
    applyChanges(copy, [
      { path: ['score', 'home', '1'], value: undefined },
      { path: ['score', 'away', 'final'], value: 10 },
      { path: ['gameNotes', 'general'], value: 'Windy' },
    ]);
    expect(copy).toEqual({ score: { home: { '2': 7 }, away: { final: 10 } }, status: 'LIVE', gameNotes: { general: 'Windy' } });
    expect(doc).toEqual(original);
    expect(valueAt(copy, ['score', 'away', 'final'])).toBe(10);
    expect(valueAt(copy, ['score', 'nope', 'final'])).toBeUndefined();
  });
});

describe('rebaseCells', () => {
  it('lets untouched cells follow the stored game and keeps the admin’s typing', () => {
    const base = cellsFromScore('football', { home: { '1': 7 } });
    const typed: ScoreCells = { ...base, home: { ...base.home, '2': '3' } };
    const fresh = cellsFromScore('football', { home: { '1': 7, '3': 10 }, away: { '1': 6 } });
    const next = rebaseCells(base, typed, fresh);
    expect(next.home).toMatchObject({ '1': '7', '2': '3', '3': '10' });
    expect(next.away['1']).toBe('6');
  });
});
