/** RxDB's Dexie databases of the app in a browser, `rxdb-dexie-liaa--{version}--{collection}`: the collection is the group (a RegExp source, for the page). */
export const APP_DATABASE_NAME = '^rxdb-dexie-liaa--\\d+--(.+)$';

/**
 * In the page (`page.evaluate(countStoredDocs, { collections })`): the documents this device has
 * stored of `collections`, counted in each collection's RxDB database (its `docs` store) as RxDB's
 * Dexie storage keeps them. Self-contained: Playwright sends only this function's text to the page,
 * so the default name is written out here rather than read from `APP_DATABASE_NAME`.
 */
export async function countStoredDocs({ collections, databaseName = '^rxdb-dexie-liaa--\\d+--(.+)$' }: { collections: readonly string[]; databaseName?: string }): Promise<number> {
  let docs = 0;
  for (const info of await indexedDB.databases()) {
    const match = new RegExp(databaseName).exec(info.name ?? '');
    if (!match || !collections.includes(match[1])) continue;
    docs += await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open(info.name as string);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const count = db.transaction('docs', 'readonly').objectStore('docs').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error);
      };
    });
  }
  return docs;
}
