import type { AppDatabase } from '../database';
import type { SchoolRef } from '../../shared/schoolScope';
import { schoolSeasonChangesSelector, schoolSeasonSelector } from '../../shared/schoolScope';
import type { CollectionName } from '../../shared/schemas/collections';
import { isOnDemand } from '../../shared/schemas/collections';
import { isSeasonScoped } from '../../shared/seasonScope';
import { normalizeSeason } from '../../shared/standings/season';
import type { CollectionReplication } from './couchReplication';
import type { SeasonShelf } from './seasonShelf';

/**
 * What a device keeps beyond what it replicates up front: past seasons (`games@2025-26`,
 * docs/design/sync.md §13) and a fan's schools (`rosters@2026-27#school-id`, §18), each a pull-only
 * lane put on the shelf once its first read is stored. `startSync` loads this module when it first
 * keeps one or finds a school on the shelf: a first visit never needs it.
 */
export interface KeptLaneHost {
  db: AppDatabase;
  names: readonly string[];
  shelf: SeasonShelf;
  /** The schools of the lanes running or about to (their names make the stat lines' selector). */
  refs: Map<string, SchoolRef>;
  replications: ReadonlyMap<string, CollectionReplication>;
  stopped(): boolean;
  /** Signed in: the device holds every season and school. */
  everySeason(): boolean;
  /** The season replicated as current. */
  season(): string;
  /** Resolves once the replications have started. */
  started(): Promise<void>;
  startReplication(lane: string): void;
  restartLane(lane: string): Promise<void>;
}

/** A school lane's scope: the school and the selectors that read its season. */
export function schoolLane(collection: CollectionName, school: SchoolRef, season: string) {
  return { ...school, find: schoolSeasonSelector(collection, school, season), changes: schoolSeasonChangesSelector(collection, school, season) };
}

/**
 * The shelf's lanes this device starts with the others: the past seasons (the current one is its
 * main lanes'), and the schools' seasons, each once its school's name is read from the device.
 */
export async function shelvedLanes(host: KeptLaneHost): Promise<string[]> {
  const lanes = host.shelf.load().filter((lane) => {
    const [name, rest] = lane.split('@');
    if (!isSeasonScoped(name) || !host.names.includes(name)) return false;
    const [laneSeason, school] = rest.split('#');
    return school !== undefined ? isOnDemand(name) : !isOnDemand(name) && laneSeason !== host.season();
  });
  const unknown = [...new Set(lanes.map((lane) => lane.split('#')[1]).filter((id): id is string => id !== undefined && !host.refs.has(id)))];
  if (unknown.length > 0 && !host.db.closed) {
    const found = await host.db.schools.findByIds(unknown).exec();
    for (const [id, doc] of found) host.refs.set(id, { id, name: doc.name });
  }
  return lanes.filter((lane) => {
    const school = lane.split('#')[1];
    return school === undefined || host.refs.has(school);
  });
}

/** Starts `lanes` (once the replications have), and puts them on the shelf once their first read is stored. */
async function keep(host: KeptLaneHost, lanes: readonly string[]): Promise<void> {
  for (const lane of lanes) host.startReplication(lane);
  await Promise.all(lanes.map((lane) => host.replications.get(lane)?.awaitInitialReplication()));
  if (!host.stopped()) host.shelf.save([...new Set([...host.shelf.load(), ...lanes])]);
}

/** `SyncHandle.keepSchool` on a fan's device: resolves once the school's season is stored and on the shelf. */
export async function keepSchool(host: KeptLaneHost, school: SchoolRef, asked: string): Promise<void> {
  const season = normalizeSeason(asked) ?? asked;
  const lanes = host.names.filter(isOnDemand).map((collection) => `${collection}@${season}#${school.id}`);
  const known = host.refs.get(school.id);
  if (!known || known.name !== school.name) host.refs.set(school.id, { id: school.id, name: school.name });
  const missing = lanes.filter((lane) => !host.shelf.load().includes(lane));
  // Kept before: its lanes start with the others; a school renamed since reads again under its new name.
  if (missing.length === 0 && known?.name === school.name) return;
  await host.started();
  if (host.stopped() || host.everySeason()) return;
  if (known && known.name !== school.name) for (const lane of lanes) if (host.replications.has(lane)) await host.restartLane(lane);
  await keep(host, lanes);
}

/** `SyncHandle.keepSeason`: resolves once the past season of these collections is stored and on the shelf. */
export async function keepSeason(host: KeptLaneHost, wanted: readonly CollectionName[], asked: string): Promise<void> {
  const name = normalizeSeason(asked) ?? asked;
  const every = host.everySeason();
  // On a fan's device a school's rosters and stats are kept with its school (keepSchool), not for every school.
  const scoped = wanted.filter((collection) => isSeasonScoped(collection) && (every || !isOnDemand(collection)));
  const lanes = scoped.map((collection) => (name === host.season() || every ? collection : `${collection}@${name}`));
  // The shelf lists the seasons whose first read was stored: those are on the device, offline too.
  const missing = lanes.filter((lane) => lane.includes('@') && !host.shelf.load().includes(lane));
  if (missing.length === 0) return;
  await host.started();
  if (!host.stopped()) await keep(host, missing);
}

/**
 * 1 August: the season that ended stays on the device as a kept season (on the shelf; its lane's
 * first read finds what the device holds already, and equal documents are not written again), and
 * the main lanes, restarted, pull the new one.
 */
export async function keepEndedSeason(host: KeptLaneHost, ended: string): Promise<void> {
  const scopedNames = host.names.filter((name) => isSeasonScoped(name) && !isOnDemand(name));
  host.shelf.save([...new Set([...host.shelf.load(), ...scopedNames.map((name) => `${name}@${ended}`)])]);
  for (const name of scopedNames) {
    if (!host.replications.has(name)) continue;
    await host.restartLane(name);
    if (!host.stopped()) host.startReplication(`${name}@${ended}`);
  }
}
