import type { Request, Response } from 'express';
import { Router } from 'express';
import { MSG } from '../../src/shared/schemas/messages';
import { sendError } from '../http';
import type { AuthedLocals } from '../middleware/auth';
import { authenticate, bearerToken } from '../middleware/auth';
import { jsonBody } from '../middleware/body';
import type { LoginLimiter } from '../services/loginLimiter';
import type { SessionsService } from '../services/sessions';
import { REVOKED } from '../services/sessions';
import type { TokenService } from '../services/tokens';
import type { Account, UsersService } from '../services/users';
import { normalizeEmail } from '../services/users';
import { checkNewPassword } from './accounts';

export const AUTH_MESSAGES = {
  invalid: MSG.loginWrong,
  rateLimited: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  disabled: 'This account is disabled. Ask an association admin.',
} as const;

function limiterKey(req: Request, username: string): string {
  return `${req.ip ?? req.socket.remoteAddress ?? '?'}|${normalizeEmail(username)}`;
}

/** What a client learns of an account: who, which role, which schools. */
export function publicAccount(account: Pick<Account, 'email' | 'role' | 'schools'>): { email: string; role: Account['role']; schools: string[] } {
  return { email: account.email, role: account.role, schools: account.schools };
}

/** The device a session was opened on, in its own words. */
function deviceOf(req: Request, body: { device?: unknown }): string {
  const named = typeof body.device === 'string' ? body.device.trim() : '';
  return (named || req.headers['user-agent'] || 'unknown device').slice(0, 200);
}

/** /api/auth: the sign-in service. Passwords and hashes never leave it. */
export function authRouter(deps: { users: UsersService; tokens: TokenService; sessions: SessionsService; limiter: LoginLimiter }): Router {
  const router = Router();

  router.post('/login', ...jsonBody('16kb'), async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as { username?: unknown; password?: unknown; device?: unknown };
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username || !password) {
      res.status(400).json({ error: 'missing', message: MSG.loginMissing });
      return;
    }
    const key = limiterKey(req, username);
    if (await deps.limiter.isBlocked(key)) {
      res.status(429).json({ error: 'rate-limited', message: AUTH_MESSAGES.rateLimited });
      return;
    }
    const user = username.length <= 320 && password.length <= 1024 ? await deps.users.authenticate(username, password) : null;
    if (!user) {
      await deps.limiter.recordFailure(key);
      res.status(401).json({ error: 'invalid-credential', message: AUTH_MESSAGES.invalid });
      return;
    }
    await deps.limiter.reset(key);
    if (user.disabled) {
      res.status(403).json({ error: 'disabled', message: AUTH_MESSAGES.disabled });
      return;
    }
    const { token, expiresAt, jti } = await deps.tokens.issue(user.email);
    await deps.sessions.open(user.email, jti, expiresAt, deviceOf(req, body));
    res.setHeader('cache-control', 'no-store');
    res.json({ token, user: publicAccount(user), expiresAt });
  });

  router.get('/me', async (req, res) => {
    if (!(await authenticate(deps.sessions, req, res))) return;
    const { user } = res.locals as AuthedLocals;
    res.setHeader('cache-control', 'no-store');
    res.json({ user: publicAccount(user!), expiresAt: user!.expiresAt });
  });

  // The token's session is marked signed out in the shared store: every instance refuses it.
  router.post('/logout', async (req, res) => {
    const token = bearerToken(req);
    if (token) {
      const check = await deps.tokens.verify(token);
      if (check.ok) await deps.sessions.revoke(check.email, check.jti, REVOKED.logout);
    }
    res.status(204).end();
  });

  // An account's own page: a new password signs out its other sessions (this one stays).
  router.post('/password', async (req, res, next) => {
    if (!(await authenticate(deps.sessions, req, res))) return;
    next();
  }, ...jsonBody('16kb'), async (req: Request, res: Response) => {
    const { user } = res.locals as AuthedLocals;
    const body = (req.body ?? {}) as { currentPassword?: unknown; newPassword?: unknown };
    const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
    if (!current) return sendError(res, 400, 'bad_request', 'currentPassword: is required', { field: 'currentPassword' });
    const fresh = checkNewPassword(body.newPassword, 'newPassword');
    if (!fresh.ok) return sendError(res, 400, 'bad_request', fresh.reason, { field: 'newPassword' });
    if (!(await deps.users.authenticate(user!.email, current))) {
      return sendError(res, 403, 'forbidden', 'currentPassword: is not this account\'s password', { field: 'currentPassword' });
    }
    await deps.users.setPassword(user!.email, fresh.value);
    const signedOut = await deps.sessions.revokeAll(user!.email, REVOKED.password, user!.jti);
    res.json({ ok: true, signedOut });
  });

  return router;
}
