import { describe, expect, it } from 'vitest';
import { forgetEdits, noteEdits, pruneEdits, replacedPaths } from './ownEditBook';

const H1 = ['score', 'home', '1'];
const H2 = ['score', 'home', '2'];

describe('own edit book', () => {
  const book = noteEdits({}, 'games', 'g1', [{ path: H1, value: 3 }, { path: H2, value: undefined }], 100);

  it('sees nothing replaced while the document holds what this device wrote', () => {
    expect(replacedPaths(book, 'games', 'g1', { score: { home: { '1': 3 } } })).toEqual([]);
    // A cleared field stays cleared whether the field is absent or null.
    expect(replacedPaths(book, 'games', 'g1', { score: { home: { '1': 3, '2': null } } })).toEqual([]);
  });

  it('names each field that now holds another value', () => {
    expect(replacedPaths(book, 'games', 'g1', { score: { home: { '1': 4, '2': 9 } } })).toEqual(['score.home.1', 'score.home.2']);
    expect(replacedPaths(book, 'games', 'other', { score: { home: { '1': 4 } } })).toEqual([]);
  });

  it('a later own edit of the same field replaces the earlier one', () => {
    const again = noteEdits(book, 'games', 'g1', [{ path: H1, value: 5 }], 200);
    expect(again['games/g1']['score.home.1']).toEqual({ value: 5, at: 200 });
    expect(again['games/g1']['score.home.2']).toEqual({ value: null, at: 100 });
  });

  it('forgets some paths or a whole document', () => {
    expect(forgetEdits(book, 'games', 'g1', ['score.home.1'])).toEqual({ 'games/g1': { 'score.home.2': { value: null, at: 100 } } });
    expect(forgetEdits(book, 'games', 'g1')).toEqual({});
    expect(forgetEdits(book, 'games', 'g1', ['score.home.1', 'score.home.2'])).toEqual({});
    expect(forgetEdits(book, 'games', 'nope')).toBe(book);
  });

  it('drops edits older than the limit', () => {
    const mixed = noteEdits(book, 'games', 'g2', [{ path: H1, value: 1 }], 1_000);
    expect(Object.keys(pruneEdits(mixed, 1_050, 500))).toEqual(['games/g2']);
  });
});
