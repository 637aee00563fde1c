/** The storage worker's script URL, hashed in builds (vite.config.ts, storageWorkerEntry). */
declare module 'virtual:storage-worker-url' {
  const url: string;
  export default url;
}

/** The worker that holds a signed-out page's database (src/app/databaseWorker.ts), hashed in builds (vite.config.ts, storageWorkerEntry). */
declare module 'virtual:database-worker-url' {
  const url: string;
  export default url;
}

/**
 * A signed-out page's runtime held by a worker (src/data/openRemoteRuntime.ts, a WorkerHeldRuntime),
 * in a build made with VITE_DATABASE_IN_WORKER=on; null in the default build (vite.config.ts).
 */
declare module 'virtual:database-in-worker' {
  export const openRemoteRuntime: (() => Promise<unknown>) | null;
}
