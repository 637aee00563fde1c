/// <reference lib="webworker" />
import { runDatabaseWorker } from '../data/workerRuntimeHost';
import { publicQueries } from './publicQueries';

/**
 * The entry of the worker that holds a signed-out page's database (vite.config.ts,
 * storageWorkerEntry): src/data/workerRuntimeHost.ts, with the public screens' queries it answers.
 */
declare const self: DedicatedWorkerGlobalScope;

runDatabaseWorker(self, publicQueries);
