import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendError } from '../http';
import type { SessionsService } from '../services/sessions';
import { authenticate } from './auth';
import { checkDbQuery } from './dbQuery';
import type { DbRoute } from './dbRoutes';
import { classifyDbRequest } from './dbRoutes';

export interface DbLocals {
  dbRoute?: DbRoute;
  query?: string;
}

/**
 * In front of every /db route, before any body is read: unknown paths and
 * administrative endpoints are refused for everyone (the private databases, the audit trail among
 * them: only collections have a route), writes need a signed-in account's token whose session is
 * open, query parameters are checked. The accepted route lands in res.locals.dbRoute. What each
 * role may write is checked per document once the body is read (services/permissions.ts).
 */
export function dbGuard(sessions: SessionsService): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const cut = req.url.indexOf('?');
    const pathPart = cut === -1 ? req.url : req.url.slice(0, cut);
    const search = cut === -1 ? '' : req.url.slice(cut + 1);
    const classified = classifyDbRequest(req.method, pathPart);
    if (!classified.ok) return sendError(res, classified.status, classified.error, classified.reason);
    const { route } = classified;
    if (route.access === 'admin' && !(await authenticate(sessions, req, res))) return;
    const query = checkDbQuery(route.kind, search);
    if (!query.ok) return sendError(res, 400, 'bad_request', query.reason);
    const locals = res.locals as DbLocals;
    locals.dbRoute = route;
    locals.query = query.query;
    next();
  };
}
