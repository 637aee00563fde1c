/** docs/product/rules.md §10: final scores refresh every 30 s; here only while the live stream is down. */
export const SCORES_REFRESH_MS = 30_000;

export interface SyncHealth {
  started: boolean;
  online: boolean;
  error: unknown;
}

/**
 * Changes normally arrive live over the change stream. When it is down (not
 * connected, or failing) the page asks for a pull every 30 s instead.
 */
export function needsFallbackRefresh(sync: SyncHealth): boolean {
  return sync.started && (!sync.online || sync.error !== null);
}

/** Calls `refresh` every `intervalMs` until the returned stop function is called. */
export function startFallbackRefresh(refresh: () => void, intervalMs: number = SCORES_REFRESH_MS): () => void {
  const timer = setInterval(refresh, intervalMs);
  return () => clearInterval(timer);
}
