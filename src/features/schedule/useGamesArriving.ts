import { useFirstSyncPending } from '../../data/useFirstSyncPending';

/**
 * True while a first visit's games are still arriving page by page. The
 * schedule waits for them rather than drawing a partial list: the first page
 * is a sample of the season, and every later page inserted live games and
 * earlier rows above what the fan was reading (CLS 0.17 on a phone).
 *
 * The data layer only says when every collection has been pulled (rosters and
 * stats included), so this waits a little longer than the games need; a
 * per-collection 'first pull done' signal belongs here once it exists.
 */
export function useGamesArriving(): boolean {
  return useFirstSyncPending();
}
