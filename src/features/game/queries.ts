import { useCallback, useEffect, useMemo, useState } from 'react';
import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import type { TeamLogos } from '../../shared/gamePage';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { entryKeyRange } from '../../shared/schemas/scoreEntries.schema';
import type { KeptSummary } from './keptSummary';
import { keepSummary, readKeptSummary } from './keptSummary';
import type { SummaryEntry } from './summary';
import { toSummaryEntry } from './summary';
import { game$, teamLogos$, localEntries$ } from './queries.live';
import type { Teams } from './queries.live';
export { game$, teamLogos$, localEntries$ } from './queries.live';

/** The sync protocol's address, same origin as the app (src/data/openRuntime.ts: baseUrl ''). */
const DB_URL = '/db';

export function useLocalGame(id: string): QueryResult<GameDoc | null> {
  return useLiveQuery(game$, [id]);
}

export type { TeamLogos } from '../../shared/gamePage';

/** `paused` while the page shows the server's first screen during a first sync (its teams' logos are in it). */
export function useTeamLogos(game: Teams | null, paused = false): QueryResult<TeamLogos> {
  const key = game ? [game.homeSchoolId, game.homeSchoolName, game.awaySchoolId, game.awayName].join('\u0000') : '';
  return useLiveQuery(teamLogos$, [game ?? { homeSchoolName: '', awayName: '' }], game === null || paused, key);
}

/** One game's scoring entries as the server has them (`_all_docs` of the game's key range). */
export async function fetchGameEntries(gameId: string, signal?: AbortSignal): Promise<SummaryEntry[]> {
  const { startkey, endkey } = entryKeyRange(gameId);
  const query = new URLSearchParams({ include_docs: 'true', startkey: JSON.stringify(startkey), endkey: JSON.stringify(endkey) });
  const response = await fetch(`${DB_URL}/scoreEntries/_all_docs?${query}`, { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  const body = (await response.json()) as { rows?: { doc?: unknown }[] };
  if (!Array.isArray(body.rows)) throw new Error('The server sent no entries.');
  return body.rows.flatMap((row) => toSummaryEntry(row.doc, gameId) ?? []);
}

export type SummaryState =
  | { status: 'loading' }
  | { status: 'error'; fetching: boolean; retry(): void }
  | {
      status: 'ready';
      entries: SummaryEntry[];
      /** When the server last answered (null: only this device's own entries). */
      fetchedAt: number | null;
      /** The last ask failed: what is shown may be out of date. */
      outdated: boolean;
      fetching: boolean;
      retry(): void;
    };

function union(a: readonly SummaryEntry[], b: readonly SummaryEntry[]): SummaryEntry[] {
  const byId = new Map(a.map((entry) => [entry.id, entry]));
  for (const entry of b) byId.set(entry.id, entry);
  return [...byId.values()];
}

/**
 * A game's scoring entries for its summary. Asked of the server when the page opens, again
 * whenever the game's `version` changes (the server writes each game's score once its entries
 * are stored, and the game syncs to every fan), when the browser is back online after a
 * failed ask, and on retry. Each answer is kept on the device (keptSummary.ts): offline, the
 * page shows the last one, marked as possibly out of date.
 */
export function useGameSummary(gameId: string, version: string | null): SummaryState {
  const [kept, setKept] = useState<KeptSummary | null>(() => readKeptSummary(gameId));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const local = useLiveQuery(localEntries$, [gameId]);

  // The first version seen is what the page's first ask already answered for: remembered from
  // an earlier render by a state update during render (react.dev, "Storing information from
  // previous renders"; React applies it before rendering the children).
  const [firstVersion, setFirstVersion] = useState<string | null>(version);
  if (firstVersion === null && version !== null) setFirstVersion(version);
  const changed = version !== null && version !== (firstVersion ?? version) ? version : '';

  // The ask in flight: the page is fetching until the ask of this game, version and attempt settles.
  const ask = `${gameId}\u0000${changed}\u0000${attempt}`;
  const [settled, setSettled] = useState<string | null>(null);
  const fetching = settled !== ask;

  useEffect(() => {
    const controller = new AbortController();
    fetchGameEntries(gameId, controller.signal).then(
      (entries) => {
        const answer = { entries, fetchedAt: Date.now() };
        keepSummary(gameId, answer);
        setKept(answer);
        setFailed(false);
        setSettled(ask);
      },
      () => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setSettled(ask);
      },
    );
    return () => controller.abort();
  }, [gameId, ask]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);

  const own = local.status === 'ready' ? local.data : null;
  const entries = useMemo(() => (kept || own?.length ? union(kept?.entries ?? [], own ?? []) : null), [kept, own]);
  if (entries) return { status: 'ready', entries, fetchedAt: kept?.fetchedAt ?? null, outdated: failed, fetching, retry };
  if (failed) return { status: 'error', fetching, retry };
  return { status: 'loading' };
}
