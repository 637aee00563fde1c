import type { SummaryEntry } from './summary';
import { toSummaryEntry } from './summary';

/**
 * The scoring entries of the games this device opened, kept in localStorage: fans do not
 * replicate the scoring log (SCORER_ONLY_COLLECTIONS), so a game page opened again with no
 * signal (a reload too) shows the summary it last fetched, at its first render.
 * Only the most recently opened games are kept.
 */
const KEY_PREFIX = 'liaa.gameSummary.v1:';
/** The kept games' ids, most recently kept first. */
const INDEX_KEY = 'liaa.gameSummaries.v1';
export const KEPT_GAMES_LIMIT = 30;

export interface KeptSummary {
  entries: SummaryEntry[];
  /** When the server answered (ms). */
  fetchedAt: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readIndex(storage: Store): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(INDEX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function readKeptSummary(gameId: string, storage: Store | undefined = globalThis.localStorage): KeptSummary | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY_PREFIX + gameId) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { entries, fetchedAt } = parsed as Record<string, unknown>;
    if (!Array.isArray(entries) || typeof fetchedAt !== 'number') return null;
    return { entries: entries.flatMap((value) => toSummaryEntry(value, gameId) ?? []), fetchedAt };
  } catch {
    return null;
  }
}

/** Keeps a game's entries; the games opened longest ago make room (all but the newest few when storage is full). */
export function keepSummary(gameId: string, kept: KeptSummary, storage: Store | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const others = readIndex(storage).filter((id) => id !== gameId);
  const write = (keepOthers: number) => {
    for (const id of others.slice(keepOthers)) storage.removeItem(KEY_PREFIX + id);
    storage.setItem(INDEX_KEY, JSON.stringify([gameId, ...others.slice(0, keepOthers)]));
    storage.setItem(KEY_PREFIX + gameId, JSON.stringify(kept));
  };
  try {
    write(KEPT_GAMES_LIMIT - 1);
  } catch {
    try {
      write(Math.min(KEPT_GAMES_LIMIT - 1, Math.floor(others.length / 4)));
    } catch {
      // Still full, or no storage: this game's summary needs the network next time.
    }
  }
}
