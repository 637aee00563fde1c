import { describe, expect, it } from 'vitest';
import { SCORES_SNAPSHOT_KEY, readScoresSnapshot, writeScoresSnapshot } from './scoresSnapshot';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const game = { id: 'g1', sport: 'football', time: '2026-11-20T18:00:00.000Z', homeSchoolName: 'Harborview', awayName: 'Maple Ridge', status: 'FINAL', location: 'Field', updatedAt: 1 } as const;
const featured = { id: 'f1', home: 'Harborview', away: 'Maple Ridge', homeScore: 7, awayScore: 3, status: 'LIVE' } as const;

describe('scores snapshot', () => {
  it('gives back what was written', () => {
    const storage = memoryStorage();
    writeScoresSnapshot({ finals: [game], featured: [featured] }, storage);
    expect(readScoresSnapshot(storage)).toEqual({ finals: [game], featured: [featured] });
  });

  it('is null when nothing, nothing to show, or something unreadable was stored', () => {
    expect(readScoresSnapshot(memoryStorage())).toBeNull();
    expect(readScoresSnapshot(memoryStorage({ [SCORES_SNAPSHOT_KEY]: '{"finals":[],"featured":[]}' }))).toBeNull();
    expect(readScoresSnapshot(memoryStorage({ [SCORES_SNAPSHOT_KEY]: '{not json' }))).toBeNull();
    expect(readScoresSnapshot(memoryStorage({ [SCORES_SNAPSHOT_KEY]: '[1,2]' }))).toBeNull();
    expect(readScoresSnapshot(undefined)).toBeNull();
  });

  it('drops entries that are not shaped like a score card', () => {
    const stored = JSON.stringify({ finals: [game, { id: 'x' }, null, 'text'], featured: [{ ...featured, home: 5 }] });
    expect(readScoresSnapshot(memoryStorage({ [SCORES_SNAPSHOT_KEY]: stored }))).toEqual({ finals: [game], featured: [] });
  });

  it('survives storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => writeScoresSnapshot({ finals: [game], featured: [] }, full)).not.toThrow();
  });
});
