import { createHash } from 'node:crypto';
import type { FollowedTeam, GameSides } from '../../../src/shared/calendarLinks';
import { normalizeSportKey } from '../../../src/shared/catalog/sports';
import type { Couch } from '../../store/couch';
import { statusOf } from '../../store/couch';

/** A browser's push subscription (PushSubscription.toJSON()): where to post and the keys to encrypt with. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SubscriptionStore {
  /** Stores the subscription with its teams (replacing the teams it had). */
  save(target: PushTarget, teams: readonly FollowedTeam[]): Promise<void>;
  /** Forgets the subscription; false when there was none. */
  remove(endpoint: string): Promise<boolean>;
  /** Every subscription following either side of the game (its school, or its school in the game's sport), once each. */
  forGame(sides: GameSides): Promise<PushTarget[]>;
}

type Doc = Record<string, unknown> & { _id: string; _rev?: string; _deleted?: boolean };

const idOf = (endpoint: string): string => createHash('sha256').update(endpoint).digest('base64url');
/** A team's key: its school id (encoded: no ':' or '|' of an id is read as a separator), and ':sport' for one sport. */
const teamKey = (school: string, sport?: string): string => encodeURIComponent(school) + (sport ? `:${sport}` : '');
const subDocId = (id: string) => `sub:${id}`;
/** One document per team and subscription, holding the subscription: a team's subscribers are one key range of `_all_docs`. */
const teamDocId = (key: string, id: string) => `team:${key}|${id}`;

/**
 * Subscriptions in the push database, read with plain CouchDB (`_all_docs` key ranges, `_bulk_docs`),
 * so every instance on one store sees the same subscribers.
 */
export function createSubscriptionStore(couch: Couch): SubscriptionStore {
  const db = couch.push;

  async function current(id: string): Promise<Doc | null> {
    try {
      return (await db.get(subDocId(id))) as Doc;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  async function revisions(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await db.fetchRevs({ keys: ids })).rows;
    return new Map(rows.flatMap((row) => ('value' in row && row.value && !(row.value as { deleted?: boolean }).deleted ? [[row.key, row.value.rev] as [string, string]] : [])));
  }

  async function write(docs: Doc[]): Promise<void> {
    if (docs.length === 0) return;
    const answer = await db.bulk({ docs });
    const failed = answer.filter((row) => 'error' in row && row.error && row.error !== 'conflict');
    if (failed.length) throw new Error(`storing push subscriptions failed: ${failed.map((row) => row.error).join(', ')}`);
  }

  return {
    async save(target, teams) {
      const id = idOf(target.endpoint);
      const keys = [...new Set(teams.map((team) => teamKey(team.school, team.sport && (normalizeSportKey(team.sport) ?? team.sport))))];
      const before = await current(id);
      const oldKeys = Array.isArray(before?.teamKeys) ? (before.teamKeys as string[]) : [];
      const docIds = [...new Set([...keys, ...oldKeys])].map((key) => teamDocId(key, id));
      const revs = await revisions(docIds);
      const now = Date.now();
      const subscription = { endpoint: target.endpoint, keys: { p256dh: target.keys.p256dh, auth: target.keys.auth } };
      await write([
        { _id: subDocId(id), ...(before?._rev ? { _rev: before._rev } : {}), ...subscription, teamKeys: keys, createdAt: before?.createdAt ?? now, updatedAt: now },
        ...keys.map((key) => ({ _id: teamDocId(key, id), ...(revs.has(teamDocId(key, id)) ? { _rev: revs.get(teamDocId(key, id)) } : {}), sub: id, ...subscription })),
        ...oldKeys.filter((key) => !keys.includes(key) && revs.has(teamDocId(key, id))).map((key) => ({ _id: teamDocId(key, id), _rev: revs.get(teamDocId(key, id)), _deleted: true })),
      ]);
    },
    async remove(endpoint) {
      const id = idOf(endpoint);
      const before = await current(id);
      if (!before) return false;
      const keys = Array.isArray(before.teamKeys) ? (before.teamKeys as string[]) : [];
      const revs = await revisions(keys.map((key) => teamDocId(key, id)));
      await write([
        ...[...revs].map(([docId, rev]) => ({ _id: docId, _rev: rev, _deleted: true })),
        { _id: before._id, _rev: before._rev, _deleted: true },
      ]);
      return true;
    },
    async forGame(sides) {
      const sport = normalizeSportKey(sides.sport) ?? sides.sport;
      const schools = [...new Set([sides.homeSchoolId, sides.awaySchoolId].filter((school): school is string => Boolean(school)))];
      const keys = schools.flatMap((school) => [teamKey(school), teamKey(school, sport)]);
      const found = new Map<string, PushTarget>();
      for (const key of keys) {
        const rows = (await db.list({ startkey: `team:${key}|`, endkey: `team:${key}|\ufff0`, include_docs: true })).rows;
        for (const row of rows) {
          const doc = row.doc as (Doc & Partial<PushTarget> & { sub?: string }) | undefined;
          if (doc && typeof doc.sub === 'string' && typeof doc.endpoint === 'string' && doc.keys) found.set(doc.sub, { endpoint: doc.endpoint, keys: doc.keys });
        }
      }
      return [...found.values()];
    },
  };
}
