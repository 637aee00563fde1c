import { createContext, useContext, useEffect, useState } from 'react';
import type { SyncStatus } from './DatabaseProvider';
import { useSyncSelector } from './DatabaseProvider';
import { FIRST_SCREENS_ELEMENT_ID } from '../shared/firstScreens';
import { hasSyncedBefore } from './syncedBefore';

/**
 * First screens a server-rendered page carried in its HTML, by URL (`<script id="first-screens">`,
 * sync-server/services/pageRenderer.ts). The server rendered the page from them and the first
 * render here uses them too, so the page React commits is the one already painted.
 */
export type FirstScreenSeed = Readonly<Record<string, unknown>>;
const SeedContext = createContext<FirstScreenSeed>({});
export const FirstScreenSeedProvider = SeedContext.Provider;

/** The page's own copy of a first screen, if its HTML carried one: never asked for again. */
export function useFirstScreenSeed(url: string): unknown {
  return useContext(SeedContext)[url];
}

/** The first screens in this page's HTML, or null (a page from the service worker, or not server-rendered). */
export function readFirstScreenSeed(doc: Document): FirstScreenSeed | null {
  const text = doc.getElementById(FIRST_SCREENS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as FirstScreenSeed) : null;
  } catch {
    return null;
  }
}

const asked = new Map<string, Promise<unknown>>();
/** The server's answer when it has no such page (a 404): no page's parser takes it for a first screen. */
const MISSING = {};
/** Answers already in: a page rendered after one arrived paints it at once, not one effect later. */
const answered = new Map<string, unknown>();

/**
 * A first visit's page asks the server for its first screen (GET /api/home, /api/first/…,
 * announced by the page's `Link: rel=preload`, so this fetch reuses the response already on its
 * way) and paints it while the local database is created and filled. A device that synced before
 * asks nothing: its own database answers. Offline or failed: null. Asked once per URL and visit:
 * main.tsx asks for the home page's before React starts, and the page's `useFirstScreen` takes it.
 */
export function askFirstScreen(url: string): Promise<unknown> {
  let answer = asked.get(url);
  if (!answer) {
    answer = hasSyncedBefore()
      ? Promise.resolve(null)
      : fetch(url)
          .then((res) => (res.ok ? (res.json() as Promise<unknown>) : res.status === 404 ? MISSING : null))
          .then((value) => {
            answered.set(url, value);
            return value;
          })
          .catch(() => null);
    asked.set(url, answer);
  }
  return answer;
}

const parsed = new WeakMap<object, Map<unknown, unknown>>();

/**
 * A first screen as `parse` reads it, read once per answer: the parts of a page that show one
 * answer (the home page's cards) share one object, and a render's memo sees no change in it.
 */
export function parsedOnce<T>(parse: (value: unknown) => T | null, answer: unknown): T | null {
  if (typeof answer !== 'object' || answer === null) return parse(answer);
  let byParser = parsed.get(answer);
  if (!byParser) parsed.set(answer, (byParser = new Map()));
  if (!byParser.has(parse)) byParser.set(parse, parse(answer));
  return byParser.get(parse) as T | null;
}

export interface FirstScreen<T> {
  /** The server said it has no such page (a 404): the page can say so before its first sync ends. */
  missing: boolean;
  /**
   * True while the page shows the first screen during the first sync: its own queries wait
   * (useRxQuery's `paused`), rather than run again at every page of that sync for nothing.
   */
  paused: boolean;
  /**
   * What the page shows: the first screen during this device's first sync, and after it until
   * the page's own queries have `answered` (no loading state in between); then null for good.
   * Null too before the server answered, or when there is none (a device that synced before, on a
   * page the server did not render).
   */
  shown(answered: boolean): T | null;
}

const selectFirstSyncDone = (sync: SyncStatus) => sync.firstSyncDone;
/** URLs whose seed stood in once and was handed over after the first sync (see `known` below). */
const seedSpent = new Set<string>();

/** The server's first screen of a page (a first visit), for the page to show while its database fills. */
export function useFirstScreen<T>(url: string, parse: (value: unknown) => T | null): FirstScreen<T> {
  const firstSyncDone = useSyncSelector(selectFirstSyncDone);
  const seed = useFirstScreenSeed(url);
  const known = (): T | null => {
    // The page the server rendered (now, or kept by the service worker for a visit offline) carries
    // its first screen: it stands in until the device's own queries answer, whether synced before or not.
    if (seed !== undefined && !seedSpent.has(url)) return parsedOnce(parse, seed);
    // A page opened after the first sync (back to it in this visit) asks nothing: it has its own data.
    if (firstSyncDone) return null;
    return answered.has(url) ? parsedOnce(parse, answered.get(url)) : null;
  };
  // Kept with its URL: a page whose first screen changes (/schedule's day) never shows another URL's answer.
  const [kept, setKept] = useState<{ url: string; value: T | null }>(() => ({ url, value: known() }));
  const value = kept.url === url ? kept.value : known();
  useEffect(() => {
    if (firstSyncDone || seed !== undefined) return undefined;
    let cancelled = false;
    void askFirstScreen(url).then((answer) => {
      if (!cancelled) setKept({ url, value: parsedOnce(parse, answer) });
    });
    return () => {
      cancelled = true;
    };
  }, [url, parse, firstSyncDone, seed]);
  const handOver = useHandOver(value, firstSyncDone);
  return {
    missing: answered.get(url) === MISSING,
    paused: handOver.paused,
    shown(answered) {
      const shown = handOver.shown(answered);
      // Handed over once: back on this page later in the visit, its own data answers, never the page's old copy.
      if (shown === null && value !== null && firstSyncDone) seedSpent.add(url);
      return shown;
    },
  };
}

/**
 * A first screen's hand-over (`useFirstScreen`): `value` stands in during the first sync, the
 * page's queries paused, and after it until they have answered.
 */
function useHandOver<T>(value: T | null, firstSyncDone: boolean): Omit<FirstScreen<T>, 'missing'> {
  const [handedOver, setHandedOver] = useState(false);
  return {
    paused: !firstSyncDone && value !== null,
    shown(queriesAnswered) {
      if (value === null || handedOver) return null;
      if (!firstSyncDone || !queriesAnswered) return value;
      setHandedOver(true); // a render-time update: the page renders again at once, with its own data
      return null;
    },
  };
}
