import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import express, { Router } from 'express';
import { normalizeSportKey } from '../../src/shared/catalog/sports';
import { scheduleDayWindow, scheduleFirstScreenUrl } from '../../src/shared/firstScreens';
import { publicOrigin } from '../publicOrigin';
import type { PageMetaService } from '../services/pageMeta';
import type { PageRenderer } from '../services/pageRenderer';
import { ROUTE_SCREENS, routeHtml, serverRenderedHtml, withPageMeta } from './routeAssets';

const NO_CACHE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

function isAppNavigation(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (/^\/(api|db)(\/|$)/.test(req.path)) return false;
  // Only navigations: a missing script or image must stay a 404, not become HTML.
  const accept = req.headers.accept ?? '';
  if (/\btext\/html\b/.test(accept)) return true;
  // A client route opened by a tool that accepts anything (curl, a link checker): no file extension.
  return (accept === '' || accept.includes('*/*')) && !/\.[a-z0-9]+$/i.test(req.path);
}

/**
 * /schedule?date=YYYY-MM-DD (a day of the date strip) or /schedule?sport=… (one sport's games), a
 * shared link: the first screen the page asks for (SchedulePage), else null (the default one).
 */
function scheduleQueryScreen(req: Request): string | null {
  if (!/^\/schedule\/?$/.test(req.path)) return null;
  const { date, sport } = req.query;
  if (typeof date === 'string' && scheduleDayWindow(date)) return scheduleFirstScreenUrl(date);
  const key = typeof sport === 'string' ? normalizeSportKey(sport) : undefined;
  return key ? scheduleFirstScreenUrl(null, key) : null;
}

/** The first screen a page asks for, as ROUTE_SCREENS names it; null for none (or a path that does not decode). */
function routeFirstScreen(urlPath: string): string | null {
  for (const screen of ROUTE_SCREENS) {
    const match = screen.pattern.exec(urlPath);
    if (!match) continue;
    if (typeof screen.firstScreen !== 'function') return screen.firstScreen ?? null;
    try {
      return screen.firstScreen(decodeURIComponent(match[1]));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The built PWA (Vite's dist): hashed assets cached for a year, the shell and
 * the service worker revalidated on every load so updates reach users, and an
 * SPA fallback to index.html for client-side routes.
 */
export function staticRouter(staticDir: string, pages?: PageRenderer, shared?: { meta: PageMetaService; publicUrl?: string }): Router {
  const router = Router();
  const indexFile = path.join(staticDir, 'index.html');
  const htmlFor = routeHtml(staticDir);

  router.use(
    express.static(staticDir, {
      index: false,
      // public/sports/ (default images) shares its name with the /sports route: never redirect /sports to /sports/.
      redirect: false,
      setHeaders(res, filePath) {
        const rel = path.relative(staticDir, filePath).split(path.sep).join('/');
        if (NO_CACHE.has(rel)) res.setHeader('cache-control', 'no-cache');
        else if (rel.startsWith('assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );

  router.use(async (req: Request, res: Response, next) => {
    if (!isAppNavigation(req)) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The app is not built yet: run `npm run build`, then start the server again.\n');
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    // An article or a game the store does not have: the app's not-found page, with the status that says so.
    if (shared && (await shared.meta.missing(req.path).catch(() => false))) res.status(404);
    let html = htmlFor(req.path);
    // A shared page (an article, a game) names its headline or score in its head, for link previews.
    const meta = shared ? await shared.meta.meta(req.path, publicOrigin(req, shared.publicUrl)).catch(() => null) : null;
    if (meta) html = withPageMeta(html, meta);
    // A page with a first screen comes rendered, with that first screen in it (services/pageRenderer.ts).
    // Not with a query (/schedule?sport=…): the server renders a page's first screen for everything.
    const rendered = pages && !req.originalUrl.includes('?') ? await pages.render(req.path) : null;
    const page = rendered && serverRenderedHtml(html, rendered);
    if (page) {
      res.type('html').send(page);
      return;
    }
    // Unrendered, its first screen is asked for while its script loads (src/features/home/homePreview.ts, src/data/firstScreen.ts).
    const firstScreen = scheduleQueryScreen(req) ?? routeFirstScreen(req.path);
    if (firstScreen) res.setHeader('link', `<${firstScreen}>; rel=preload; as=fetch; crossorigin=anonymous`);
    res.type('html').send(html);
  });

  return router;
}
