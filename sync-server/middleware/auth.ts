import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendError } from '../http';
import type { TokenService } from '../services/tokens';

export interface AuthedLocals {
  user?: { email: string; expiresAt: number; jti: string };
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/** Verifies the admin token; puts the user on res.locals.user. */
export async function authenticate(tokens: TokenService, req: Request, res: Response): Promise<boolean> {
  const token = bearerToken(req);
  if (token === undefined) {
    sendError(res, 401, 'unauthorized', 'authentication required');
    return false;
  }
  const check = token ? await tokens.verify(token) : ({ ok: false, reason: 'invalid token' } as const);
  if (!check.ok) {
    sendError(res, 401, 'unauthorized', check.reason);
    return false;
  }
  (res.locals as AuthedLocals).user = { email: check.email, expiresAt: check.expiresAt, jti: check.jti };
  return true;
}

export function requireAdmin(tokens: TokenService): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (await authenticate(tokens, req, res)) next();
  };
}
