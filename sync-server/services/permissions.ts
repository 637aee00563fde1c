import type { CollectionName } from '../../src/shared/schemas/collections';
import { SERVER_WRITTEN_COLLECTIONS } from '../../src/shared/schemas/collections';
import type { Couch } from '../store/couch';
import type { Actor } from './sessions';

/**
 * docs/product/rules.md §1: what each role may write, checked by the server on every written
 * document whatever route carries it (a document's PUT or DELETE, `_bulk_docs`, POST /api/stats).
 * An association admin writes everything. A school scorekeeper writes only:
 * - games where one of its schools plays, before and after the write (it cannot move a game away
 *   from its schools, nor take over another's);
 * - scoring entries of such games (the game as stored says who plays);
 * - its schools' rosters (by school id) and player stats (by school name);
 * and deletes nothing. One refused document refuses the whole write. Nobody writes a collection
 * only the server writes (who scores a game: routes/scorers.ts decides every change of it).
 */

type Doc = Record<string, unknown>;
export type Refusal = { status: number; field: string; reason: string };

export const SCOREKEEPER_COLLECTIONS: ReadonlySet<CollectionName> = new Set<CollectionName>(['games', 'scoreEntries', 'rosters', 'playerStats']);

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The school ids a game involves: its home and away sides. */
export function gameSchools(game: Doc | null | undefined): string[] {
  if (!game) return [];
  return [str(game.homeSchoolId), str(game.awaySchoolId)].filter((id): id is string => id !== undefined);
}

export interface WritePolicy {
  /**
   * null when the actor may write every document; else the first refusal, naming the document.
   * `stored` holds the documents' current versions by id (absent: a new document).
   */
  check(actor: Actor, collection: CollectionName, docs: Doc[], stored: ReadonlyMap<string, Doc>): Promise<Refusal | null>;
}

export function createWritePolicy(couch: Couch): WritePolicy {
  async function schoolNames(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const res = await couch.collection('schools').fetch({ keys: ids });
    return new Set(res.rows.flatMap((row) => ('doc' in row && row.doc && typeof row.doc.name === 'string' ? [row.doc.name] : [])));
  }

  async function storedGames(ids: string[]): Promise<Map<string, Doc>> {
    if (ids.length === 0) return new Map();
    const res = await couch.collection('games').fetch({ keys: [...new Set(ids)] });
    return new Map(res.rows.flatMap((row) => ('doc' in row && row.doc && !row.doc._deleted ? [[row.key, row.doc as Doc] as const] : [])));
  }

  return {
    async check(actor, collection, docs, stored) {
      const serverWritten = SERVER_WRITTEN_COLLECTIONS.get(collection);
      if (serverWritten) return { status: 403, field: 'collection', reason: `${collection} is written by the server only: ${serverWritten}` };
      if (actor.role === 'admin') return null;
      if (!SCOREKEEPER_COLLECTIONS.has(collection)) {
        return { status: 403, field: 'collection', reason: `a school scorekeeper may not write ${collection}: only an association admin may` };
      }
      const mine = new Set(actor.schools);
      const involvesMine = (ids: string[]) => ids.some((id) => mine.has(id));
      const names = collection === 'playerStats' ? await schoolNames(actor.schools) : new Set<string>();
      const games = collection === 'scoreEntries' ? await storedGames(docs.map((doc) => String(doc.gameId ?? ''))) : new Map<string, Doc>();
      const theirs = (doc: Doc): boolean => {
        switch (collection) {
          case 'games':
            return involvesMine(gameSchools(doc));
          case 'rosters':
            return typeof doc.schoolId === 'string' && mine.has(doc.schoolId);
          case 'playerStats':
            return typeof doc.schoolName === 'string' && names.has(doc.schoolName);
          default:
            return involvesMine(gameSchools(games.get(String(doc.gameId ?? ''))));
        }
      };
      for (const [index, doc] of docs.entries()) {
        const at = (field: string) => `docs[${index}].${field}`;
        const id = String(doc._id ?? doc.id ?? '');
        if (doc._deleted === true) {
          return { status: 403, field: at('_deleted'), reason: `${at('_deleted')}: a school scorekeeper may not delete ${collection} (${id}): only an association admin may` };
        }
        const before = stored.get(id);
        if (collection === 'scoreEntries' && !games.has(String(doc.gameId ?? ''))) {
          return { status: 403, field: at('gameId'), reason: `${at('gameId')}: no stored game '${String(doc.gameId ?? '')}': a scorekeeper scores its schools' games once they are stored` };
        }
        if (!theirs(doc) || (before && !before._deleted && !theirs(before))) {
          const what = collection === 'scoreEntries' ? `game '${String(doc.gameId)}'` : `${collection} '${id}'`;
          const field = collection === 'games' ? 'homeSchoolId' : collection === 'rosters' ? 'schoolId' : collection === 'playerStats' ? 'schoolName' : 'gameId';
          return { status: 403, field: at(field), reason: `${at(field)}: ${what} is not one of your schools' (a scorekeeper of ${actor.schools.join(', ') || 'no school'})` };
        }
      }
      return null;
    },
  };
}

/**
 * The server says who wrote a document (docs/design/sync.md §8): `updatedBy` is stamped from the
 * token. A document naming another author is refused, unless it is the name already stored (a
 * device's three-way merge keeps the other editor's name: no claim of its own) or the document
 * is written over an older revision (the store refuses it as a conflict).
 */
export function stampAuthors(author: string, docs: Doc[], stored: ReadonlyMap<string, Doc>): Refusal | null {
  for (const [index, doc] of docs.entries()) {
    if (doc._deleted === true) continue;
    const claimed = doc.updatedBy;
    const before = stored.get(String(doc._id ?? doc.id ?? ''));
    // Written over an older revision: the store answers a conflict for it (nothing stored), and the
    // device merges with the stored version and writes again; its claim was made against that older one.
    const stale = before !== undefined && typeof doc._rev === 'string' && doc._rev !== before._rev;
    if (claimed !== undefined && claimed !== author && claimed !== before?.updatedBy && !stale) {
      const field = `docs[${index}].updatedBy`;
      return { status: 403, field, reason: `${field}: the document's author must be the signed-in user (${author}), not '${String(claimed)}'` };
    }
    doc.updatedBy = author;
  }
  return null;
}
