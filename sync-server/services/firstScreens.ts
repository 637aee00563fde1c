import type { ArticleFirstScreen } from '../../src/shared/articlePage';
import type { ArticlesFirstScreen, ScheduleFirstScreen, SchoolsFirstScreen } from '../../src/shared/firstScreens';
import { FIRST_ARTICLES_LIMIT, articleListTime, newestFirst } from '../../src/shared/firstScreens';
import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import { documentSeason } from '../../src/shared/seasonScope';
import { currentSeason } from '../../src/shared/standings/season';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import type { Couch, StoredDoc } from '../store/couch';
import { clientDoc, statusOf } from '../store/couch';
import type { ChangesHub } from './changesHub';
import type { HomePreviewService } from './homePreview';

export interface FirstScreens {
  schools(): Promise<SchoolsFirstScreen>;
  articles(): Promise<ArticlesFirstScreen>;
  /** /articles/{id}'s first screen: the article, or null when there is none of that id. */
  article(id: string): Promise<ArticleFirstScreen | null>;
  /** Built by the home page's service, which follows every game (homePreview.ts). */
  schedule(): Promise<ScheduleFirstScreen>;
  /** A write through this server: the next answer includes it (the hub's notice may come later). */
  invalidate(collection: CollectionName): void;
  stop(): void;
}

type Page = 'schools' | 'articles';
const MAX_KEPT_ARTICLES = 500;

/**
 * The answers of GET /api/first/schools and /api/first/articles. Each is read from the
 * store once and kept until its collection changes (a hub notice or a write through this
 * server), so a crowd opening the same page costs one read. Both collections are small
 * (400 schools, 500 articles at state scale): a whole read is simpler than following a feed.
 */
export function createFirstScreens(deps: { couch: Couch; hub: ChangesHub; home: Pick<HomePreviewService, 'schedule'> }): FirstScreens {
  const answers = new Map<Page, Promise<unknown>>();
  const generations = new Map<Page, number>();

  async function readAll<T>(name: Page): Promise<T[]> {
    const rows = await deps.couch.collection(name).list({ include_docs: true });
    return rows.rows.flatMap((row) => (row.doc && !row.id.startsWith('_design/') ? [clientDoc<T>(row.doc as StoredDoc)] : []));
  }

  const build: Record<Page, () => Promise<unknown>> = {
    async schools(): Promise<SchoolsFirstScreen> {
      const schools = await readAll<SchoolDoc>('schools');
      // Only what a card shows: a school's other fields stay for the sync.
      return { schools: schools.map(({ id, name, location, logoUrl }) => ({ id, name, location, ...(logoUrl ? { logoUrl } : {}) })) };
    },
    async articles(): Promise<ArticlesFirstScreen> {
      // This season's, as a fan's device holds them (docs/design/sync.md §13): the count is the page's own.
      const season = currentSeason();
      const shown = (await readAll<ArticleDoc>('articles')).filter((doc) => doc.archived !== true && documentSeason('articles', doc as unknown as Record<string, unknown>) === season);
      const newest = newestFirst(shown.map((doc) => ({ id: doc.id, createdAt: articleListTime(doc), doc })));
      return { count: shown.length, articles: newest.slice(0, FIRST_ARTICLES_LIMIT).map((entry) => entry.doc) };
    },
  };

  function get(page: Page): Promise<unknown> {
    let answer = answers.get(page);
    if (!answer) {
      const built = generations.get(page) ?? 0;
      const next = build[page]();
      answer = next;
      answers.set(page, next);
      // A failed read is not kept; neither is one overtaken by a change while it was read.
      next.then(
        () => {
          if ((generations.get(page) ?? 0) !== built && answers.get(page) === next) answers.delete(page);
        },
        () => {
          if (answers.get(page) === next) answers.delete(page);
        },
      );
    }
    return answer;
  }

  /** Articles read by id for their own page, kept until articles change (at most MAX_KEPT_ARTICLES). */
  const byId = new Map<string, Promise<ArticleFirstScreen | null>>();
  async function readArticle(id: string): Promise<ArticleFirstScreen | null> {
    try {
      const doc = await deps.couch.collection('articles').get(id);
      return doc._deleted ? null : { article: clientDoc<ArticleDoc>(doc as StoredDoc) };
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }
  function article(id: string): Promise<ArticleFirstScreen | null> {
    let answer = byId.get(id);
    if (!answer) {
      const built = generations.get('articles') ?? 0;
      const next = readArticle(id);
      answer = next;
      if (byId.size >= MAX_KEPT_ARTICLES) byId.clear();
      byId.set(id, next);
      next.then(
        () => {
          if ((generations.get('articles') ?? 0) !== built && byId.get(id) === next) byId.delete(id);
        },
        () => {
          if (byId.get(id) === next) byId.delete(id);
        },
      );
    }
    return answer;
  }

  function invalidate(collection: CollectionName): void {
    if (collection !== 'schools' && collection !== 'articles') return;
    if (collection === 'articles') byId.clear();
    generations.set(collection, (generations.get(collection) ?? 0) + 1);
    answers.delete(collection);
  }

  const unsubscribe = deps.hub.subscribe((notice) => invalidate(notice.collection));
  return {
    schools: () => get('schools') as Promise<SchoolsFirstScreen>,
    articles: () => get('articles') as Promise<ArticlesFirstScreen>,
    article,
    schedule: () => deps.home.schedule(),
    invalidate,
    stop: unsubscribe,
  };
}
