import { describe, expect, it } from 'vitest';
import { useEmbeddedCouch } from '../store/testCouch';
import { keyedRecords } from './keyedRecords';

const embedded = useEmbeddedCouch('records');

describe('keyedRecords', () => {
  it("keeps a key's records in one key range, hashed, in the order of their suffixes", async () => {
    const records = keyedRecords(embedded.couch().sessions, 'test');
    expect(await records.add('203.0.113.7', 'b', { n: 2 })).toBe(true);
    expect(await records.add('203.0.113.7', 'a', { n: 1 })).toBe(true);
    expect(await records.add('203.0.113.7', 'a', { n: 3 })).toBe(false);
    expect(await records.add('203.0.113.8', 'a', { n: 1 })).toBe(true);
    const mine = await records.list('203.0.113.7');
    expect(mine.map((row) => row.id)).toEqual([records.id('203.0.113.7', 'a'), records.id('203.0.113.7', 'b')]);
    expect(mine[0]!.id).toMatch(/^test:[0-9a-f]{32}:a$/);
    expect(mine[0]!.id).not.toContain('203.0.113');
    expect((await records.list('203.0.113.7', 'b')).map((row) => row.id)).toEqual([records.id('203.0.113.7', 'b')]);
    await records.remove(mine);
    expect(await records.list('203.0.113.7')).toEqual([]);
    expect(await records.list('203.0.113.8')).toHaveLength(1);
  });
});
