import { Router } from 'express';
import { FIRST_SCREEN_PAGES } from '../../src/shared/firstScreens';
import { sendError } from '../http';
import type { FirstScreens } from '../services/firstScreens';

/**
 * GET /api/first/schools and /api/first/articles: a page's first screen as the server has it
 * now (public data, the same an anonymous pull reads). A first visit paints from it before
 * its local database is filled; the page's HTML announces it (routes/static.ts).
 */
export function firstScreensRouter(screens: FirstScreens): Router {
  const router = Router();
  for (const page of FIRST_SCREEN_PAGES) {
    router.get(`/${page}`, async (_req, res) => {
      res.setHeader('cache-control', 'no-cache');
      try {
        res.json(await screens[page]());
      } catch (err) {
        console.error(`[sync-server] first screen of /${page} failed:`, err);
        sendError(res, 503, 'unavailable', 'the store did not answer');
      }
    });
  }
  return router;
}
