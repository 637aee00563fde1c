import { Router } from 'express';
import { sendError } from '../http';
import type { HomePreviewService } from '../services/homePreview';

/**
 * GET /api/home: the home page's first screen as the server has it now (public data, the same
 * an anonymous pull reads). A first visit paints from it before its local database is filled.
 */
export function homeRouter(preview: HomePreviewService): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    try {
      res.json(await preview.get());
    } catch (err) {
      console.error('[sync-server] home preview failed:', err);
      sendError(res, 503, 'unavailable', 'the store did not answer');
    }
  });
  return router;
}
