import type { AccountRole as Role } from '../../src/shared/accounts';
import { normalizeEmail } from '../../src/shared/accounts';
import type { Couch } from '../store/couch';
import { statusOf } from '../store/couch';
import { generatePassword, hashPassword, verifyPassword } from './password';

export { ROLES } from '../../src/shared/accounts';
export type { AccountRole as Role } from '../../src/shared/accounts';

export interface Account {
  email: string;
  role: Role;
  /** School ids a scorekeeper keeps score for (empty for an admin). */
  schools: string[];
  disabled: boolean;
  createdAt: number;
}

interface UserDoc {
  _id: string;
  _rev?: string;
  /** 'admin': an account stored before roles existed (an association admin). */
  type: 'admin' | 'account';
  email: string;
  passwordHash: string;
  createdAt: number;
  role?: Role;
  schools?: string[];
  disabled?: boolean;
  passwordChangedAt?: number;
}

const PREFIX = 'user:';

export { normalizeEmail };

function isUserDoc(doc: unknown): doc is UserDoc {
  const d = doc as Partial<UserDoc> | null;
  return !!d && (d.type === 'admin' || d.type === 'account') && typeof d.email === 'string' && typeof d.passwordHash === 'string';
}

function accountOf(doc: UserDoc): Account {
  const role: Role = doc.role === 'scorekeeper' ? 'scorekeeper' : 'admin';
  return {
    email: doc.email,
    role,
    schools: role === 'scorekeeper' && Array.isArray(doc.schools) ? doc.schools.filter((s) => typeof s === 'string') : [],
    disabled: doc.disabled === true,
    createdAt: doc.createdAt,
  };
}

export interface NewAccount {
  email: string;
  password: string;
  role?: Role;
  schools?: string[];
}

export type AccountChange = Partial<Pick<Account, 'role' | 'schools' | 'disabled'>>;

export interface UsersService {
  /** The account when the password matches (disabled ones too: the caller says so), else null. Same cost for unknown users. */
  authenticate(email: string, password: string): Promise<Account | null>;
  get(email: string): Promise<Account | null>;
  exists(email: string): Promise<boolean>;
  /** Refused with a 409 (statusOf) when the email has an account already. */
  create(account: NewAccount): Promise<Account>;
  update(email: string, change: AccountChange): Promise<Account | null>;
  setPassword(email: string, password: string): Promise<boolean>;
  list(): Promise<Account[]>;
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

  /** Read, change, write; a concurrent write (another admin, another instance) makes it read again. */
  async function modify(email: string, change: (doc: UserDoc) => UserDoc): Promise<UserDoc | null> {
    for (let attempt = 0; ; attempt++) {
      const doc = await find(email);
      if (!doc) return null;
      const next = change(doc);
      try {
        await db.insert({ ...next } as unknown as Record<string, unknown>);
        return next;
      } catch (err) {
        if (statusOf(err) !== 409 || attempt >= 4) throw err;
      }
    }
  }

  return {
    async authenticate(email, password) {
      const user = await find(email);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
      return user && ok ? accountOf(user) : null;
    },
    async get(email) {
      const doc = await find(email);
      return doc ? accountOf(doc) : null;
    },
    async exists(email) {
      return (await find(email)) !== null;
    },
    async create({ email, password, role = 'admin', schools = [] }) {
      const normalized = normalizeEmail(email);
      const doc: UserDoc = {
        _id: PREFIX + normalized,
        type: 'account',
        email: normalized,
        passwordHash: await hashPassword(password),
        createdAt: Date.now(),
        role,
        schools: role === 'scorekeeper' ? [...new Set(schools)] : [],
        disabled: false,
      };
      await db.insert({ ...doc });
      return accountOf(doc);
    },
    async update(email, change) {
      const doc = await modify(email, (doc) => {
        const role = change.role ?? accountOf(doc).role;
        const schools = change.schools ?? doc.schools ?? [];
        return { ...doc, type: 'account', role, schools: role === 'scorekeeper' ? [...new Set(schools)] : [], disabled: change.disabled ?? doc.disabled === true };
      });
      return doc ? accountOf(doc) : null;
    },
    async setPassword(email, password) {
      const passwordHash = await hashPassword(password);
      return (await modify(email, (doc) => ({ ...doc, passwordHash, passwordChangedAt: Date.now() }))) !== null;
    },
    async list() {
      const res = await db.list({ startkey: PREFIX, endkey: PREFIX + '\ufff0', include_docs: true });
      return res.rows.flatMap((row) => (isUserDoc(row.doc) ? [accountOf(row.doc)] : []));
    },
    async count() {
      const res = await db.list({ startkey: PREFIX, endkey: PREFIX + '\ufff0' });
      return res.rows.length;
    },
  };
}

export const DEFAULT_ADMIN_EMAIL = 'admin@liaa.local';

/**
 * First start with no account: the bootstrap association admin, from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or else with a generated password printed once (it is never stored in clear or logged again).
 * Every other account is made by an admin in the Accounts tab (routes/accounts.ts).
 */
export async function ensureInitialAdmin(
  users: UsersService,
  opts: { email?: string; password?: string; log?: (line: string) => void },
): Promise<void> {
  if ((await users.count()) > 0) return;
  const email = opts.email ?? DEFAULT_ADMIN_EMAIL;
  const password = opts.password ?? generatePassword();
  try {
    await users.create({ email, password, role: 'admin' });
  } catch (err) {
    if (statusOf(err) === 409) return; // another instance created it at the same moment
    throw err;
  }
  if (!opts.password) (opts.log ?? console.log)(`Admin account created: ${normalizeEmail(email)} / ${password}`);
  else (opts.log ?? console.log)(`Admin account created: ${normalizeEmail(email)}`);
}
