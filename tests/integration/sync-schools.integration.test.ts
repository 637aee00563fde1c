import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memorySeasonShelf } from '../../src/data/sync/seasonShelf';
import type { SchoolRef } from '../../src/shared/schoolScope';
import { currentSeason, previousSeason, seasonStartYear } from '../../src/shared/standings/season';
import type { TestClient } from '../kit/client';
import { createTestClient, startNetworkSwitch, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { makeSchool, writeDocs } from './sync-fixtures';

/**
 * What a fan's device holds per school (docs/design/sync.md §18): no roster or stat line of a
 * school it has not opened; a school kept on demand (its page opened, a team followed) brings its
 * rosters, its typed lines (its name in any case or spacing, as school or team) and its games'
 * credited lines, keeps them offline and hears of later edits; signed-in devices and stock
 * CouchDB clients still read every document.
 */
const SEASON = currentSeason();
const PAST = previousSeason(SEASON);
/** As the rosters form writes a season: '2026-2027'. */
const written = (season: string): string => `${seasonStartYear(season)}-${seasonStartYear(season)! + 1}`;
const LINCOLN: SchoolRef = { id: 'sch-lincoln', name: 'Lincoln (North) High' };
const CENTRAL: SchoolRef = { id: 'sch-central', name: 'Central High' };
const ON_DEMAND = ['rosters', 'playerStats', 'playerGameLines', 'schools'] as const;

const roster = (school: SchoolRef, sport: string, season = SEASON, players: { number: string; name: string; grade: '9' | '10' | '11' | '12'; position?: string }[] = [{ number: '7', name: 'Ana Diaz', grade: '11', position: 'QB' }]) => ({
  _id: `${school.id}:${sport}:${season}`,
  schoolId: school.id,
  schoolName: school.name,
  sport,
  season: written(season),
  players,
  updatedAt: Date.now(),
});

const line = (id: string, schoolName: string, fields: Record<string, unknown> = {}) => ({
  _id: id,
  playerName: `Player ${id}`,
  teamName: `${schoolName} Lions`,
  schoolName,
  sport: 'basketball',
  division: '6A',
  season: written(SEASON),
  points: 10,
  updatedAt: Date.now(),
  ...fields,
});

const ids = async (client: TestClient, collection: 'rosters' | 'playerStats'): Promise<string[]> =>
  (await client.db[collection].find().exec()).map((doc) => doc.id).sort();

describe('sync: rosters and player stats per school, on demand', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.adminToken();
    await writeDocs(server, token, [makeSchool(LINCOLN.id, { name: LINCOLN.name }), makeSchool(CENTRAL.id, { name: CENTRAL.name })].map(({ id, ...doc }) => ({ _id: id, ...doc })), 'schools');
    await writeDocs(server, token, [roster(LINCOLN, 'basketball', SEASON, [{ number: '3', name: 'Cy Ho', grade: '12' }]), roster(LINCOLN, 'football'), roster(LINCOLN, 'football', PAST), roster(CENTRAL, 'football')], 'rosters');
    await writeDocs(
      server,
      token,
      [
        line('l-exact', LINCOLN.name),
        // Free text: another case and spacing, or the school named as the team.
        line('l-case', '  lincoln (NORTH) high '),
        line('l-team', 'Lincoln Lions', { teamName: LINCOLN.name }),
        line('l-past', LINCOLN.name, { season: written(PAST) }),
        line('c-1', CENTRAL.name),
        // A name the school's name is only part of.
        line('x-1', 'Lincoln (North) High Annex'),
      ],
      'playerStats',
    );
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("a fan's first sync holds no roster or stat line; a signed-in device and a stock client hold them all", async () => {
    const fan = await createTestClient(server, { collections: [...ON_DEMAND] });
    try {
      await fan.sync.awaitInSync();
      expect(fan.sync.schoolsOnDemand()).toBe(true);
      expect(await fan.db.schools.count().exec()).toBe(2);
      expect(await ids(fan, 'rosters')).toEqual([]);
      expect(await ids(fan, 'playerStats')).toEqual([]);
    } finally {
      await fan.close();
    }
    const admin = await createTestClient(server, { collections: [...ON_DEMAND], token });
    try {
      await admin.sync.awaitInSync();
      expect(admin.sync.schoolsOnDemand()).toBe(false);
      expect(await ids(admin, 'rosters')).toHaveLength(4);
      expect(await ids(admin, 'playerStats')).toEqual(['c-1', 'l-case', 'l-exact', 'l-past', 'l-team', 'x-1']);
    } finally {
      await admin.close();
    }
    const all = (await (await fetch(`${server.url}/db/playerStats/_all_docs`)).json()) as { rows: { id: string }[] };
    expect(all.rows.filter((row) => !row.id.startsWith('_design/'))).toHaveLength(6);
  });

  it("a school kept on demand brings its season's rosters and lines, hears of later edits, and stays offline afterwards", async () => {
    const net = await startNetworkSwitch(server);
    const shelf = memorySeasonShelf();
    const name = `schools-kept-${Date.now()}`;
    const fan = await createTestClient(server, { name, collections: [...ON_DEMAND], baseUrl: net.url, syncOptions: { seasonShelf: shelf } });
    try {
      await fan.sync.awaitInSync();
      await fan.sync.keepSchool(LINCOLN, SEASON);
      expect(await ids(fan, 'rosters')).toEqual([`${LINCOLN.id}:basketball:${SEASON}`, `${LINCOLN.id}:football:${SEASON}`]);
      expect(await ids(fan, 'playerStats')).toEqual(['l-case', 'l-exact', 'l-team']);
      expect(shelf.load().sort()).toEqual([`playerGameLines@${SEASON}#${LINCOLN.id}`, `playerStats@${SEASON}#${LINCOLN.id}`, `rosters@${SEASON}#${LINCOLN.id}`]);

      // Later edits reach the device that keeps the school; another school's do not.
      const players = [
        { number: '7', name: 'Ana Diaz', grade: '11' as const, position: 'QB' },
        { number: '12', name: 'Bea Kim', grade: '10' as const, position: 'WR' },
      ];
      const stored = (await (await fetch(`${server.url}/db/rosters/${encodeURIComponent(`${LINCOLN.id}:football:${SEASON}`)}`)).json()) as Record<string, unknown>;
      await writeDocs(server, token, [{ ...roster(LINCOLN, 'football', SEASON, players), _rev: stored._rev }], 'rosters');
      await writeDocs(server, token, [line('l-new', LINCOLN.name), line('c-2', CENTRAL.name)], 'playerStats');
      await waitFor(async () => (await fan.db.rosters.findOne(`${LINCOLN.id}:football:${SEASON}`).exec())?.players.length === 2, { message: "the roster's new player" });
      await waitFor(async () => (await ids(fan, 'playerStats')).includes('l-new'), { message: 'the new line' });
      await fan.sync.awaitInSync();
      expect(await ids(fan, 'playerStats')).toEqual(['l-case', 'l-exact', 'l-new', 'l-team']);
      const kept = await ids(fan, 'rosters');

      await net.goOffline();
      await fan.close();
      // Started again with no network: the school is on the device.
      const offline = await createTestClient(server, { name, collections: [...ON_DEMAND], baseUrl: net.url, syncOptions: { seasonShelf: shelf } });
      try {
        expect(await ids(offline, 'rosters')).toEqual(kept);
        expect(await ids(offline, 'playerStats')).toEqual(['l-case', 'l-exact', 'l-new', 'l-team']);
      } finally {
        await offline.close();
      }
      // Online again, a new start replicates the kept school with the rest: an edit made meanwhile arrives.
      await writeDocs(server, token, [line('l-later', LINCOLN.name)], 'playerStats');
      await net.goOnline();
      const again = await createTestClient(server, { name, collections: [...ON_DEMAND], baseUrl: net.url, syncOptions: { seasonShelf: shelf } });
      try {
        await again.sync.awaitInSync();
        expect(await ids(again, 'playerStats')).toEqual(['l-case', 'l-exact', 'l-later', 'l-new', 'l-team']);
      } finally {
        await again.close();
      }
    } finally {
      await net.close();
    }
  });

  it('a past season of a school is kept on its own; signing in makes the device hold every school', async () => {
    const shelf = memorySeasonShelf();
    let signedIn: string | null = null;
    const fan = await createTestClient(server, { collections: [...ON_DEMAND], syncOptions: { seasonShelf: shelf }, token: () => signedIn });
    try {
      await fan.sync.awaitInSync();
      await fan.sync.keepSchool(LINCOLN, PAST);
      expect(await ids(fan, 'rosters')).toEqual([`${LINCOLN.id}:football:${PAST}`]);
      expect(await ids(fan, 'playerStats')).toEqual(['l-past']);

      signedIn = token;
      fan.sync.startScorerSync();
      await fan.sync.awaitInSync();
      expect(fan.sync.schoolsOnDemand()).toBe(false);
      expect(await ids(fan, 'rosters')).toHaveLength(4);
      expect((await ids(fan, 'playerStats')).filter((id) => id.startsWith('c-'))).toEqual(['c-1', 'c-2']);
    } finally {
      await fan.close();
    }
  });
});
