import { Router } from 'express';
import { COLLECTION_NAMES } from '../../src/shared/schemas/collections';
import type { ChangesHub } from '../services/changesHub';
import type { ChangesCoalescer } from '../store/changesCoalescer';
import type { Couch } from '../store/couch';

export function healthRouter(deps: { couch: Couch; hub: ChangesHub; changes: ChangesCoalescer; store: 'embedded' | 'couchdb' }): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const up = await deps.couch.ping();
    res.setHeader('cache-control', 'no-store');
    res.status(up ? 200 : 503).json({
      ok: up,
      store: deps.store,
      collections: COLLECTION_NAMES,
      changeWatchers: deps.hub.watcherCount(),
      changeListeners: deps.hub.listenerCount(),
      changesStoreReads: deps.changes.storeReads(),
    });
  });
  return router;
}
