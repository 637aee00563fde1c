import { useEffect, useMemo, useState } from 'react';
import { useSyncSelector } from '../../data/DatabaseProvider';
import type { FirstScreen } from '../../data/firstScreen';
import { useFirstScreenSeed, useHandOver } from '../../data/firstScreen';
import { hasSyncedBefore } from '../../data/syncedBefore';
import { HOME_FIRST_SCREEN_URL } from '../../shared/firstScreens';
import type { HomePreview } from '../../shared/homePreview';
import { parseHomePreview } from '../../shared/homePreview';
import type { GameDoc } from '../../shared/schemas/games.schema';
import type { FeaturedView } from './scores';
import { featuredViews } from './scores';

let preview: Promise<HomePreview | null> | null = null;
/** The answer once it is in: a render after it arrived paints it at once, not one effect later. */
let answered: HomePreview | null = null;

/**
 * A first visit asks the server for the home page's first screen (GET /api/home) while the
 * local database is still created and filled: the scores and the news are painted from this
 * small answer instead of waiting for the first sync. A device that synced before asks nothing:
 * its own database answers (and the page the server rendered, kept by the service worker, carries
 * its first screen: public/pages-sw.js). Offline or failed: null.
 */
export function startHomePreview(): Promise<HomePreview | null> {
  preview ??= hasSyncedBefore()
    ? Promise.resolve(null)
    : // A plain GET, as the server's `Link: rel=preload` for '/' announced it: the browser reuses that response.
      fetch(HOME_FIRST_SCREEN_URL)
        .then((res) => (res.ok ? res.json() : null))
        .then((value: unknown) => (answered = parseHomePreview(value)))
        .catch(() => null);
  return preview;
}

export interface HomePreviewView {
  finals: GameDoc[];
  featured: FeaturedView[];
  article: HomePreview['article'];
}

/**
 * The home page's first screen for one card (ScoresColumn, LatestNews), as `useFirstScreen` is a
 * page's: the server's answer while this device has not yet pulled everything once (the first pages
 * of a sync are not the newest games), the card's queries paused meanwhile, then until they have
 * answered (no loading state in between); null before it answered, after, or when there is none.
 */
export function useHomePreview(): FirstScreen<HomePreviewView> {
  const firstSyncDone = useSyncSelector((sync) => sync.firstSyncDone);
  // A server-rendered home page carries its answer: the first render paints what the server did.
  const seed = useFirstScreenSeed(HOME_FIRST_SCREEN_URL);
  const [answer, setAnswer] = useState<HomePreview | null>(() => (seed !== undefined ? parseHomePreview(seed) : answered));
  useEffect(() => {
    if (seed !== undefined) return undefined;
    let cancelled = false;
    void startHomePreview().then((value) => {
      if (!cancelled) setAnswer(value);
    });
    return () => {
      cancelled = true;
    };
  }, [seed]);
  const view = useMemo(
    () =>
      answer && {
        finals: answer.finals,
        featured: featuredViews(answer.featuredScores, new Map(answer.featuredGames.map((game) => [game.id, game]))),
        article: answer.article,
      },
    [answer],
  );
  return useHandOver(view, firstSyncDone);
}
