import type { createDemoData } from '../../src/shared/demo/demoData';
import { COLLECTION_NAMES } from '../../src/shared/schemas/collections';
import type { Couch } from '../store/couch';
import { checkDocument } from './validate';

async function loadGenerator(): Promise<typeof createDemoData | undefined> {
  try {
    // Loaded only when needed: a server with data never pays for it.
    return (await import('../../src/shared/demo/demoData')).createDemoData;
  } catch (err) {
    console.warn('[sync-server] demo data generator not available:', (err as Error).message);
    return undefined;
  }
}

/**
 * First start on an empty store (no schools): writes the demo association,
 * each document through the same validation as a client write.
 */
export async function loadDemoDataIfEmpty(couch: Couch, opts: { seed?: number; today?: Date } = {}): Promise<number> {
  const schools = await couch.collection('schools').list({ limit: 1 });
  if (schools.rows.length > 0) return 0;
  const create = await loadGenerator();
  if (!create) return 0;
  const data = create({ seed: opts.seed, today: opts.today ?? new Date() });
  let written = 0;
  // Schools last: their presence is what marks the demo data as loaded.
  const order = [...COLLECTION_NAMES.filter((c) => c !== 'schools'), 'schools' as const];
  for (const collection of order) {
    const docs = [];
    for (const doc of data[collection]) {
      const checked = checkDocument(collection, doc);
      if (checked.ok) docs.push(checked.value);
      else console.warn(`[sync-server] demo ${collection} document skipped: ${checked.reason}`);
    }
    for (let i = 0; i < docs.length; i += 500) {
      const result = await couch.collection(collection).bulk({ docs: docs.slice(i, i + 500) });
      written += result.filter((r) => !r.error).length;
    }
  }
  return written;
}
