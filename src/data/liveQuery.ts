import type { Observable } from 'rxjs';
import type { AppDatabase } from './database';

/**
 * A public screen's live query, with the name it is asked for across the channel to the worker
 * that holds the database (docs/design/page-start.md, "The database in the worker"): the page's
 * own database runs the function, the worker's answers the name (`src/app/publicQueries.ts` lists
 * every one). It answers plain data, live.
 */
export type LiveQuery<P extends unknown[], T> = ((db: AppDatabase, ...params: P) => Observable<T>) & { readonly liveName: string };

export function liveQuery<P extends unknown[], T>(liveName: string, query: (db: AppDatabase, ...params: P) => Observable<T>): LiveQuery<P, T> {
  return Object.assign(query, { liveName });
}
