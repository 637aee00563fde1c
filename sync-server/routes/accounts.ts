import type { Request, Response } from 'express';
import { Router } from 'express';
import { sendError } from '../http';
import type { AuthedLocals } from '../middleware/auth';
import { requireAdmin } from '../middleware/auth';
import { jsonBody } from '../middleware/body';
import { generatePassword } from '../services/password';
import type { SessionsService } from '../services/sessions';
import { REVOKED } from '../services/sessions';
import type { Couch } from '../store/couch';
import { statusOf } from '../store/couch';
import type { AccountChange, Role, UsersService } from '../services/users';
import { isEmail } from '../../src/shared/accounts';
import { normalizeEmail, ROLES } from '../services/users';

/**
 * /api/accounts: the Accounts tab (docs/product/rules.md §1), association admins only. An account
 * is made with a one-time password, shown in this answer once and never again (only its hash is
 * stored); disabling an account or resetting its password signs out every session of it at once.
 */

type Checked<T> = { ok: true; value: T } | { ok: false; field: string; reason: string };
const refuse = <T>(field: string, what: string): Checked<T> => ({ ok: false, field, reason: `${field}: ${what}` });

export const MIN_PASSWORD_LENGTH = 10;

export function checkNewPassword(value: unknown, field: string): Checked<string> {
  if (typeof value !== 'string' || value === '') return refuse(field, 'is required');
  if (value.length < MIN_PASSWORD_LENGTH) return refuse(field, `must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (value.length > 1024) return refuse(field, 'must be at most 1024 characters');
  return { ok: true, value };
}

async function checkSchools(couch: Couch, value: unknown): Promise<Checked<string[]>> {
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || id === '')) return refuse('schools', 'must be a list of school ids');
  const ids = [...new Set(value as string[])];
  if (ids.length === 0) return refuse('schools', 'a school scorekeeper needs at least one school');
  const res = await couch.collection('schools').fetch({ keys: ids });
  const missing = res.rows.find((row) => !('doc' in row) || !row.doc);
  if (missing) return refuse('schools', `no such school '${missing.key}'`);
  return { ok: true, value: ids };
}

async function checkChange(couch: Couch, body: unknown, creating: boolean): Promise<Checked<AccountChange & { email?: string }>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse('body', 'must be a JSON object');
  const raw = body as Record<string, unknown>;
  const change: AccountChange & { email?: string } = {};
  if (creating) {
    if (typeof raw.email !== 'string' || !isEmail(raw.email)) return refuse('email', 'must be an email address');
    change.email = normalizeEmail(raw.email);
  }
  if (raw.role !== undefined || creating) {
    if (!ROLES.includes(raw.role as Role)) return refuse('role', `must be one of ${ROLES.join(', ')}`);
    change.role = raw.role as Role;
  }
  if (raw.disabled !== undefined) {
    if (typeof raw.disabled !== 'boolean') return refuse('disabled', 'must be true or false');
    change.disabled = raw.disabled;
  }
  if (raw.schools !== undefined || change.role === 'scorekeeper') {
    const schools = await checkSchools(couch, raw.schools ?? []);
    if (!schools.ok) return schools;
    change.schools = schools.value;
  }
  return { ok: true, value: change };
}

export function accountsRouter(deps: { couch: Couch; users: UsersService; sessions: SessionsService }): Router {
  const router = Router();
  router.use(requireAdmin(deps.sessions));

  const self = (res: Response) => (res.locals as AuthedLocals).user!;
  const emailParam = (req: Request) => normalizeEmail(String(req.params.email));

  router.get('/', async (_req, res) => {
    const accounts = await deps.users.list();
    const withSessions = await Promise.all(accounts.map(async (account) => ({ ...account, sessions: await deps.sessions.list(account.email) })));
    res.setHeader('cache-control', 'no-store');
    res.json({ accounts: withSessions });
  });

  router.post('/', ...jsonBody('16kb'), async (req, res) => {
    const checked = await checkChange(deps.couch, req.body, true);
    if (!checked.ok) return sendError(res, 400, 'bad_request', checked.reason, { field: checked.field });
    const { email, role, schools } = checked.value;
    const password = generatePassword();
    try {
      const account = await deps.users.create({ email: email!, password, role, schools });
      res.setHeader('cache-control', 'no-store');
      res.status(201).json({ account, password });
    } catch (err) {
      if (statusOf(err) === 409) return sendError(res, 409, 'conflict', `email: ${email!} has an account already`, { field: 'email' });
      throw err;
    }
  });

  router.patch('/:email', ...jsonBody('16kb'), async (req, res) => {
    const email = emailParam(req);
    const checked = await checkChange(deps.couch, req.body, false);
    if (!checked.ok) return sendError(res, 400, 'bad_request', checked.reason, { field: checked.field });
    if (email === self(res).email && (checked.value.disabled === true || (checked.value.role && checked.value.role !== 'admin'))) {
      return sendError(res, 403, 'forbidden', 'an admin cannot disable or demote their own account (another admin can)');
    }
    const account = await deps.users.update(email, checked.value);
    if (!account) return sendError(res, 404, 'not_found', `no account '${email}'`);
    deps.sessions.accountChanged(email);
    if (account.disabled) await deps.sessions.revokeAll(email, REVOKED.disabled);
    res.json({ account });
  });

  // A new one-time password, shown once; every session of the account ends.
  router.post('/:email/password', async (req, res) => {
    const email = emailParam(req);
    const password = generatePassword();
    if (!(await deps.users.setPassword(email, password))) return sendError(res, 404, 'not_found', `no account '${email}'`);
    const signedOut = await deps.sessions.revokeAll(email, REVOKED.password);
    res.setHeader('cache-control', 'no-store');
    res.json({ password, signedOut });
  });

  router.get('/:email/sessions', async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ sessions: await deps.sessions.list(emailParam(req)) });
  });

  router.delete('/:email/sessions', async (req, res) => {
    res.json({ signedOut: await deps.sessions.revokeAll(emailParam(req), REVOKED.admin) });
  });

  router.delete('/:email/sessions/:id', async (req, res) => {
    const done = await deps.sessions.revoke(emailParam(req), String(req.params.id), REVOKED.admin);
    if (!done) return sendError(res, 404, 'not_found', 'no such session of this account');
    res.status(204).end();
  });

  return router;
}
