import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalize, map, of, throwError } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../src/data/database';
import type { RemoteRuntime } from '../../src/data/remote/client';
import { connectRuntime } from '../../src/data/remote/client';
import { serveRuntime } from '../../src/data/remote/host';
import type { ServedRuntime } from '../kit/runtimeChannel';
import { serveOverChannel } from '../kit/runtimeChannel';
import type { LazyQueryRegistry } from '../../src/data/remote/messages';
import { SyncError } from '../../src/data/sync/syncError';
import type { SchoolRef } from '../../src/shared/schoolScope';
import { currentSeason, seasonStartYear } from '../../src/shared/standings/season';
import type { TestClient } from '../kit/client';
import { createTestClient, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { makeSchool, writeDocs } from './sync-fixtures';

/**
 * A database and its sync served to a page over a message channel (src/data/remote/,
 * docs/design/page-start.md, "The database in the worker"): here a real fan client of a real
 * server on one side of a MessageChannel, the page's side on the other, every message a
 * structured clone as between a page and its worker.
 */
const SEASON = currentSeason();
const LINCOLN: SchoolRef = { id: 'sch-lincoln', name: 'Lincoln High' };
const written = `${seasonStartYear(SEASON)}-${seasonStartYear(SEASON)! + 1}`;
const ROSTER_ID = `${LINCOLN.id}:football:${SEASON}`;
const roster = (players: string[]) => ({
  _id: ROSTER_ID,
  schoolId: LINCOLN.id,
  schoolName: LINCOLN.name,
  sport: 'football',
  season: written,
  players: players.map((name, index) => ({ number: String(index + 7), name, grade: '11', position: 'QB' })),
  updatedAt: Date.now(),
});

let finalized = 0;
const queries = {
  schoolNames: (db: AppDatabase) => db.schools.find({ sort: [{ id: 'asc' }] }).$.pipe(map((docs) => docs.map((doc) => doc.name))),
  rosterPlayers: (db: AppDatabase, schoolId: string) =>
    db.rosters.find({ selector: { schoolId } }).$.pipe(map((docs) => docs.flatMap((doc) => doc.players.map((player) => player.name)).sort())),
  watched: (db: AppDatabase) => db.schools.find().$.pipe(map((docs) => docs.length), finalize(() => (finalized += 1))),
  refused: () => throwError(() => new SyncError('validation', 'The server refused it.', { status: 400, reason: 'name: must be at most 100 characters' })),
  unsendable: () => of({ run: () => 1 }),
};
type Queries = typeof queries;
/** The registry as the worker takes it: each query loaded when first asked for. */
const lazily = <R extends Record<string, unknown>>(registry: R) =>
  Object.fromEntries(Object.entries(registry).map(([name, query]) => [name, () => Promise.resolve(query)])) as unknown as LazyQueryRegistry;

/** Every answer a live query gives, in order. */
function collect<T>(source: Observable<T>): { answers: T[]; errors: unknown[]; stop(): void } {
  const answers: T[] = [];
  const errors: unknown[] = [];
  const subscription = source.subscribe({ next: (answer) => answers.push(answer), error: (error: unknown) => errors.push(error) });
  return { answers, errors, stop: () => subscription.unsubscribe() };
}

describe('the database served over a message channel', () => {
  let server: TestServer;
  let token: string;
  let fan: TestClient;
  let served: ServedRuntime<Queries>;
  let remote: RemoteRuntime<Queries>;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.adminToken();
    await writeDocs(server, token, [makeSchool('sch-a', { name: 'Alder High' }), makeSchool(LINCOLN.id, { name: LINCOLN.name })].map(({ id, ...doc }) => ({ _id: id, ...doc })), 'schools');
    await writeDocs(server, token, [roster(['Ana Diaz'])], 'rosters');
    fan = await createTestClient(server, { collections: ['schools', 'rosters', 'playerStats', 'playerGameLines'] });
    served = await serveOverChannel<Queries>(Promise.resolve({ db: fan.db, sync: fan.sync }), lazily(queries));
    remote = served.remote;
  });

  afterAll(async () => {
    served?.close();
    await fan?.close();
    await server?.stop();
  });

  it("gives the page the sync's state and facts, and each change of them", async () => {
    expect(remote.sync.currentSeason()).toBe(fan.sync.currentSeason());
    expect(remote.sync.schoolsOnDemand()).toBe(true);
    await waitFor(() => remote.sync.getState().lastSyncedAt !== null && remote.sync.getState().online, { message: 'the first sync, as the page sees it' });
    expect(remote.sync.getState()).toEqual(fan.sync.getState());
  });

  it('answers a named query live: a school the server gets reaches the page', async () => {
    const names = collect(remote.query('schoolNames'));
    await waitFor(() => names.answers.at(-1)?.join() === 'Alder High,Lincoln High', { message: 'the synced schools' });
    const { id: _unused, ...birch } = makeSchool('sch-b', { name: 'Birch High' });
    await writeDocs(server, token, [{ _id: 'sch-b', ...birch }], 'schools');
    await waitFor(() => names.answers.at(-1)?.join() === 'Alder High,Birch High,Lincoln High', { message: 'the new school on the page' });
    expect(names.errors).toEqual([]);
    names.stop();
  });

  it("keeps a school through the worker's sync: its roster, then a later edit of it, reach the page", async () => {
    const players = collect(remote.query('rosterPlayers', LINCOLN.id));
    await waitFor(() => players.answers.length > 0, { message: 'a first answer' });
    expect(players.answers.at(-1)).toEqual([]);
    await remote.sync.keepSchool(LINCOLN, SEASON);
    await waitFor(() => players.answers.at(-1)?.join() === 'Ana Diaz', { message: 'the kept roster' });
    await writeDocs(server, token, [{ ...roster(['Ana Diaz', 'Bo Lee']), _rev: await revOf(ROSTER_ID) }], 'rosters');
    await waitFor(() => players.answers.at(-1)?.join() === 'Ana Diaz,Bo Lee', { message: 'the edited roster' });
    players.stop();
  });

  it('ends a query in the worker when the page unsubscribes', async () => {
    const before = finalized;
    const watched = collect(remote.query('watched'));
    await waitFor(() => watched.answers.length > 0, { message: 'a first answer' });
    expect(finalized).toBe(before);
    watched.stop();
    await waitFor(() => finalized === before + 1, { message: "the worker's subscription ended" });
  });

  it("brings a query's failure to the page: a SyncError keeps its kind, status and reason", async () => {
    const refused = collect(remote.query('refused'));
    await waitFor(() => refused.errors.length > 0, { message: 'the failure' });
    const [error] = refused.errors;
    expect(error).toBeInstanceOf(SyncError);
    expect(error).toMatchObject({ kind: 'validation', status: 400, reason: 'name: must be at most 100 characters', message: 'The server refused it.' });
  });

  it('says which query answered what cannot leave the worker, and names an unknown query', async () => {
    const unsendable = collect(remote.query('unsendable'));
    const unknown = collect((remote as unknown as RemoteRuntime<Record<string, () => Observable<never>>>).query('nothing'));
    await waitFor(() => unsendable.errors.length > 0 && unknown.errors.length > 0, { message: 'both failures' });
    expect(String(unsendable.errors[0])).toContain('The query "unsendable" answered data that cannot be sent to the page');
    expect(unsendable.answers).toEqual([]);
    expect(String(unknown.errors[0])).toContain('No query is named "nothing".');
  });

  it('tells the page when the database could not open', async () => {
    const broken = new MessageChannel();
    const stop = serveRuntime(broken.port1, Promise.reject(new Error('The storage is full.')), lazily(queries));
    await expect(connectRuntime(broken.port2)).rejects.toThrow('The storage is full.');
    stop();
    broken.port1.close();
    broken.port2.close();
  });

  async function revOf(id: string): Promise<string> {
    const response = await fetch(`${server.url}/db/rosters/${encodeURIComponent(id)}`);
    return ((await response.json()) as { _rev: string })._rev;
  }
});
