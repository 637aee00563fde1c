import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { firstValueFrom } from 'rxjs';
import type { RxStorage } from 'rxdb/plugins/core';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { publicQueries } from '../../src/app/publicQueries';
import type { PublicQueries } from '../../src/app/publicQueries';
import type { AppRuntime } from '../../src/data/appBootstrap';
import type { FollowedSchools } from '../../src/data/keepSchools';
import type { RemoteRuntime } from '../../src/data/remote/client';
import { dropRxdbStorageNotice } from '../../src/data/storageNotice';
import type { WorkerInstances } from '../../src/data/storageWorkerInstances';
import { keepingInstances } from '../../src/data/storageWorkerInstances';
import { relayedSeasonShelf } from '../../src/data/sync/seasonShelf';
import { openWorkerRuntime } from '../../src/data/workerRuntime';
import type { SchoolRef } from '../../src/shared/schoolScope';
import { currentSeason, seasonStartYear } from '../../src/shared/standings/season';
import { waitFor } from '../kit/client';
import type { ServedRuntime } from '../kit/runtimeChannel';
import { serveOverChannel } from '../kit/runtimeChannel';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { makeSchool, writeDocs } from './sync-fixtures';

/**
 * The database and its sync opened where the storage is (src/data/workerRuntime.ts): RxDB's Dexie
 * storage on fake-indexeddb, kept as the storage worker keeps it, a real server, and the page's
 * side across a MessageChannel. What the sync reads from the page's localStorage comes as values
 * (the shelf's lanes, the followed schools), and each change of the shelf goes back.
 */
const SEASON = currentSeason();
const written = `${seasonStartYear(SEASON)}-${seasonStartYear(SEASON)! + 1}`;
const LINCOLN: SchoolRef = { id: 'sch-lincoln', name: 'Lincoln High' };
const CENTRAL: SchoolRef = { id: 'sch-central', name: 'Central High' };
const ALDER: SchoolRef = { id: 'sch-alder', name: 'Alder High' };
const roster = (school: SchoolRef, player: string) => ({
  _id: `${school.id}:football:${SEASON}`,
  schoolId: school.id,
  schoolName: school.name,
  sport: 'football',
  season: written,
  players: [{ number: '7', name: player, grade: '11', position: 'QB' }],
  updatedAt: Date.now(),
});

/** The followed schools as the page sends them: a list that changes when the fan follows another. */
function sentFollows(initial: string[]): FollowedSchools & { set(ids: string[]): void } {
  let ids = initial;
  const listeners = new Set<() => void>();
  return {
    ids: () => ids,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      ids = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('the database and its sync opened in the worker', () => {
  let server: TestServer;
  let runtime: AppRuntime;
  let storage: RxStorage<unknown, unknown>;
  let instances: WorkerInstances;
  let token: string;
  const name = `worker-runtime-${process.pid}-${Date.now()}`;
  let served: ServedRuntime<PublicQueries>;
  let remote: RemoteRuntime<PublicQueries>;
  const saved: string[][] = [];
  const follows = sentFollows([LINCOLN.id]);
  // The worker's own scope: where it hears the browser go offline and online.
  const scope = new EventTarget();
  const before = { add: (globalThis as Partial<EventTarget>).addEventListener, remove: (globalThis as Partial<EventTarget>).removeEventListener };

  beforeAll(async () => {
    Object.assign(globalThis, { addEventListener: scope.addEventListener.bind(scope), removeEventListener: scope.removeEventListener.bind(scope) });
    server = await startTestServer();
    token = await server.adminToken();
    await writeDocs(server, token, [LINCOLN, CENTRAL, ALDER].map((school) => { const { id, ...doc } = makeSchool(school.id, { name: school.name }); return { _id: id, ...doc }; }), 'schools');
    await writeDocs(server, token, [roster(LINCOLN, 'Ana Diaz'), roster(CENTRAL, 'Cy Ho'), roster(ALDER, 'Di Fox')], 'rosters');
    dropRxdbStorageNotice();
    const kept = keepingInstances(getRxStorageDexie({ indexedDB, IDBKeyRange }));
    instances = kept.instances;
    storage = kept.storage;
    await open(['not a lane'], follows);
  });

  /** Opens the worker's runtime with the lanes and follows the page sends, and connects a page to it. */
  async function open(lanes: string[], followed: FollowedSchools): Promise<void> {
    runtime = await openWorkerRuntime({
      name,
      storage,
      instances,
      seasonShelf: relayedSeasonShelf(lanes, (next) => saved.push(next)),
      followed,
      getToken: () => null,
      baseUrl: server.url,
      waitForLeadership: false,
    });
    served = await serveOverChannel<PublicQueries>(Promise.resolve(runtime), publicQueries);
    remote = served.remote;
  }

  async function close(): Promise<void> {
    served?.close();
    await runtime?.sync.stop();
    await runtime?.db.close();
  }

  afterAll(async () => {
    await close();
    await server?.stop();
    Object.assign(globalThis, { addEventListener: before.add, removeEventListener: before.remove });
  });

  const players = async (school: SchoolRef) => (await firstValueFrom(remote.query('schoolRosters', school.id))).flatMap((doc) => doc.players.map((player) => player.name));

  it("runs a fan's first sync, every pull written in place", async () => {
    await waitFor(() => remote.sync.getState().lastSyncedAt !== null, { message: 'the first sync, as the page sees it' });
    expect((await firstValueFrom(remote.query('schoolsByName'))).map((school) => school.name)).toEqual(['Alder High', 'Central High', 'Lincoln High']);
    // The pulls' checkpoints go through the quiet instances only the in-place writer opens.
    expect(instances.quiet.size).toBeGreaterThan(0);
  });

  it("keeps the followed school's rosters from the start and no other school's; a school kept from the page goes on the page's shelf", async () => {
    await waitFor(async () => (await players(LINCOLN)).join() === 'Ana Diaz', { message: "the followed school's roster" });
    expect(await players(CENTRAL)).toEqual([]);
    expect(await players(ALDER)).toEqual([]);
    await remote.sync.keepSchool(CENTRAL, SEASON);
    expect(await players(CENTRAL)).toEqual(['Cy Ho']);
    // Each change of the shelf goes back to the page; the malformed lane the page sent does not.
    expect(saved.at(-1)).toEqual(expect.arrayContaining([`rosters@${SEASON}#${LINCOLN.id}`, `rosters@${SEASON}#${CENTRAL.id}`]));
    expect(saved.flat()).not.toContain('not a lane');
  });

  it('keeps a school the fan follows later', async () => {
    follows.set([LINCOLN.id, ALDER.id]);
    await waitFor(async () => (await players(ALDER)).join() === 'Di Fox', { message: 'the newly followed school' });
  });

  it("hears the browser go offline and online on the worker's own scope", async () => {
    await waitFor(() => remote.sync.getState().online, { message: 'online' });
    scope.dispatchEvent(new Event('offline'));
    await waitFor(() => !remote.sync.getState().online, { message: 'offline, as the page sees it' });
    scope.dispatchEvent(new Event('online'));
    await waitFor(() => remote.sync.getState().online, { message: 'online again' });
  });

  it('opens again with the lanes the page kept: a kept school is on the device and hears of later edits', async () => {
    const lanes = saved.at(-1)!;
    await close();
    await open(lanes, sentFollows([]));
    expect(await players(CENTRAL)).toEqual(['Cy Ho']);
    const response = await fetch(`${server.url}/db/rosters/${encodeURIComponent(`${CENTRAL.id}:football:${SEASON}`)}`);
    const { _rev } = (await response.json()) as { _rev: string };
    await writeDocs(server, token, [{ ...roster(CENTRAL, 'Eve Gil'), _rev }], 'rosters');
    await waitFor(async () => (await players(CENTRAL)).join() === 'Eve Gil', { message: "the kept school's later edit" });
  });
});
