import { docsEqual } from '../../src/shared/docsEqual';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { GameLinesDraft, LinesGame } from '../../src/shared/scoring/creditedStats';
import { gameLinesDrafts, gameLinesId } from '../../src/shared/scoring/creditedStats';
import type { Team } from '../../src/shared/scoring/score';
import { MOVED_FROM, movedFromAfterWrite } from '../../src/shared/seasonScope';
import type { Couch } from '../store/couch';
import { statusOf } from '../store/couch';
import type { ScoringService } from './scoring';
import { checkDocument } from './validate';

/**
 * The player lines of credited plays (issue 39, schemas/playerGameLines.schema.ts): after a
 * game's entries are stored, each of its teams' lines is derived from every stored entry of the
 * game and written when it changed (deleted when nothing is credited any more). Any instance may
 * do it at any time: the stored lines are read before the entries, so an instance that read
 * older entries writes over an older revision and is refused (409), reads again and derives again.
 */

type Doc = Record<string, unknown>;
const COLLECTION: CollectionName = 'playerGameLines';
const TEAMS: readonly Team[] = ['home', 'away'];
/** What a line's content is compared on: not its revision, times, author or the seasons it left. */
const META = new Set(['_id', '_rev', 'createdAt', 'updatedAt', 'updatedBy', MOVED_FROM]);
const content = (doc: Doc | null): Doc | null => doc && Object.fromEntries(Object.entries(doc).filter(([key]) => !META.has(key)));

export interface CreditedLines {
  /** Derives and writes the lines of these games; answers whether any document changed. */
  refresh(gameIds: Iterable<string>): Promise<boolean>;
}

export function createCreditedLines(couch: Couch, scoring: Pick<ScoringService, 'entriesOf'>): CreditedLines {
  const lines = () => couch.collection(COLLECTION);

  async function read(db: ReturnType<typeof lines>, id: string): Promise<Doc | null> {
    try {
      return (await db.get(id)) as Doc;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  /** One attempt: false when another write came first (read everything again). */
  async function attempt(gameId: string): Promise<{ done: boolean; changed: boolean }> {
    // Stored lines first, then the game and its entries (see above).
    const stored = new Map<Team, Doc | null>();
    for (const team of TEAMS) stored.set(team, await read(lines(), gameLinesId(gameId, team)));
    const game = await read(couch.collection('games'), gameId);
    const drafts: Record<Team, GameLinesDraft | null> =
      game && typeof game.sport === 'string' && typeof game.time === 'string'
        ? gameLinesDrafts({ ...(game as unknown as LinesGame), id: gameId }, await scoring.entriesOf(gameId))
        : { home: null, away: null };
    let changed = false;
    for (const team of TEAMS) {
      const before = stored.get(team) ?? null;
      const draft = drafts[team];
      if (docsEqual(content(before), draft as Doc | null)) continue;
      const now = Date.now();
      let next: Doc;
      if (!draft) {
        next = { _id: before!._id, _rev: before!._rev, _deleted: true };
      } else {
        const checked = checkDocument(COLLECTION, { ...draft, _id: draft.id, createdAt: (before?.createdAt as number | undefined) ?? now, updatedAt: now });
        if (!checked.ok) {
          console.error(`[sync-server] the credited lines of game ${gameId} (${team}) are not valid: ${checked.reason}`);
          continue;
        }
        next = { ...checked.value, ...(before ? { _rev: before._rev } : {}) };
        const moved = movedFromAfterWrite(COLLECTION, before, next);
        if (moved.length > 0) next[MOVED_FROM] = moved;
      }
      try {
        await lines().insert(next);
        changed = true;
      } catch (err) {
        if (statusOf(err) === 409) return { done: false, changed };
        throw err;
      }
    }
    return { done: true, changed };
  }

  return {
    async refresh(gameIds) {
      let changed = false;
      for (const gameId of new Set(gameIds)) {
        try {
          for (let tries = 0; tries < 5; tries++) {
            const result = await attempt(gameId);
            changed ||= result.changed;
            if (result.done) break;
          }
        } catch (err) {
          console.error(`[sync-server] deriving the credited lines of game ${gameId} failed:`, err);
        }
      }
      return changed;
    },
  };
}
