import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { articleCreatedAt, isNewerArticle } from '../../src/shared/homePreview';
import type { StandingsGame } from '../../src/shared/standings/tally';
import type { Couch, StoredDoc } from '../store/couch';
import { clientDoc } from '../store/couch';
import type { ChangesHub } from './changesHub';

const CHANGES_PAGE = 2_000;
const WARM_DELAY_MS = 500;

/** What standings read of a stored game: a few short fields, not its notes or periods. */
function standingsGame(id: string, doc: StoredDoc): StandingsGame {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const score = doc.score as GameDoc['score'];
  return {
    id,
    sport: text(doc.sport) ?? '',
    status: doc.status as string,
    time: doc.time as string,
    homeSchoolId: text(doc.homeSchoolId),
    awaySchoolId: text(doc.awaySchoolId),
    homeSchoolName: text(doc.homeSchoolName),
    awayName: text(doc.awayName),
    score: { home: { final: score?.home?.final ?? null }, away: { final: score?.away?.final ?? null } },
  };
}
/** An unarchived article, by what ranks it: its creation time. */
export interface RankedArticle {
  id: string;
  createdAt: number;
}

export interface GamesFeed {
  /** Reads the games' and articles' changes since the last read (one reader at a time). */
  read(): Promise<void>;
  /** Every game as the feed last read it: sides, status, time, finals. */
  games(): IterableIterator<StandingsGame>;
  /** The newest unarchived article the feed last read. */
  newestArticle(): RankedArticle | null;
  /** Whole documents by id (a ranked few). */
  byIds<T>(name: CollectionName, ids: readonly string[]): Promise<T[]>;
  /** Every game as standings read it (sides, status, time, finals), once the feed has caught up: no read of whole documents. */
  allGames(): Promise<StandingsGame[]>;
  /** Reads the feeds again shortly, in the background (after a change). */
  warm(): void;
  /** A write through this server: the feed reads it shortly (the hub's notice may come later). */
  invalidate(collection: CollectionName): void;
  stop(): void;
}

/**
 * The games' and articles' `_changes`, followed from where they were last read: per id only what
 * ranks a game (status, time, sides, finals) or an article (its creation time), so the home page's
 * newest finals, the schedule's first screen, the standings' first screen and the calendar feeds
 * are found among 24,000 games at state scale without a scan per request. One per server, shared by
 * those services. Read before each answer is built, and in the background after a change (a hub
 * notice, or `invalidate` for a write through this server), so a first visit after a busy spell (a
 * season loaded, a night of scores) does not wait for the feed.
 */
export function createGamesFeed(deps: { couch: Couch; hub?: ChangesHub }): GamesFeed {
  const { couch } = deps;
  const gameIndex = new Map<string, StandingsGame>();
  const articles = new Map<string, RankedArticle>();
  const since: Partial<Record<CollectionName, string | number>> = {};
  // One reader of the feeds at a time: two overlapping reads from the same point could apply an older state last.
  let reading: Promise<unknown> = Promise.resolve();
  let warmTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  /** Reads one collection's changes since the last read, page by page, into its ranking map. */
  async function catchUp(name: 'games' | 'articles'): Promise<void> {
    for (;;) {
      const page = await couch.collection(name).changes({ since: since[name] ?? 0, include_docs: true, limit: CHANGES_PAGE });
      for (const row of page.results) {
        const doc = (row as { doc?: StoredDoc }).doc;
        if (row.id.startsWith('_design/')) continue;
        if (name === 'games') {
          if (!row.deleted && doc && typeof doc.status === 'string' && typeof doc.time === 'string') gameIndex.set(row.id, standingsGame(row.id, doc));
          else gameIndex.delete(row.id);
        } else if (!row.deleted && doc && doc.archived !== true) {
          articles.set(row.id, { id: row.id, createdAt: articleCreatedAt(doc as unknown as ArticleDoc) });
        } else {
          articles.delete(row.id);
        }
      }
      since[name] = page.last_seq;
      if (page.results.length < CHANGES_PAGE) return;
    }
  }

  function read(): Promise<void> {
    const next = reading.then(() => Promise.all([catchUp('games'), catchUp('articles')])).then(() => undefined);
    reading = next.catch(() => undefined);
    return next;
  }

  function warm(): void {
    if (warmTimer || stopped) return;
    warmTimer = setTimeout(() => {
      warmTimer = undefined;
      read().catch(() => undefined);
    }, WARM_DELAY_MS);
    warmTimer.unref();
  }

  function invalidate(collection: CollectionName): void {
    if (collection === 'games' || collection === 'articles') warm();
  }

  const unsubscribe = deps.hub?.subscribe((notice) => invalidate(notice.collection)) ?? (() => undefined);
  if (deps.hub) warm();

  return {
    read,
    games: () => gameIndex.values(),
    newestArticle() {
      let newest: RankedArticle | null = null;
      for (const entry of articles.values()) if (isNewerArticle(entry, newest)) newest = entry;
      return newest;
    },
    async byIds<T>(name: CollectionName, ids: readonly string[]): Promise<T[]> {
      if (ids.length === 0) return [];
      const found = await couch.collection(name).fetch({ keys: [...ids] });
      return found.rows.flatMap((row) => ('doc' in row && row.doc ? [clientDoc<T>(row.doc as StoredDoc)] : []));
    },
    async allGames() {
      await read();
      return [...gameIndex.values()];
    },
    warm,
    invalidate,
    stop() {
      stopped = true;
      clearTimeout(warmTimer);
      unsubscribe();
    },
  };
}
