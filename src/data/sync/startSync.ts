import type { RxCollection } from 'rxdb/plugins/core';
import { addRxPlugin, getAssumedMasterState } from 'rxdb/plugins/core';
import type { Observable, Subscription } from 'rxjs';
import { Subject } from 'rxjs';
import { docsEqual } from '../../shared/docsEqual';
import type { AppDatabase } from '../database';
import type { CollectionName } from '../../shared/schemas/collections';
import { SCORER_ONLY_COLLECTIONS } from '../../shared/schemas/collections';
import type { SchoolRef } from '../../shared/schoolScope';
import type * as KeptLanes from './keptLanes';
import type { KeptLaneHost } from './keptLanes';
import { isOnDemand } from '../../shared/schemas/collections';
import { isSeasonScoped } from '../../shared/seasonScope';
import { currentSeason, seasonBounds } from '../../shared/standings/season';
import type { SeasonShelf } from './seasonShelf';
import { memorySeasonShelf } from './seasonShelf';
import { serverTimeFor } from '../serverTime';
import type { ChangeStream } from './changeStream';
import { openChangeStream } from './changeStream';
import type { RxDocData } from './couchDocs';
import type { CollectionReplication, PullStreamItem } from './couchReplication';
import { replicateCouchCollection } from './couchReplication';
import { unchangedSincePulled } from './pulledBase';
import type { CatchUpRunner } from './catchUp';
import { PendingTracker, countPending } from './pendingTracker';
import { refusedBook } from './refusedBook';
import { RetryGate } from './retryGate';
import { SyncError } from './syncError';
import type { SyncState } from './syncStateStore';
import { SyncStateStore } from './syncStateStore';

export type { SyncState } from './syncStateStore';
export { SyncError } from './syncError';
export type { SyncErrorKind } from './syncError';


/** What first screens read: started first (see startReplications). */
const FIRST_TIER: ReadonlySet<string> = new Set<CollectionName>(['featuredScores', 'games', 'articles', 'schools']);

export interface StartSyncOptions {
  /** '' in the browser (same origin), http://127.0.0.1:P in Node. */
  baseUrl: string;
  /** Admin bearer token, or null (signed out / expired). */
  getToken: () => string | null;
  /**
   * The signed-in account's email: the author of each local edit. An edit made by another account
   * than the one signed in now waits for its author (docs/product/rules.md §1); never sent under another name.
   */
  getAccount?: () => string | null;
  fetch?: typeof fetch;
  /** true in browsers: only the leader tab replicates. */
  waitForLeadership?: boolean;
  /** Pull batch (docs/design/sync.md §4: 1000 measured 2x faster than 100); also the first page of every pull. */
  batchSize?: number;
  /**
   * Page size once a pull found a full page (catching up, e.g. a first sync):
   * fewer round trips and bigger bulk writes, but longer tasks per page. Default: batchSize.
   */
  catchUpBatchSize?: number;
  /**
   * Start each collection's replication in a task of its own (browsers: the main thread stays
   * free between them); Node clients start them all at once. Default false.
   */
  startOneByOne?: boolean;
  /**
   * Runs each pull where the storage is (browsers: the storage worker, `workerStorage.ts`): its
   * pages are fetched, parsed and written there, whole (catchUp.ts); RxDB's downstream stores what
   * a pull leaves. Without it (Node clients), RxDB stores every page.
   */
  catchUp?: CatchUpRunner;
  /** Base of the retry backoff, ms. */
  retryTime?: number;
  /** Change stream silence (no event, no heartbeat) after which it reconnects, ms. */
  silenceTimeout?: number;
  /**
   * The past seasons this device keeps (viewed once, then replicated like the current one);
   * browsers keep the list in localStorage (seasonShelf.ts). Default: in memory.
   */
  seasonShelf?: SeasonShelf;
  /** The clock the current season is read from (tests). Default Date.now. */
  now?: () => number;
}

/** A local edit that lost to a later edit of the same field on the server: the UI says so. */
export interface OverwriteNotice {
  collection: string;
  id: string;
  fields: string[];
}

export interface SyncHandle {
  state$: Observable<SyncState>;
  getState(): SyncState;
  stop(): Promise<void>;
  /** Retry now (e.g. right after sign-in, or when the browser says online). */
  reconnect(): void;
  /** Resolves when every collection has pushed and pulled what there was. */
  awaitInSync(): Promise<void>;
  /**
   * Start replicating what only scorers replicate (the scoring log): at start when a token is
   * there, else once someone signs in. Fans never do (docs/design/architecture.md, what a device replicates).
   */
  startScorerSync(): void;
  /**
   * A past season of these collections, read from the server once and kept on the device
   * (replicated from then on, offline afterwards). Resolves when its first read is stored;
   * the current season (and an admin's every season) resolves at once.
   */
  keepSeason(collections: readonly CollectionName[], season: string): Promise<void>;
  /** The season this device replicates as current: it moves on by itself on 1 August. */
  currentSeason(): string;
  /**
   * True on a fan's device: the on-demand collections (rosters, player stats and credited lines:
   * src/shared/schoolScope.ts) hold only the schools kept with `keepSchool`; false once signed in
   * (an admin's device holds them whole).
   */
  schoolsOnDemand(): boolean;
  /**
   * A past or current season of a school's on-demand documents (its rosters, player stats and
   * credited lines), read from the server once and kept on the device, replicated from then on
   * (offline afterwards). Resolves when its first read is stored; at once on a signed-in device.
   */
  keepSchool(school: SchoolRef, season: string): Promise<void>;
  /** The collections the server says changed (the change stream's notices; every collection after a reconnect). */
  changes$: Observable<CollectionName>;
  overwritten$: Observable<OverwriteNotice>;
}

/** A macrotask: the browser may paint and handle input before the next replication starts. */
function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the replication is cancelled (at once if it is already). */
function cancelledOf(replication: CollectionReplication): Promise<void> {
  if (replication.isStopped()) return Promise.resolve();
  return new Promise((resolve) => replication.onCancel.push(resolve));
}

export function startSync(db: AppDatabase, options: StartSyncOptions): SyncHandle {
  const retryTime = options.retryTime ?? 5_000;
  const batchSize = options.batchSize ?? 1000;
  const baseFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Every answer tells the device the server's time: a scorer's clock stamps edits in it (serverTime.ts).
  const fetchFn: typeof fetch = async (input, init) => {
    const answer = await baseFetch(input, init);
    serverTimeFor(db).note(answer.headers.get('date'));
    return answer;
  };
  const gate = new RetryGate(retryTime);
  const store = new SyncStateStore();
  const tracker = new PendingTracker(db, options.getAccount);
  // Refused for its values: set aside and still pending, until fixed or discarded (refusedBook.ts).
  const refused = refusedBook(db.name);
  const collections = db.collections as unknown as Record<string, RxCollection<RxDocData>>;
  const names = Object.keys(collections);
  const resync = new Map(names.map((name) => [name, new Subject<PullStreamItem>()]));
  /**
   * Keyed by lane: a collection's name (its main replication, which pushes); `name@season`: a kept
   * past season (pull only); `name@season#schoolId`: a school's season of an on-demand collection
   * on a fan's device (pull only, src/shared/schoolScope.ts).
   */
  const replications = new Map<string, CollectionReplication>();
  const now = options.now ?? Date.now;
  const shelf = options.seasonShelf ?? memorySeasonShelf();
  let season = currentSeason(now());
  /** Signed in at start: an admin replicates every season (the role's scope); a fan the current one and those kept. */
  let everySeason = options.getToken() !== null;
  const overwritten$ = new Subject<OverwriteNotice>();
  const changes$ = new Subject<CollectionName>();
  /** The schools of the school lanes running or about to (their names make the stat lines' selector). */
  const schoolRefs = new Map<string, SchoolRef>();
  /** The kept seasons' and schools' lanes (keptLanes.ts), loaded when the first is kept: no first visit needs them. */
  let keptLanesModule: typeof KeptLanes | null = null;
  const loadKeptLanes = async () => (keptLanesModule ??= await import('./keptLanes'));
  const subs: Subscription[] = [];
  const cleanups: (() => void)[] = [];
  let stream: ChangeStream | null = null;
  let stopped = false;
  const mustWaitForLeadership = (options.waitForLeadership ?? true) && db.multiInstance;
  let isLeader = !mustWaitForLeadership;
  const leadership = leadershipOf(db);

  subs.push(...tracker.watch(names));
  // Every tab reads the same record: a refusal the replicating tab set aside shows in each.
  subs.push(refused.watch().subscribe((changes) => store.setRefused(changes.length)));
  subs.push(tracker.count$.subscribe((count) => isLeader && store.setPending(count)));
  if (mustWaitForLeadership) {
    // Until this tab replicates, show what the replicating tab persisted.
    subs.push(
      tracker.observePersisted().subscribe((meta) => {
        if (isLeader) return;
        store.setPending(countPending(meta));
        store.restoreLastSyncedAt(meta?.lastSyncedAt ?? null);
        store.setFollowerView({ online: meta?.online === true, authRequired: meta?.authRequired === true, forbidden: meta?.forbidden === true });
      }),
    );
  }

  /** The server holds exactly `docs`: clear each one whose local state is still that. */
  async function confirmPushed(name: string, docs: RxDocData[]): Promise<void> {
    if (docs.length === 0 || db.closed) return;
    const generations = new Map(docs.map((doc) => [doc.id, tracker.generationOf(name, doc.id)]));
    const local = await collections[name].storageInstance.findDocumentsById([...generations.keys()], true);
    const pushedById = new Map(docs.map((doc) => [doc.id, doc]));
    for (const doc of local) {
      if (docsEqual(doc, pushedById.get(doc.id))) tracker.confirm(name, doc.id, generations.get(doc.id));
    }
  }

  /** When a replication goes idle, re-check every pending id against RxDB's assumed master state. */
  async function verifyPending(name: string): Promise<void> {
    const internal = replications.get(name)?.internalReplicationState;
    // A change set aside is what RxDB took as pushed, but the server never had it.
    const ids = tracker.candidates(name).filter((id) => !refused.get(name, id));
    if (!internal || ids.length === 0 || db.closed) return;
    const generations = new Map(ids.map((id) => [id, tracker.generationOf(name, id)]));
    const [assumed, local] = await Promise.all([
      getAssumedMasterState(internal, ids),
      collections[name].storageInstance.findDocumentsById(ids, true),
    ]);
    const localIds = new Set(local.map((doc) => doc.id));
    for (const doc of local) {
      const master = assumed[doc.id];
      // Equal to the server's state as last seen: by its meta document, or unchanged since a page stored it.
      if (master ? docsEqual(master.docData, doc) : unchangedSincePulled(doc)) tracker.confirm(name, doc.id, generations.get(doc.id));
    }
    // An id with no local document at all has nothing to push.
    ids.filter((id) => !localIds.has(id)).forEach((id) => tracker.confirm(name, id, generations.get(id)));
  }

  function emitResync(targets: Iterable<string>): void {
    if (stopped) return;
    for (const name of targets) {
      resync.get(name)?.next('RESYNC');
      changes$.next(name as CollectionName);
    }
  }

  /** Every lane's RESYNC subject of a collection: a notice for `games` reaches each season's replication. */
  function laneSubject(lane: string): Subject<PullStreamItem> {
    const name = lane.split('@')[0];
    const subject = new Subject<PullStreamItem>();
    const source = resync.get(name);
    if (source && lane !== name) subs.push(source.subscribe((item) => subject.next(item)));
    return lane === name ? (source ?? subject) : subject;
  }

  let dirty = new Set<string>();
  let resyncTimer: ReturnType<typeof setTimeout> | undefined;
  function scheduleResync(name: string): void {
    if (!resync.has(name)) return;
    dirty.add(name);
    // A burst of change events becomes one pull per collection.
    resyncTimer ??= setTimeout(() => {
      resyncTimer = undefined;
      const targets = dirty;
      dirty = new Set();
      emitResync(targets);
    }, 0);
  }

  function reconnect(): void {
    if (stopped) return;
    // A phone asleep over 1 August runs no timer: coming back is when the season is looked at again.
    if (currentSeason(now()) !== season) turnOver();
    gate.wake();
    stream?.reconnectNow();
    emitResync(names);
  }

  /**
   * The collections first screens read (home, schedule, schools) start first, the small others
   * after them; a fan's device holds no roster or stat line up front (keepSchool), so nothing
   * heavy queues before the home page's scores. The scoring log is a scorer's alone.
   */
  const scorerOnly = names.filter((name) => SCORER_ONLY_COLLECTIONS.has(name as CollectionName));
  let scorerSyncWanted = false;
  let replicationsStarted = false;
  function startScorerSync(): void {
    scorerSyncWanted = true;
    if (!replicationsStarted || stopped) return;
    for (const name of scorerOnly) if (!replications.has(name)) startReplication(name);
    // Signed in on a fan's device: the admin's scope is every season. The main lanes pull every
    // season from now on (their checkpoint names their scope, so they read again from the start);
    // the kept seasons' lanes end: one replication per collection writes what it pulls beside the admin's edits.
    if (!everySeason) {
      everySeason = true;
      changeLanes(async () => {
        for (const lane of [...replications.keys()]) if (lane.includes('@')) await stopLane(lane);
        for (const name of names) if (isSeasonScoped(name) && replications.has(name)) await restartLane(name);
        // The collections a fan held per school: whole from now on.
        for (const name of names) if (isOnDemand(name) && !replications.has(name) && !stopped) startReplication(name);
      });
    }
  }

  /** Lanes stopped and started again (a sign-in, a new season), one change after the other: `awaitInSync` waits for them. */
  let laneChanges: Promise<void> = Promise.resolve();
  function changeLanes(change: () => Promise<void>): void {
    laneChanges = laneChanges.then(change).catch(() => undefined);
  }

  async function stopLane(lane: string): Promise<void> {
    const replication = replications.get(lane);
    replications.delete(lane);
    await replication?.cancel();
  }

  /** A lane started again with what it should pull now (the season, or every season): same identifier, same push bookkeeping. */
  async function restartLane(lane: string): Promise<void> {
    await stopLane(lane);
    if (!stopped) startReplication(lane);
  }

  /**
   * The past seasons and the schools this device keeps, as lanes (a fan's device; an admin's holds
   * every season and school anyway). A school lane starts once its school's name is known.
   */
  async function keptLanes(): Promise<string[]> {
    return everySeason || shelf.load().length === 0 ? [] : (await loadKeptLanes()).shelvedLanes(keptHost);
  }

  const keptHost: KeptLaneHost = {
    db,
    names,
    shelf,
    refs: schoolRefs,
    replications,
    stopped: () => stopped,
    everySeason: () => everySeason,
    season: () => season,
    started: async () => {
      await ready;
      await allStarted;
    },
    startReplication: (lane) => startReplication(lane),
    restartLane: (lane) => restartLane(lane),
  };

  async function keepSchool(school: SchoolRef, asked: string): Promise<void> {
    if (!everySeason) await (await loadKeptLanes()).keepSchool(keptHost, school, asked);
  }

  async function keepSeason(wanted: readonly CollectionName[], asked: string): Promise<void> {
    await (await loadKeptLanes()).keepSeason(keptHost, wanted, asked);
  }


  /**
   * 1 August: the new season's lanes start, and the season that ended stays on the device as a
   * kept season (its replication goes on, pull only). No app update needed: the season is read
   * from the clock (src/shared/standings/season.ts).
   */
  let turnoverTimer: ReturnType<typeof setTimeout> | undefined;
  function scheduleTurnover(): void {
    clearTimeout(turnoverTimer);
    if (stopped) return;
    // setTimeout holds at most 2^31-1 ms (24.8 days): wake up at least that often and look again.
    const wait = Math.min(seasonBounds(season).end - now(), 2_000_000_000);
    turnoverTimer = setTimeout(turnOver, Math.max(0, wait));
  }
  function turnOver(): void {
    const ended = season;
    season = currentSeason(now());
    // The main lanes move to the new season; the ended one goes on as a kept season.
    if (season !== ended && !everySeason) changeLanes(async () => (await loadKeptLanes()).keepEndedSeason(keptHost, ended));
    scheduleTurnover();
  }

  async function startReplications(): Promise<void> {
    replicationsStarted = true;
    if (options.getToken()) {
      scorerSyncWanted = true;
      everySeason = true;
    }
    // A fan's device holds rosters and player stats per school, kept on demand (keepSchool).
    const shared = names.filter((name) => !SCORER_ONLY_COLLECTIONS.has(name as CollectionName) && (everySeason || !isOnDemand(name)));
    const first = shared.filter((name) => FIRST_TIER.has(name));
    const rest = [...shared.filter((name) => !FIRST_TIER.has(name)), ...(scorerSyncWanted ? scorerOnly : [])];
    await startEach([...first, ...rest, ...(await keptLanes())]);
  }

  /** Starts the replications of `targets`; one by one, each in a task of its own, if asked to (startOneByOne). */
  async function startEach(targets: readonly string[]): Promise<void> {
    if (!options.startOneByOne) {
      targets.forEach(startReplication);
      return;
    }
    for (const name of targets) {
      if (stopped) return;
      startReplication(name);
      await yieldToEventLoop();
    }
  }

  /**
   * A collection's main replication (it pushes the device's edits): the whole collection, or for a
   * season-scoped one on a fan's device the current season, on a signed-in device every season;
   * `lane` `name@season`: a kept past season, pull only (docs/design/sync.md §13).
   */
  function startReplication(lane: string): void {
    if (replications.has(lane)) return;
    const [name, rest] = lane.split('@');
    const [laneSeason, schoolId] = rest?.split('#') ?? [];
    const ref = schoolId === undefined ? undefined : schoolRefs.get(schoolId);
    if (schoolId !== undefined && (!ref || !keptLanesModule)) return;
    const scopeSeason = laneSeason ?? (isSeasonScoped(name) && !everySeason ? season : null);
    const origin = options.baseUrl || 'same-origin';
    const replication = replicateCouchCollection({
      name,
      collection: collections[name],
      dbUrl: `${options.baseUrl}/db/${name}/`,
      // A collection's main lane keeps the identifier (and push bookkeeping) it always had, whatever it pulls.
      replicationIdentifier: laneSeason
        ? `liaa-couchdb-${name}-season-${laneSeason}${schoolId === undefined ? '' : `-school-${schoolId}`}-${origin}`
        : `liaa-couchdb-${name}-${origin}`,
      scope: scopeSeason
        ? {
            collection: name as CollectionName,
            season: scopeSeason,
            ...(ref && keptLanesModule ? { school: keptLanesModule.schoolLane(name as CollectionName, ref, scopeSeason) } : {}),
          }
        : undefined,
      push: laneSeason === undefined,
      fetch: fetchFn,
      getToken: options.getToken,
      getAccount: options.getAccount,
      authorOf: (id) => tracker.authorOf(name, id),
      refused,
      gate,
      state: store,
      batchSize,
      catchUpBatchSize: options.catchUpBatchSize ?? batchSize,
      retryTime,
      resync$: laneSubject(lane),
      catchUp: options.catchUp,
      noteServerDate: (date) => serverTimeFor(db).note(date),
      onPushed: (docs) => {
        // A scoring entry is refused until its game is on the server (it is checked against the game's
        // sport): a game made offline and scored at once may push after its entries. Once games went
        // through, a push waiting after such a refusal tries again now, not after a validation backoff.
        if (name === 'games' && docs.length > 0) gate.wake();
        return confirmPushed(name, docs);
      },
      onSynced: () => tracker.noteSynced(Date.now()),
    });
    replications.set(lane, replication);
    subs.push(
      replication.active$.subscribe((active) => {
        if (!active && lane === name) verifyPending(name).catch(() => undefined);
      }),
      replication.conflict$.subscribe(({ input }) => {
        // The merge is loaded the first time this device has a conflict (a fan's device never does).
        void import('../../shared/merge').then(({ mergeReport }) => {
          const report = mergeReport(input.assumedMasterState, input.newDocumentState, input.realMasterState);
          const id = input.newDocumentState.id;
          if (report.overwrittenLocalFields.length > 0) overwritten$.next({ collection: name, id, fields: report.overwrittenLocalFields });
        });
      }),
      replication.error$.subscribe((error) => {
        if (stopped || gate.stopped) return;
        store.failed(`replication:${name}`, new SyncError('server', error.message));
      }),
    );
  }

  function listenToBrowser(): void {
    // The page's window, or the worker's own scope (a worker hears `online` and `offline` too).
    const scope = globalThis as Partial<EventTarget>;
    if (typeof scope.addEventListener !== 'function') return;
    const target = scope as EventTarget;
    const onOnline = () => {
      store.setBrowserOffline(false);
      reconnect();
    };
    const onOffline = () => store.setBrowserOffline(true);
    target.addEventListener('online', onOnline);
    target.addEventListener('offline', onOffline);
    cleanups.push(() => {
      target.removeEventListener('online', onOnline);
      target.removeEventListener('offline', onOffline);
    });
    if (typeof navigator !== 'undefined' && navigator.onLine === false) store.setBrowserOffline(true);
  }

  let allStarted: Promise<void> = Promise.resolve();
  const ready: Promise<void> = (async () => {
    const meta = await tracker.load();
    store.restoreLastSyncedAt(meta?.lastSyncedAt ?? null);
    if (mustWaitForLeadership) await leadership.acquire();
    if (stopped) return;
    if (mustWaitForLeadership) {
      isLeader = true;
      // The previous leader may have tracked writes of other tabs since we loaded.
      await tracker.load();
      store.setPending(tracker.count$.getValue());
      store.setFollowerView(null);
      if (stopped) return;
    }
    tracker.enablePersistence();
    subs.push(store.state$.subscribe((state) => tracker.noteStatus(state.online, state.authRequired, state.forbidden)));
    globalThis.performance?.mark?.('liaa:sync-started');
    allStarted = startReplications();
    scheduleTurnover();
    listenToBrowser();
    stream = openChangeStream({
      url: `${options.baseUrl}/api/changes`,
      fetch: fetchFn,
      gate,
      silenceTimeout: options.silenceTimeout ?? 45_000,
      onConnected: () => {
        store.setStreamConnected(true);
        // Catch up on whatever happened while disconnected (e.g. a server restart).
        gate.wake();
        emitResync(names);
      },
      onDisconnected: (error) => store.setStreamConnected(false, error),
      onChange: (notice) => scheduleResync(notice.collection),
    });
  })();
  ready.catch((error: unknown) => {
    if (!stopped) store.failed('startup', new SyncError('server', error instanceof Error ? error.message : String(error)));
  });

  const handle: SyncHandle = {
    state$: store.state$.asObservable(),
    getState: () => store.state$.getValue(),
    reconnect,
    startScorerSync,
    keepSeason,
    keepSchool,
    schoolsOnDemand: () => !everySeason,
    changes$: changes$.asObservable(),
    currentSeason: () => season,
    overwritten$: overwritten$.asObservable(),
    async awaitInSync() {
      await ready;
      await allStarted;
      // A lane may be restarted meanwhile (someone signs in on a fan's device: the main lanes pull
      // every season from then on): a cancelled replication is never in sync, so its wait ends at
      // its cancel, and the lanes running then are awaited in turn.
      for (;;) {
        await laneChanges;
        const lanes = [...replications.values()];
        await Promise.all(lanes.map((replication) => Promise.race([replication.awaitInSync(), cancelledOf(replication)])));
        if (stopped) return;
        const running = [...replications.values()];
        if (running.length === lanes.length && running.every((replication, i) => replication === lanes[i] && !replication.isStopped())) return;
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      leadership.release();
      gate.stop();
      stream?.close();
      clearTimeout(resyncTimer);
      clearTimeout(turnoverTimer);
      cleanups.forEach((cleanup) => cleanup());
      await Promise.all([...replications.values()].map((replication) => replication.cancel()));
      subs.forEach((sub) => sub.unsubscribe());
      await tracker.flush();
      store.setStreamConnected(false);
      overwritten$.complete();
      changes$.complete();
    },
  };
  // Closing the database without stop() must not leave the change stream running.
  db.onClose.push(() => handle.stop());
  return handle;
}

/**
 * One tab per database replicates. Browsers hold a Web Lock named after the database until the
 * tab closes or stops; where Web Locks are missing, RxDB's leader election (loaded then) decides.
 */
function leadershipOf(db: AppDatabase): { acquire(): Promise<void>; release(): void } {
  const abort = new AbortController();
  let release = (): void => abort.abort();
  return {
    async acquire() {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (!locks) {
        const { RxDBLeaderElectionPlugin } = await import('rxdb/plugins/leader-election');
        addRxPlugin(RxDBLeaderElectionPlugin);
        await db.waitForLeadership();
        return;
      }
      await new Promise<void>((resolve, reject) => {
        locks
          .request(`liaa-sync:${db.name}`, { signal: abort.signal }, () => {
            resolve();
            return new Promise<void>((done) => {
              release = done;
            });
          })
          .catch((error: unknown) => (abort.signal.aborted ? resolve() : reject(error)));
      });
    },
    release: () => release(),
  };
}
