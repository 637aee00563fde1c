import { Router } from 'express';
import { sendError } from '../http';
import { requireAdmin } from '../middleware/auth';
import type { AuditFilter, AuditService } from '../services/audit';
import type { SessionsService } from '../services/sessions';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET /api/audit?person=&school=&game=&day=&limit=: the Activity tab's records, newest first,
 * association admins only. Nothing here writes: the server alone appends (services/audit.ts).
 */
export function auditRouter(deps: { audit: AuditService; sessions: SessionsService }): Router {
  const router = Router();

  router.get('/', requireAdmin(deps.sessions), async (req, res) => {
    const filter: AuditFilter = {};
    for (const name of ['person', 'school', 'game', 'day', 'limit'] as const) {
      const value = req.query[name];
      if (value === undefined) continue;
      if (typeof value !== 'string' || value.length > 320) return sendError(res, 400, 'bad_request', `${name}: must be given once, as text`);
      if (name === 'day' && (!DAY.test(value) || Number.isNaN(Date.parse(value)))) return sendError(res, 400, 'bad_request', 'day: must be a date written YYYY-MM-DD');
      if (name === 'limit') {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1 || n > 1000) return sendError(res, 400, 'bad_request', 'limit: must be a whole number from 1 to 1000');
        filter.limit = n;
      } else if (value !== '') filter[name] = value;
    }
    res.setHeader('cache-control', 'no-store');
    res.json({ records: await deps.audit.query(filter) });
  });

  router.all('/{*rest}', (_req, res) => sendError(res, 405, 'method_not_allowed', 'the audit trail is append-only: only the server writes it'));

  return router;
}
