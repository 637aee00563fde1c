import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLLECTION_MIGRATIONS, COLLECTION_NAMES, COLLECTION_SCHEMAS } from './collections';

/**
 * The shipped schema versions, as a fingerprint of each schema literal (docs/design/data-model.md §8):
 * a device that stored version n must read the same shape forever, so a shipped version is never
 * edited. A change bumps `version`, adds a migration and records its fingerprint here.
 */
const SHIPPED: Record<string, Record<number, string>> = {
  schools: { 0: '7c6b3e1c8e981067', 1: 'af9f78636802e3bc' },
  games: { 4: 'f5720373069d6f13', 5: '2d5cd3b98eec7997' },
  rosters: { 0: 'a5a9f56bdd43a1d5' },
  articles: { 0: 'e2a0cb03e4b2e34c' },
  teamStats: { 0: '720065d611079a41' },
  featuredScores: { 0: 'e1fc6714747336f6' },
  playerStats: { 0: 'ffc12f172b5c348e' },
  rankings: { 0: '4ab5eae75bbad678' },
  scoreEntries: { 0: 'bb2d0904032e32b7', 1: '2954e3fd7b6a9c10' },
  divisions: { 0: 'ecb3d0ac368a5983' },
  playerGameLines: { 0: '360297da2123c470' },
  gameScorers: { 0: 'ccc1c13e10b615ec' },
};

const fingerprint = (schema: unknown) => createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 16);

describe('shipped schema versions', () => {
  it.each(COLLECTION_NAMES)('%s: the current version is the one recorded (edit a schema by bumping its version)', (name) => {
    const schema = COLLECTION_SCHEMAS[name];
    expect(SHIPPED[name]?.[schema.version], `record ${name} v${schema.version}: ${fingerprint(schema)}`).toBe(fingerprint(schema));
  });

  it.each(COLLECTION_NAMES)('%s: every version after 0 has a migration', (name) => {
    const steps = COLLECTION_MIGRATIONS[name] ?? {};
    for (let version = 1; version <= COLLECTION_SCHEMAS[name].version; version++) expect(typeof steps[version], `${name} v${version}`).toBe('function');
  });
});
