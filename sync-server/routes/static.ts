import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import express, { Router } from 'express';
import { firstScreenOf } from '../../src/shared/routeTable';
import { publicOrigin } from '../publicOrigin';
import type { PageMetaService } from '../services/pageMeta';
import type { PageRenderer } from '../services/pageRenderer';
import { routeHtml, serverRenderedHtml, withPageMeta } from './routeAssets';

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
    const query = req.originalUrl.indexOf('?');
    const firstScreen = firstScreenOf(req.path, query === -1 ? '' : req.originalUrl.slice(query + 1));
    if (firstScreen) res.setHeader('link', `<${firstScreen}>; rel=preload; as=fetch; crossorigin=anonymous`);
    res.type('html').send(html);
  });

  return router;
}
