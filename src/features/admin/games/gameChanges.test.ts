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
  scoreChanges,
  scoreColumns,
  valueAt,
} from './gameChanges';

const keys = (sport: string) => scoreColumns(sport).map((c) => c.label);

describe('scoreColumns', () => {
  it('gives each sport its SPEC §5 periods, then Final', () => {
    expect(keys('football')).toEqual(['1', '2', '3', '4', 'OT', 'Final']);
    expect(keys('soccer-girls')).toEqual(['1', '2', 'OT1', 'OT2', 'SO', 'Final']);
    expect(keys('field-hockey')).toEqual(['1', '2', 'OT1', 'OT2', 'SO', 'Final']);
    expect(keys('volleyball')).toEqual(['1', '2', '3', '4', '5', 'Final']);
    expect(keys('tennis')).toEqual(['1', '2', '3', '4', '5', 'Final']);
    expect(keys('cross-country-boys')).toEqual(['Time', 'Final']);
    expect(keys('golf-girls')).toEqual([...Array.from({ length: 9 }, (_, i) => `Hole ${i + 1}`), 'Final']);
    expect(keys('basketball')).toEqual(['1', '2', 'Final']);
  });
});

describe('cellsFromScore', () => {
  it('turns stored values into text and missing ones into empty cells', () => {
    const cells = cellsFromScore('football', { home: { '1': 7, final: 0 }, away: { OT: null } });
    expect(cells.home).toMatchObject({ '1': '7', '2': '', final: '0' });
    expect(cells.away).toMatchObject({ OT: '', final: '' });
  });
});

describe('scoreChanges', () => {
  const empty = cellsFromScore('football', undefined);
  const edit = (base: ScoreCells, side: 'home' | 'away', key: string, value: string): ScoreCells => ({
    ...base,
    [side]: { ...base[side], [key]: value },
  });

  it('lists only the cells that changed, parsed', () => {
    const current = edit(edit(empty, 'home', '1', '7'), 'away', 'final', ' 3 ');
    expect(scoreChanges('football', empty, current)).toEqual([
      { path: ['score', 'home', '1'], value: 7 },
      { path: ['score', 'away', 'final'], value: 3 },
    ]);
  });

  it('clears a cell emptied by the admin', () => {
    const before = cellsFromScore('football', { home: { '2': 14 } });
    expect(scoreChanges('football', before, edit(before, 'home', '2', ''))).toEqual([{ path: ['score', 'home', '2'], value: undefined }]);
  });

  it('ignores cells that only differ in spaces', () => {
    const before = cellsFromScore('football', { home: { '2': 14 } });
    expect(scoreChanges('football', before, edit(before, 'home', '2', ' 14 '))).toEqual([]);
  });

  it('refuses negative numbers and text in number cells', () => {
    expect(() => scoreChanges('football', empty, edit(empty, 'home', '1', '-1'))).toThrow(
      new ScoreInputError('Home 1 score must be a number of at least 0.'),
    );
    expect(() => scoreChanges('football', empty, edit(empty, 'away', 'final', 'ten'))).toThrow('Away Final score must be a number of at least 0.');
  });

  it('keeps cross country times as MM:SS text', () => {
    const cc = cellsFromScore('cross-country-girls', undefined);
    expect(scoreChanges('cross-country-girls', cc, edit(cc, 'home', 'Time', '16:45'))).toEqual([
      { path: ['score', 'home', 'Time'], value: '16:45' },
    ]);
    expect(() => scoreChanges('cross-country-girls', cc, edit(cc, 'home', 'Time', '16:75'))).toThrow('Home Time must be a time as MM:SS.');
  });
});

describe('bothFinalsEntered', () => {
  it('needs both finals; 0 counts as entered for a submit', () => {
    expect(bothFinalsEntered(cellsFromScore('football', { home: { final: 0 }, away: { final: 3 } }))).toBe(true);
    expect(bothFinalsEntered(cellsFromScore('football', { home: { final: 7 } }))).toBe(false);
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
