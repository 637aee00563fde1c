import type { Request, Response } from 'express';
import { Router } from 'express';
import { MSG } from '../../src/shared/schemas/messages';
import type { AuthedLocals } from '../middleware/auth';
import { authenticate, bearerToken } from '../middleware/auth';
import { jsonBody } from '../middleware/body';
import type { LoginLimiter } from '../services/loginLimiter';
import type { TokenService } from '../services/tokens';
import type { UsersService } from '../services/users';
import { normalizeEmail } from '../services/users';

export const AUTH_MESSAGES = {
  invalid: 'Invalid username or password.',
  rateLimited: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
} as const;

function limiterKey(req: Request, username: string): string {
  return `${req.ip ?? req.socket.remoteAddress ?? '?'}|${normalizeEmail(username)}`;
}

/** /api/auth: the sign-in service. Passwords and hashes never leave it. */
export function authRouter(deps: { users: UsersService; tokens: TokenService; limiter: LoginLimiter }): Router {
  const router = Router();

  router.post('/login', ...jsonBody('16kb'), async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as { username?: unknown; password?: unknown };
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username || !password) {
      res.status(400).json({ error: 'missing', message: MSG.loginMissing });
      return;
    }
    const key = limiterKey(req, username);
    if (deps.limiter.isBlocked(key)) {
      res.status(429).json({ error: 'rate-limited', message: AUTH_MESSAGES.rateLimited });
      return;
    }
    const user = username.length <= 320 && password.length <= 1024 ? await deps.users.authenticate(username, password) : null;
    if (!user) {
      deps.limiter.recordFailure(key);
      res.status(401).json({ error: 'invalid-credential', message: AUTH_MESSAGES.invalid });
      return;
    }
    deps.limiter.reset(key);
    const { token, expiresAt } = await deps.tokens.issue(user.email);
    res.setHeader('cache-control', 'no-store');
    res.json({ token, user: { email: user.email }, expiresAt });
  });

  router.get('/me', async (req, res) => {
    if (!(await authenticate(deps.tokens, req, res))) return;
    const { user } = res.locals as AuthedLocals;
    res.setHeader('cache-control', 'no-store');
    res.json({ user: { email: user?.email }, expiresAt: user?.expiresAt });
  });

  // Tokens are stateless; logout refuses this one from now on (on this instance).
  router.post('/logout', async (req, res) => {
    const token = bearerToken(req);
    if (token) {
      const check = await deps.tokens.verify(token);
      if (check.ok) deps.tokens.revoke(check.jti, check.expiresAt);
    }
    res.status(204).end();
  });

  return router;
}
