/** Loads (and so caches) the admin chunk; called early for a signed-in admin so it also opens offline. */
export function loadAdminChunk() {
  return import('./adminChunk');
}
