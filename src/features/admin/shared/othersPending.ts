import type { PersistedSyncMeta } from '../../../data/sync/pendingTracker';

export interface OthersPending {
  author: string;
  count: number;
}

/**
 * The pending edits on this device that another account made, per author (docs/product/rules.md §1):
 * they wait for their author to sign in again (couchPush.ts holds them), so the dashboard says whose they are.
 */
export function pendingByOthers(meta: Pick<PersistedSyncMeta, 'pending' | 'by'> | null, me: string): OthersPending[] {
  const counts = new Map<string, number>();
  for (const [collection, ids] of Object.entries(meta?.pending ?? {})) {
    for (const id of ids) {
      const author = meta?.by?.[`${collection}/${id}`];
      if (author && author !== me) counts.set(author, (counts.get(author) ?? 0) + 1);
    }
  }
  return [...counts].map(([author, count]) => ({ author, count })).sort((a, b) => a.author.localeCompare(b.author));
}

/** How many edits the record says wait on this device, whoever made them. */
export function pendingOnDevice(meta: Pick<PersistedSyncMeta, 'pending'> | null): number {
  return Object.values(meta?.pending ?? {}).reduce((sum, ids) => sum + ids.length, 0);
}
