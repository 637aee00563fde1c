import { articleFirstScreenUrl } from '../../src/shared/articlePage';
import { gameFirstScreenUrl } from '../../src/shared/gamePage';
import { schoolFirstScreenUrl } from '../../src/shared/schoolPage';
import { HOME_FIRST_SCREEN_URL, firstScreenUrl } from '../../src/shared/firstScreens';
import type { FirstScreens } from './firstScreens';
import type { HomePreviewService } from './homePreview';

export interface RenderedPage {
  /** What goes in #root: the page as the browser's first render makes it. */
  html: string;
  /** The first screens it was rendered from, by URL: the browser's first render uses them too. */
  firstScreens: Record<string, unknown>;
}

export interface PageRenderer {
  /** The page at `pathname` rendered from the server's first screens; null for a page with none, or when rendering failed. */
  render(pathname: string): Promise<RenderedPage | null>;
}

export type RenderPage = (pathname: string, firstScreens: Record<string, unknown>) => Promise<string>;

const MAX_RENDERED_PAGES = 500;

const loadRenderPage = (): Promise<RenderPage> => import('../../src/ssr/renderPage').then((module) => module.renderPage as RenderPage);

/**
 * The public pages that have a first screen, rendered here with the app's own components
 * (src/ssr/renderPage.tsx, a chunk of the server's bundle; what only Vite knows is resolved as
 * sync-server/ssr/browserModules.mjs says). A first visit then paints the page from its HTML before any script has loaded.
 * A page is rendered once per answer of its first screen (they are kept until their data
 * changes), so a crowd opening it costs one render.
 */
export function createPageRenderer(deps: {
  home: Pick<HomePreviewService, 'get'>;
  firstScreens: Pick<FirstScreens, 'schools' | 'articles' | 'schedule' | 'article' | 'game' | 'school'>;
  /** The renderer (default: the app's, src/ssr/renderPage.tsx). */
  load?: () => Promise<RenderPage>;
}): PageRenderer {
  const pages = new Map<string, () => Promise<Record<string, unknown>>>([
    ['/', async () => ({ [HOME_FIRST_SCREEN_URL]: await deps.home.get() })],
    ['/schools', async () => ({ [firstScreenUrl('schools')]: await deps.firstScreens.schools() })],
    ['/articles', async () => ({ [firstScreenUrl('articles')]: await deps.firstScreens.articles() })],
    ['/schedule', async () => ({ [firstScreenUrl('schedule')]: await deps.firstScreens.schedule() })],
  ]);
  /**
   * The pages fans share, one per document: an article's (/articles/{id}), a game's
   * (/games/{id}) and a school's (/schools/{id}, issue 38). Null when there is no such document: the page is sent as built, and the app says so.
   */
  const ownPages: readonly { pattern: RegExp; firstScreen(id: string): Promise<Record<string, unknown> | null> }[] = [
    {
      pattern: /^\/articles\/([^/]+)$/,
      firstScreen: async (id) => {
        const answer = await deps.firstScreens.article(id);
        return answer && { [articleFirstScreenUrl(id)]: answer };
      },
    },
    {
      pattern: /^\/games\/([^/]+)$/,
      firstScreen: async (id) => {
        const answer = await deps.firstScreens.game(id);
        return answer && { [gameFirstScreenUrl(id)]: answer };
      },
    },
    {
      pattern: /^\/schools\/([^/]+)$/,
      firstScreen: async (id) => {
        const answer = await deps.firstScreens.school(id);
        return answer && { [schoolFirstScreenUrl(id)]: answer };
      },
    },
  ];
  const ownPage = (pathname: string): (() => Promise<Record<string, unknown> | null>) | undefined => {
    for (const { pattern, firstScreen } of ownPages) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      let id: string;
      try {
        id = decodeURIComponent(match[1]);
      } catch {
        return undefined;
      }
      return () => firstScreen(id);
    }
    return undefined;
  };
  const rendered = new Map<string, { answers: unknown[]; html: Promise<string | null> }>();
  let renderer: Promise<RenderPage | null> | null = null;

  // Loaded at the first page asked for: a server that only syncs never loads React.
  const load = (): Promise<RenderPage | null> =>
    (renderer ??= (deps.load ?? loadRenderPage)().catch((err: unknown) => {
      console.error('[sync-server] the page renderer did not load; pages are sent unrendered:', err);
      return null;
    }));

  return {
    async render(pathname) {
      const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const firstScreensOf = pages.get(page) ?? ownPage(page);
      if (!firstScreensOf) return null;
      let firstScreens: Record<string, unknown> | null;
      try {
        firstScreens = await firstScreensOf();
      } catch {
        return null; // the store did not answer: the page asks for its first screen itself
      }
      if (!firstScreens) return null;
      const answers = Object.values(firstScreens);
      let entry = rendered.get(page);
      if (!entry || entry.answers.some((answer, i) => answer !== answers[i])) {
        const html = load().then(async (renderPage) => {
          if (!renderPage) return null;
          try {
            return await renderPage(page, firstScreens);
          } catch (err) {
            // Once per answer: the page is sent unrendered (it still works) until its data changes.
            console.error(`[sync-server] rendering ${page} failed; it is sent unrendered:`, err);
            return null;
          }
        });
        entry = { answers, html };
        // One entry per page: articles and games are many, so the oldest renders are let go past a bound.
        if (rendered.size >= MAX_RENDERED_PAGES) rendered.clear();
        rendered.set(page, entry);
      }
      const html = await entry.html;
      return html === null ? null : { html, firstScreens };
    },
  };
}
