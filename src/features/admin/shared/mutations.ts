/**
 * Every write of the games tabs. Each lands in the local database first
 * (offline it counts as a pending change and pushes on reconnect) and is
 * checked with the rules the server applies, so the admin hears them now.
 */
import type { AppDatabase } from '../../../data/database';
import { normalizeSportKey } from '../../../shared/catalog/sports';
import { deviceClockFor } from '../../../data/deviceClock';
import { validateBusinessRules } from '../../../shared/rules';
import type { GameDoc, GameStatus } from '../../../shared/schemas/games.schema';
import { MSG } from '../../../shared/schemas/adminMessages';
import { ownEditsOf } from './ownEdits';
import type { FieldChange } from './gameChanges';
import { applyChanges, valueAt } from './gameChanges';

/** A rule the server would refuse; `message` is ready to show. */
export class GameRuleError extends Error {
  override name = 'GameRuleError';
}

export const GAME_GONE = 'This game no longer exists. It may have been deleted on another device.';
export const SCHOOL_GONE = MSG.schoolNotFoundDeleted;

export interface NewGame {
  sport: string;
  homeSchoolId?: string;
  homeSchoolName: string;
  awaySchoolId?: string;
  awayName: string;
  /** ISO instant. */
  time: string;
  location: string;
  status: GameStatus;
  url?: string;
}

function toDoc(game: NewGame, updatedBy: string, now: number): GameDoc {
  return {
    id: crypto.randomUUID(),
    sport: normalizeSportKey(game.sport) ?? game.sport,
    ...(game.homeSchoolId ? { homeSchoolId: game.homeSchoolId } : {}),
    homeSchoolName: game.homeSchoolName,
    ...(game.awaySchoolId ? { awaySchoolId: game.awaySchoolId } : {}),
    awayName: game.awayName,
    time: game.time,
    location: game.location,
    status: game.status,
    score: { home: {}, away: {} },
    ...(game.url ? { url: game.url } : {}),
    createdAt: now,
    updatedAt: now,
    updatedBy,
  };
}

/** Adds games all or nothing: one broken entry stops the whole schedule before anything is written. */
export async function addGames(db: AppDatabase, games: readonly NewGame[], updatedBy: string, now = Date.now()): Promise<GameDoc[]> {
  const docs = games.map((game) => toDoc(game, updatedBy, now));
  for (const doc of docs) {
    const broken = validateBusinessRules('games', { ...doc });
    if (broken) throw new GameRuleError(broken.message);
  }
  const result = await db.games.bulkInsert(docs);
  if (result.error.length > 0) throw new Error(`Failed to add ${result.error.length} of ${docs.length} games.`);
  return docs;
}

export async function addGame(db: AppDatabase, game: NewGame, updatedBy: string, now = Date.now()): Promise<GameDoc> {
  const [doc] = await addGames(db, [game], updatedBy, now);
  return doc;
}

export async function deleteGame(db: AppDatabase, id: string): Promise<void> {
  const doc = await db.games.findOne(id).exec();
  if (!doc) throw new Error(GAME_GONE);
  // Our own delete is no loss to report.
  ownEditsOf(db).forget('games', id);
  await doc.remove();
}

/**
 * 'keep' leaves the status alone; a status sets it, as an explicit action of the admin
 * (never a side effect of the numbers typed: docs/design/scoring.md).
 */
export type StatusRule = 'keep' | GameStatus;

function plain(doc: GameDoc): GameDoc {
  return JSON.parse(JSON.stringify(doc)) as GameDoc;
}

/**
 * Writes only the changed fields of a game (see gameChanges.ts), with the status
 * its rule gives, and notes them as this device's own edits for conflict notices.
 */
export async function updateGame(
  db: AppDatabase,
  id: string,
  changes: readonly FieldChange[],
  statusRule: StatusRule,
  updatedBy: string,
  now = Date.now(),
): Promise<GameDoc> {
  const doc = await db.games.findOne(id).exec();
  if (!doc) throw new Error(GAME_GONE);
  const current = doc.toJSON() as GameDoc;
  const next = applyChanges(plain(current), changes);
  const status = statusRule === 'keep' ? current.status : statusRule;
  const all = status === current.status ? [...changes] : [...changes, { path: ['status'], value: status }];
  const effective = all.filter((change) => valueAt(current, change.path) !== change.value);
  if (effective.length === 0) return current;
  next.status = status;
  const broken = validateBusinessRules('games', { ...next });
  if (broken) throw new GameRuleError(broken.message);

  const undo = ownEditsOf(db).record('games', id, effective, now);
  // Each field edited carries the stamp of this edit: a concurrent edit of the same field is ordered by it (shared/merge.ts).
  const stamp = deviceClockFor(db).tick();
  try {
    const written = await doc.incrementalModify((data) => {
      applyChanges(data, effective);
      data.clocks = { ...(data.clocks ?? {}), ...Object.fromEntries(effective.map((change) => [change.path.join('.'), stamp])) };
      data.updatedAt = now;
      data.updatedBy = updatedBy;
      return data;
    });
    return written.toJSON() as GameDoc;
  } catch (error) {
    undo();
    throw error;
  }
}

export type AddSportResult = 'added' | 'already';

export async function addSportToSchool(
  db: AppDatabase,
  schoolId: string,
  sport: string,
  updatedBy: string,
  now = Date.now(),
): Promise<AddSportResult> {
  const key = normalizeSportKey(sport);
  if (!key) throw new GameRuleError(`Unknown sport: '${sport}'.`);
  const school = await db.schools.findOne(schoolId).exec();
  if (!school) throw new Error(SCHOOL_GONE);
  if (school.sports.some((s) => normalizeSportKey(s) === key)) return 'already';
  await school.incrementalModify((data) => {
    // Checked again on the latest state: another tab may have added it meanwhile.
    if (!data.sports.some((s) => normalizeSportKey(s) === key)) data.sports = [...data.sports, key];
    data.updatedAt = now;
    data.updatedBy = updatedBy;
    return data;
  });
  return 'added';
}
