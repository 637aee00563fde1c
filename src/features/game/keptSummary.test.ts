import { describe, expect, it } from 'vitest';
import { KEPT_GAMES_LIMIT, keepSummary, readKeptSummary } from './keptSummary';
import { memoryStorage } from '../../data/memoryStorage';

const kept = (gameId: string, fetchedAt = 1) => ({
  entries: [{ id: `${gameId}:a`, kind: 'play' as const, team: 'home' as const, period: '1', value: 6, play: 'td', hlc: '0000000000001:0000:d' }],
  fetchedAt,
});

describe('kept scoring summaries', () => {
  it('reads back what was kept, per game', () => {
    const storage = memoryStorage();
    keepSummary('g1', kept('g1', 5), storage);
    keepSummary('g2', kept('g2', 6), storage);
    expect(readKeptSummary('g1', storage)).toEqual(kept('g1', 5));
    expect(readKeptSummary('g2', storage)?.fetchedAt).toBe(6);
    expect(readKeptSummary('g3', storage)).toBeNull();
  });

  it("drops entries of another shape or another game's, and anything unreadable", () => {
    const storage = memoryStorage();
    storage.setItem('liaa.gameSummary.v1:g', JSON.stringify({ fetchedAt: 1, entries: [{ id: 'g:1', kind: 'play', hlc: 'h' }, { id: 'x:1', kind: 'play', hlc: 'h' }, 7] }));
    expect(readKeptSummary('g', storage)?.entries).toEqual([{ id: 'g:1', kind: 'play', hlc: 'h' }]);
    storage.setItem('liaa.gameSummary.v1:g', '{not json');
    expect(readKeptSummary('g', storage)).toBeNull();
    expect(readKeptSummary('g', undefined)).toBeNull();
  });

  it('keeps the most recently opened games only', () => {
    const storage = memoryStorage();
    for (let i = 0; i <= KEPT_GAMES_LIMIT; i++) keepSummary(`g${i}`, kept(`g${i}`), storage);
    expect(readKeptSummary('g0', storage)).toBeNull();
    expect(readKeptSummary('g1', storage)).not.toBeNull();
    // Opening g1 again makes it the newest: the next one pushes g2 out instead.
    keepSummary('g1', kept('g1', 2), storage);
    keepSummary('new', kept('new'), storage);
    expect(readKeptSummary('g1', storage)?.fetchedAt).toBe(2);
    expect(readKeptSummary('g2', storage)).toBeNull();
  });

  it('makes room when storage is full, and never throws', () => {
    const one = JSON.stringify(kept('g00')).length + 40;
    const storage = memoryStorage(one * 8);
    for (let i = 10; i < 30; i++) keepSummary(`g${i}`, kept(`g${i}`), storage);
    expect(readKeptSummary('g29', storage)).not.toBeNull();
    expect(() => keepSummary('huge', { entries: kept('huge').entries, fetchedAt: 1 }, memoryStorage(10))).not.toThrow();
  });
});
