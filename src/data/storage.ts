import { Ajv } from 'ajv';
import type { RxJsonSchema, RxStorage } from 'rxdb/plugins/core';
import { addRxPlugin, wrappedValidateStorageFactory } from 'rxdb/plugins/core';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';

/**
 * Dev-mode and in-browser schema validation cost weight and speed (docs/design/sync.md §11:
 * ajv alone is 38 KB gzipped, dev-mode loads an iframe from the internet), so
 * only the Vite dev server gets them. Production builds drop this branch and,
 * rxdb being side-effect free, its imports; vitest runs with MODE 'test'.
 */
function isDevelopment(): boolean {
  return import.meta.env.DEV && import.meta.env.MODE !== 'test';
}

/**
 * The browser's storage (workerStorage.ts) as development runs it: RxDB
 * dev-mode and every write checked on the page, before it goes to the worker.
 */
export function withDevelopmentChecks(storage: RxStorage<unknown, unknown>): RxStorage<unknown, unknown> {
  if (!isDevelopment()) return storage;
  addRxPlugin(RxDBDevModePlugin);
  return withSchemaValidation(storage);
}

/** Node tests and tools: an in-process store, gone with the process. */
export function getMemoryStorage(): RxStorage<unknown, unknown> {
  return getRxStorageMemory() as RxStorage<unknown, unknown>;
}

let ajv: Ajv | null = null;

/**
 * RxDB's own ajv wrapper runs ajv in strict mode, which refuses the union type
 * of score values; our schemas are validated the way the server does it.
 */
function getAjv(): Ajv {
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: false });
    // Enough for dev-time checks; the server validates authoritatively.
    ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)));
  }
  return ajv;
}

function getValidator(schema: RxJsonSchema<unknown>) {
  const validate = getAjv().compile(schema);
  return (doc: unknown) =>
    validate(doc)
      ? []
      : (validate.errors ?? []).map((error) => ({ field: error.instancePath || '/', message: error.message ?? 'invalid' }));
}

/** Wraps a storage so every write is checked against its collection's JSON schema. */
export function withSchemaValidation(storage: RxStorage<unknown, unknown>): RxStorage<unknown, unknown> {
  return wrappedValidateStorageFactory(getValidator, 'liaa-ajv')({ storage }) as RxStorage<unknown, unknown>;
}
