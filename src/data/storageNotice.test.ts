import { describe, expect, it } from 'vitest';
import { dropRxdbStorageNotice, RXDB_STORAGE_NOTICE } from './storageNotice';

describe('dropRxdbStorageNotice', () => {
  it("drops RxDB's storage banner once, passes every other warning through, and gives console.warn back", () => {
    const printed: unknown[][] = [];
    const original = (...args: unknown[]) => void printed.push(args);
    const target = { warn: original };
    dropRxdbStorageNotice(target);

    target.warn('a warning of our own', 1);
    target.warn(`${RXDB_STORAGE_NOTICE}-----------\nYou are using the free Dexie.js based RxStorage implementation from RxDB`);
    expect(target.warn).toBe(original);
    target.warn(`${RXDB_STORAGE_NOTICE} again`);
    expect(printed).toEqual([['a warning of our own', 1], [`${RXDB_STORAGE_NOTICE} again`]]);
  });

  it('matches the banner of the RxDB version installed', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('../../node_modules/rxdb/dist/esm/plugins/storage-dexie/rx-storage-instance-dexie.js', import.meta.url), 'utf8');
    expect(source).toContain(`console.warn(['${RXDB_STORAGE_NOTICE}`);
  });
});
