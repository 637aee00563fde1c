import type { KeptStorage } from '../../data/keptStore';
import { createKeptStore } from '../../data/keptStore';
import type { SummaryEntry } from './summary';
import { toSummaryEntry } from './summary';

/**
 * The scoring entries of the games this device opened, kept in localStorage (src/data/keptStore.ts):
 * fans do not replicate the scoring log (SCORER_ONLY_COLLECTIONS), so a game page opened again
 * with no signal (a reload too) shows the summary it last fetched, at its first render.
 * Only the most recently opened games are kept.
 */
export const KEPT_GAMES_LIMIT = 30;

export interface KeptSummary {
  entries: SummaryEntry[];
  /** When the server answered (ms). */
  fetchedAt: number;
}

const kept = createKeptStore<KeptSummary>({
  prefix: 'liaa.gameSummary.v1:',
  indexKey: 'liaa.gameSummaries.v1',
  limit: KEPT_GAMES_LIMIT,
  parse(value, gameId) {
    if (typeof value !== 'object' || value === null) return null;
    const { entries, fetchedAt } = value as Record<string, unknown>;
    if (!Array.isArray(entries) || typeof fetchedAt !== 'number') return null;
    return { entries: entries.flatMap((entry) => toSummaryEntry(entry, gameId) ?? []), fetchedAt };
  },
});

export function readKeptSummary(gameId: string, storage?: KeptStorage): KeptSummary | null {
  return kept.read(gameId, storage);
}

/** Keeps a game's entries; the games opened longest ago make room (all but the newest few when storage is full). */
export function keepSummary(gameId: string, summary: KeptSummary, storage?: KeptStorage): void {
  kept.keep(gameId, summary, storage);
}
