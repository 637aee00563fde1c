import type { CollectionName } from './schemas/collections';

/**
 * Accounts as both sides see them (docs/product/rules.md §1, docs/design/sync.md §8 and §15): the
 * roles, and the shapes the accounts and audit routes answer with.
 */

/** An association admin does everything; a school scorekeeper writes only its schools' games, entries, rosters and player stats. */
export const ROLES = ['admin', 'scorekeeper'] as const;
export type AccountRole = (typeof ROLES)[number];

/** An account's email as stored and compared: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/** What the server accepts as an account's email; the Accounts form checks the same. */
export function isEmail(email: string): boolean {
  return EMAIL.test(normalizeEmail(email));
}

/** One sign-in of an account (GET /api/accounts, its sessions). */
export interface AccountSession {
  id: string;
  email: string;
  /** The device's own words (the browser's user agent), as it signed in. */
  device: string;
  createdAt: number;
  lastSeen: number;
  expiresAt: number;
}

/** One accepted write, as the audit trail keeps it (GET /api/audit). */
export interface AuditRecord {
  id: string;
  /** ms since epoch, and its UTC day (YYYY-MM-DD). */
  at: number;
  day: string;
  by: string;
  role: AccountRole;
  collection: CollectionName;
  docId: string;
  action: 'create' | 'update' | 'delete';
  /** Top-level fields whose value changed (every field of a new document). */
  changed: string[];
  /** Score cells (games: `home.1`, `away.final`; a scoring entry: its team and period) with old and new values. */
  scores?: Record<string, { old: unknown; new: unknown }>;
  /** An update's changed plain fields (a game's time, location, opponent…), from what to what; null: not set. */
  values?: Record<string, { old: unknown; new: unknown }>;
  /** Schools the document belongs to (ids; a player stats line's school name). */
  schools: string[];
  gameId?: string;
}
