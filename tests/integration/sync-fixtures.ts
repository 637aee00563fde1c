import { expect } from 'vitest';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { currentSeason, seasonBounds } from '../../src/shared/standings/season';

/**
 * Yesterday, or the season's first hour in its first day: a fan's device replicates the
 * current season of games (docs/design/sync.md §13), so a default game is in it.
 */
const DEFAULT_GAME_TIME = new Date(Math.max(seasonBounds(currentSeason()).start + 3_600_000, Date.now() - 86_400_000)).toISOString();

/** Schema- and rule-valid documents for the sync tests. */
export function makeGame(id: string, fields: Partial<GameDoc> = {}): GameDoc {
  return {
    id,
    sport: 'football',
    homeSchoolName: 'Harborview High School',
    awayName: 'Maple Ridge Academy',
    time: DEFAULT_GAME_TIME,
    location: 'Harborview Field',
    status: 'UPCOMING',
    score: { home: {}, away: {} },
    gameNotes: {},
    createdAt: 1,
    updatedAt: Date.now(),
    updatedBy: 'admin@liaa.test',
    ...fields,
  };
}

export function makeSchool(id: string, fields: Partial<SchoolDoc> = {}): SchoolDoc {
  return {
    id,
    name: `School ${id}`,
    location: 'Harborview',
    sports: ['football'],
    createdAt: 1,
    updatedAt: Date.now(),
    updatedBy: 'admin@liaa.test',
    ...fields,
  };
}

/** Writes CouchDB documents through the server's `_bulk_docs` as an admin; every row must be accepted. */
export async function writeDocs(server: { url: string }, token: string, docs: Record<string, unknown>[], collection = 'games'): Promise<void> {
  const res = await fetch(`${server.url}/db/${collection}/_bulk_docs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ docs }),
  });
  const rows = (await res.json()) as { error?: string }[];
  expect(res.ok && rows.every((row) => !row.error), JSON.stringify(rows).slice(0, 300)).toBe(true);
}
