import { useCallback, useEffect, useRef, useState } from 'react';
import { useDatabaseStatus, useSyncSelector } from '../../data/DatabaseProvider';
import type { SyncHandle } from '../../data/sync/startSync';
import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import { normalizeSportKey } from '../../shared/catalog/sports';
import type { LeaderBoard, LeadersAnswer } from '../../shared/leaders';
import { leadersAnswerUrl, parseLeadersAnswer } from '../../shared/leaders';
import type { CollectionName } from '../../shared/schemas/collections';
import { normalizeSeason } from '../../shared/standings/season';
import { keepLeaders, leadersKey, readKeptLeaders } from './keptLeaders';
import { sportLeaders$ } from './leadersQueries.live';
export { sportLeaders$ } from './leadersQueries.live';

// Player lines are a few hundred a season, credited lines one per game and team with credits:
// read whole and matched by `sameSport` / `sameSeason`, which catch every spelling a selector would miss.

/** The server's LIAA Leaders of a sport and season (GET /api/first/leaders). */
export async function fetchLeaders(sport: string, season: string, signal?: AbortSignal): Promise<LeadersAnswer> {
  const response = await fetch(leadersAnswerUrl(sport, season), { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  const answer = parseLeadersAnswer(await response.json());
  if (!answer) throw new Error('The server sent no leaders.');
  return answer;
}

/** What a failed ask with nothing kept says (the panel words it: 'Failed to load leaders.'). */
const NOT_LOADED = new Error('The leaders could not be loaded.');

/** The collections the server's leaders are computed from: a notice of either asks again. */
const LEADERS_INPUTS: ReadonlySet<CollectionName> = new Set(['playerStats', 'playerGameLines']);

/**
 * The LIAA Leaders of a sport and season. A device holding every player line (signed in:
 * `schoolsOnDemand()` false) computes them from its own (`sportLeaders$`); a fan's device holds
 * only the lines of the schools it opened, so it shows the server's answer (`useServedLeaders`),
 * and so does any device before its runtime has loaded.
 */
export function useSportLeaders(sportKey: string, season: string): QueryResult<LeaderBoard[]> {
  const { sync } = useDatabaseStatus();
  // Read again at each report of the sync: a sign-in turns the device into one holding every line.
  const onDemand = useSyncSelector(() => sync?.schoolsOnDemand() ?? true);
  const own = useLiveQuery(sportLeaders$, [sportKey, season], onDemand);
  const served = useServedLeaders(sportKey, season, sync, !onDemand);
  return onDemand ? served : own;
}

/**
 * The server's leaders of a sport and season, kept on the device (keptLeaders.ts): the last answer
 * shows at once (offline too), and the server is asked when the panel opens, again when the sync
 * hears that player lines changed (`sync.changes$`), when the browser is back online after a
 * failed ask, and on retry. A failed ask with nothing kept is an error; with an answer kept, that
 * answer stays.
 */
function useServedLeaders(sportKey: string, season: string, sync: SyncHandle | null, paused: boolean): QueryResult<LeaderBoard[]> {
  const sport = normalizeSportKey(sportKey) ?? sportKey;
  const shortSeason = normalizeSeason(season) ?? season;
  const key = leadersKey(sport, shortSeason);
  const [attempt, setAttempt] = useState(0);
  // What the panel shows, with its key: another sport or season shows its own kept answer from the
  // render that asks for it (a state update during render: react.dev, "Storing information from
  // previous renders"; React applies it before rendering the children).
  const [shown, setShown] = useState(() => ({ key, boards: readKeptLeaders(sport, shortSeason)?.boards ?? null, failed: false }));
  let current = shown;
  if (shown.key !== key) {
    current = { key, boards: readKeptLeaders(sport, shortSeason)?.boards ?? null, failed: false };
    setShown(current);
  }

  // Asks the server for this key's answer; one ask at a time, and one more after it when the lines
  // changed meanwhile (a burst of notices never aborts the ask that would answer them).
  const ask = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (paused) return undefined;
    const controller = new AbortController();
    let asking = false;
    let again = false;
    let failed = false;
    const askNow = () => {
      if (controller.signal.aborted) return;
      if (asking) {
        again = true;
        return;
      }
      asking = true;
      void fetchLeaders(sport, shortSeason, controller.signal)
        .then(
          (answer) => {
            failed = false;
            keepLeaders(answer);
            if (!controller.signal.aborted) setShown({ key, boards: answer.boards, failed: false });
          },
          () => {
            if (controller.signal.aborted) return;
            failed = true;
            setShown((prev) => (prev.key === key ? { ...prev, failed: true } : prev));
          },
        )
        .finally(() => {
          asking = false;
          if (again) {
            again = false;
            askNow();
          }
        });
    };
    ask.current = askNow;
    askNow();
    const online = () => {
      if (failed) askNow();
    };
    window.addEventListener('online', online);
    return () => {
      controller.abort();
      if (ask.current === askNow) ask.current = null;
      window.removeEventListener('online', online);
    };
  }, [sport, shortSeason, key, paused, attempt]);

  // The server's notices, through the sync (none before the runtime has loaded). Notices of one
  // moment (both collections, or every collection after a reconnect) make one ask.
  useEffect(() => {
    if (!sync || paused) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = sync.changes$.subscribe((collection) => {
      if (!LEADERS_INPUTS.has(collection) || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        ask.current?.();
      }, 0);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [sync, paused]);

  const retry = useCallback(() => {
    setShown((prev) => ({ ...prev, failed: false }));
    setAttempt((n) => n + 1);
  }, []);

  if (current.boards) return { status: 'ready', data: current.boards, retry };
  if (current.failed) return { status: 'error', error: NOT_LOADED, retry };
  return { status: 'loading', retry };
}
