import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendError } from '../http';
import type { Actor, SessionsService } from '../services/sessions';
import type { Role } from '../services/users';

export interface AuthedLocals {
  user?: Actor;
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/** Verifies the token and its session in the shared store; puts who it is on res.locals.user. */
export async function authenticate(sessions: SessionsService, req: Request, res: Response): Promise<boolean> {
  const token = bearerToken(req);
  if (token === undefined) {
    sendError(res, 401, 'unauthorized', 'authentication required');
    return false;
  }
  const check = token ? await sessions.check(token) : ({ ok: false, reason: 'invalid token' } as const);
  if (!check.ok) {
    sendError(res, 401, 'unauthorized', check.reason);
    return false;
  }
  (res.locals as AuthedLocals).user = check.actor;
  return true;
}

export const ROLE_NAMES: Record<Role, string> = { admin: 'an association admin', scorekeeper: 'a school scorekeeper' };

/** Any signed-in account (what it may write is checked per document: services/permissions.ts). */
export function requireSignedIn(sessions: SessionsService): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (await authenticate(sessions, req, res)) next();
  };
}

/** Association admins only: accounts, settings, the audit trail. */
export function requireAdmin(sessions: SessionsService): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!(await authenticate(sessions, req, res))) return;
    const { user } = res.locals as AuthedLocals;
    if (user?.role !== 'admin') return sendError(res, 403, 'forbidden', `only an association admin may do this; this account is ${ROLE_NAMES[user?.role ?? 'scorekeeper']}`);
    next();
  };
}
