import type { Couch } from '../store/couch';
import { statusOf } from '../store/couch';
import { generatePassword, hashPassword, verifyPassword } from './password';

export interface AdminUser {
  email: string;
}

interface UserDoc {
  _id: string;
  _rev?: string;
  type: 'admin';
  email: string;
  passwordHash: string;
  createdAt: number;
}

const PREFIX = 'user:';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isUserDoc(doc: unknown): doc is UserDoc {
  const d = doc as Partial<UserDoc> | null;
  return !!d && d.type === 'admin' && typeof d.email === 'string' && typeof d.passwordHash === 'string';
}

export interface UsersService {
  /** The admin when the password matches, else null. Same cost for unknown users. */
  authenticate(email: string, password: string): Promise<AdminUser | null>;
  exists(email: string): Promise<boolean>;
  create(email: string, password: string): Promise<AdminUser>;
  count(): Promise<number>;
}

export function createUsersService(couch: Couch): UsersService {
  const db = couch.users;
  // Verifying against a throwaway hash keeps 'unknown user' as slow as 'wrong password'.
  const decoyHash = hashPassword(generatePassword());

  async function find(email: string): Promise<UserDoc | null> {
    try {
      const doc = await db.get(PREFIX + normalizeEmail(email));
      return isUserDoc(doc) ? doc : null;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  return {
    async authenticate(email, password) {
      const user = await find(email);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
      return user && ok ? { email: user.email } : null;
    },
    async exists(email) {
      return (await find(email)) !== null;
    },
    async create(email, password) {
      const normalized = normalizeEmail(email);
      const doc: UserDoc = {
        _id: PREFIX + normalized,
        type: 'admin',
        email: normalized,
        passwordHash: await hashPassword(password),
        createdAt: Date.now(),
      };
      await db.insert({ ...doc });
      return { email: normalized };
    },
    async count() {
      const res = await db.list({ startkey: PREFIX, endkey: PREFIX + '\ufff0' });
      return res.rows.length;
    },
  };
}

export const DEFAULT_ADMIN_EMAIL = 'admin@liaa.local';

/**
 * First start with no admin: create one from ADMIN_EMAIL/ADMIN_PASSWORD, or else
 * with a generated password printed once (it is never stored in clear or logged again).
 */
export async function ensureInitialAdmin(
  users: UsersService,
  opts: { email?: string; password?: string; log?: (line: string) => void },
): Promise<void> {
  if ((await users.count()) > 0) return;
  const email = opts.email ?? DEFAULT_ADMIN_EMAIL;
  const password = opts.password ?? generatePassword();
  try {
    await users.create(email, password);
  } catch (err) {
    if (statusOf(err) === 409) return; // another instance created it at the same moment
    throw err;
  }
  if (!opts.password) (opts.log ?? console.log)(`Admin account created: ${normalizeEmail(email)} / ${password}`);
  else (opts.log ?? console.log)(`Admin account created: ${normalizeEmail(email)}`);
}
