import type { RxStorage, RxStorageInstance, RxStorageInstanceCreationParams } from 'rxdb/plugins/core';
import type { StorageRef } from './sync/pageWrite';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- instances of every collection and meta schema
export type AnyInstance = RxStorageInstance<any, unknown, unknown>;

export const keyOf = (ref: StorageRef) => `${ref.databaseName}|${ref.collectionName}|${ref.version}`;

/**
 * The storage the worker exposes, keeping the instances it creates for the page: a page written
 * here goes through the very instance the page's RxDB reads, so its change events reach the page
 * (queries update, the pending tracker sees the downstream's context) as for RxDB's own writes.
 */
export function keepingInstances(inner: RxStorage<unknown, unknown>): { storage: RxStorage<unknown, unknown>; instances: WorkerInstances } {
  const instances: WorkerInstances = { exposed: new Map(), quiet: new Map() };
  const storage: RxStorage<unknown, unknown> = {
    name: inner.name,
    rxdbVersion: inner.rxdbVersion,
    async createStorageInstance<D>(params: RxStorageInstanceCreationParams<D, unknown>) {
      const instance = await inner.createStorageInstance(params);
      const key = keyOf({ databaseName: params.databaseName, collectionName: params.collectionName, version: params.schema.version });
      instances.exposed.set(key, { instance: instance as AnyInstance, quiet: () => inner.createStorageInstance({ ...params, multiInstance: false }) as Promise<AnyInstance> });
      // A closed or removed instance is no longer written to.
      const forget = () => {
        if (instances.exposed.get(key)?.instance !== instance) return;
        instances.exposed.delete(key);
        const quiet = instances.quiet.get(key);
        instances.quiet.delete(key);
        void quiet?.then((q) => q.close()).catch(() => undefined);
      };
      const { close, remove } = instance;
      instance.close = () => (forget(), close.call(instance));
      instance.remove = () => (forget(), remove.call(instance));
      return instance;
    },
  };
  return { storage, instances };
}

export interface WorkerInstances {
  /** The instances the page's RxDB opened, with a way to open a second one on the same store. */
  exposed: Map<string, { instance: AnyInstance; quiet(): Promise<AnyInstance> }>;
  quiet: Map<string, Promise<AnyInstance>>;
}

