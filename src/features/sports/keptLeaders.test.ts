import { describe, expect, it } from 'vitest';
import { statFieldsFor } from '../../shared/catalog/statFields';
import type { LeadersAnswer } from '../../shared/leaders';
import { KEPT_LEADERS_LIMIT, keepLeaders, readKeptLeaders } from './keptLeaders';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const answer = (sport: string, season: string, value = '2,600'): LeadersAnswer => ({
  sport,
  season,
  boards: [
    {
      field: statFieldsFor(sport)[0],
      caption: statFieldsFor(sport)[0].label,
      lowerIsBetter: false,
      lines: [{ id: 'l1', rank: 1, playerName: 'Ava Diaz', schoolName: 'Harborview High', division: '3A', value }],
    },
  ],
});

describe('kept leaders', () => {
  it('reads back the last answer of a sport and season, in any spelling of either', () => {
    const storage = memoryStorage();
    keepLeaders(answer('soccer-boys', '2026-27'), storage);
    keepLeaders(answer('soccer-boys', '2026-27', '3,000'), storage);
    expect(readKeptLeaders('boys-soccer', '2026-2027', storage)).toEqual(answer('soccer-boys', '2026-27', '3,000'));
    expect(readKeptLeaders('soccer-boys', '2025-26', storage)).toBeNull();
    expect(readKeptLeaders('football', '2026-27', storage)).toBeNull();
  });

  it("drops an answer of another shape, or filed under another sport's or season's key", () => {
    const storage = memoryStorage();
    keepLeaders(answer('football', '2026-27'), storage);
    const [key] = [...storage.items.keys()].filter((name) => name.startsWith('liaa.leaders.v1:'));
    storage.setItem(key, JSON.stringify({ ...answer('football', '2026-27'), boards: [{ caption: 'Passing Yards' }] }));
    expect(readKeptLeaders('football', '2026-27', storage)).toBeNull();
    storage.setItem(key, JSON.stringify(answer('football', '2025-26')));
    expect(readKeptLeaders('football', '2026-27', storage)).toBeNull();
  });

  it('keeps the most recently asked sports and seasons only', () => {
    const storage = memoryStorage();
    for (let year = 2000; year <= 2000 + KEPT_LEADERS_LIMIT; year++) keepLeaders(answer('football', `${year}-${String(year + 1).slice(2)}`), storage);
    expect(readKeptLeaders('football', '2000-01', storage)).toBeNull();
    expect(readKeptLeaders('football', '2001-02', storage)).not.toBeNull();
  });
});
