import { FIRST_SCREEN_PAGES, HOME_FIRST_SCREEN_URL, firstScreenUrl } from '../../src/shared/firstScreens';
import { firstScreenOf } from '../../src/shared/routeTable';
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
 * The public pages that have a first screen (src/shared/routeTable.ts), rendered here with the app's own components
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
  /**
   * The server's answer for a first screen's URL (the same /api/home and /api/first give); null when
   * its document does not exist. Only the route table's first screens without a query are rendered.
   */
  const answerFor = (url: string): (() => Promise<unknown>) | undefined => {
    if (url === HOME_FIRST_SCREEN_URL) return () => deps.home.get();
    const page = FIRST_SCREEN_PAGES.find((name) => firstScreenUrl(name) === url);
    if (page) return () => deps.firstScreens[page]();
    const own = /^\/api\/first\/(article|game|school)\/([^/?]+)$/.exec(url);
    if (!own) return undefined;
    const id = decodeURIComponent(own[2]);
    return () => deps.firstScreens[own[1] as 'article' | 'game' | 'school'](id);
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
      const url = firstScreenOf(page);
      const answerOf = url === null ? undefined : answerFor(url);
      if (url === null || !answerOf) return null;
      let answer: unknown;
      try {
        answer = await answerOf();
      } catch {
        return null; // the store did not answer: the page asks for its first screen itself
      }
      // A shared page (an article, a game, a school) of no such document: sent as built, and the app says so.
      if (!answer) return null;
      const firstScreens: Record<string, unknown> = { [url]: answer };
      const answers = [answer];
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
