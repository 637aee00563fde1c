/**
 * Every scoring write (docs/design/scoring.md). A play, a correction, a void or a change of
 * state is a scoring entry of its own, written to the local database first (offline too);
 * the game's score is then computed from the game's entries (`computeScore`) and written to
 * the game, so every screen of this device shows it at once. The server computes it again
 * from every device's entries when they arrive: a final never disagrees with its periods.
 */
import type { AppDatabase } from '../../../data/database';
import { deviceClockFor } from '../../../data/deviceClock';
import { periodsFor } from '../../../shared/catalog/periods';
import { scoringFor } from '../../../shared/catalog/scoring';
import { checkEntryScore, checkScoreEntryFor, validateBusinessRules } from '../../../shared/rules';
import type { GameDoc, GameStatus } from '../../../shared/schemas/games.schema';
import type { ScoreEntryDoc } from '../../../shared/schemas/scoreEntries.schema';
import { computeScore, hasPeriodValues } from '../../../shared/scoring/score';
import type { Team } from '../../../shared/scoring/score';
import { docsEqual } from '../../../shared/docsEqual';
import { GAME_GONE, GameRuleError } from './mutations';

export type { Team } from '../../../shared/scoring/score';

/** The explicit moves of a game's state: start, end, reopen (and back to scheduled), postpone, cancel, reinstate. */
export const STATE_MOVES: Readonly<Record<GameStatus, readonly GameStatus[]>> = {
  UPCOMING: ['LIVE', 'POSTPONED', 'CANCELLED'],
  // A game stopped for weather is postponed: its entries stay, and it resumes when rescheduled.
  LIVE: ['FINAL', 'UPCOMING', 'POSTPONED'],
  FINAL: ['LIVE'],
  // Rescheduled (a new date: rescheduleGame), or called off.
  POSTPONED: ['UPCOMING', 'CANCELLED'],
  // Reinstated: back on the schedule.
  CANCELLED: ['UPCOMING'],
};

export type EntryFields = Pick<ScoreEntryDoc, 'kind'> & Partial<Pick<ScoreEntryDoc, 'team' | 'period' | 'value' | 'play' | 'target' | 'reason' | 'player'>>;

async function gameOf(db: AppDatabase, gameId: string): Promise<GameDoc> {
  const doc = await db.games.findOne(gameId).exec();
  if (!doc) throw new Error(GAME_GONE);
  return doc.toJSON() as GameDoc;
}

/** This device's copy of a game's entries. */
export async function entriesOf(db: AppDatabase, gameId: string): Promise<ScoreEntryDoc[]> {
  const docs = await db.scoreEntries.find({ selector: { gameId } }).exec();
  return docs.map((doc) => doc.toJSON() as ScoreEntryDoc);
}

function newEntry(db: AppDatabase, game: GameDoc, by: string, fields: EntryFields): ScoreEntryDoc {
  const clock = deviceClockFor(db);
  const now = Math.floor(clock.now());
  const entry = {
    id: `${game.id}:${crypto.randomUUID()}`,
    gameId: game.id,
    hlc: clock.tick(),
    device: clock.device,
    by,
    createdAt: now,
    updatedAt: now,
    updatedBy: by,
    ...fields,
  } as ScoreEntryDoc;
  const broken = validateBusinessRules('scoreEntries', { ...entry }) ?? (fields.kind === 'play' || fields.kind === 'set' ? checkScoreEntryFor(game.sport, { ...entry }) : null);
  if (broken) throw new GameRuleError(broken.message);
  return entry;
}

/**
 * A game scored by hand before it had entries (imported, or the demo's) keeps its periods:
 * its first entry is preceded by corrections that carry them, so computing from entries
 * starts from what fans already saw.
 */
function baseline(db: AppDatabase, game: GameDoc, by: string): ScoreEntryDoc[] {
  if (!hasPeriodValues(game.sport, game.score)) return [];
  const keys = [...periodsFor(game.sport).map((p) => p.key), ...(scoringFor(game.sport).final === 'typed' ? ['final'] : [])];
  const entries: ScoreEntryDoc[] = [];
  for (const team of ['home', 'away'] as const) {
    for (const period of keys) {
      const value = game.score?.[team]?.[period];
      if (value === undefined || value === null || value === '') continue;
      entries.push(newEntry(db, game, by, { kind: 'set', team, period, value, reason: 'imported' }));
    }
  }
  return entries;
}

/** Writes the game's score as computed from its entries (only when it changed). */
export async function refreshGameScore(db: AppDatabase, gameId: string, by: string, extra: Partial<GameDoc> = {}): Promise<GameDoc> {
  const entries = await entriesOf(db, gameId);
  const doc = await db.games.findOne(gameId).exec();
  if (!doc) throw new Error(GAME_GONE);
  const clock = deviceClockFor(db);
  const written = await doc.incrementalModify((data) => {
    const status = extra.status ?? data.status;
    const score = entries.length > 0 ? computeScore(data.sport, entries, status === 'FINAL') : data.score;
    const changed: string[] = [];
    if (!docsEqual(score ?? null, data.score ?? null)) changed.push('score');
    for (const [key, value] of Object.entries(extra)) if (!docsEqual((data as Record<string, unknown>)[key] ?? null, value ?? null)) changed.push(key);
    if (changed.length === 0) return data;
    const stamp = clock.tick();
    data.score = score;
    Object.assign(data, extra);
    data.clocks = { ...(data.clocks ?? {}), ...Object.fromEntries(changed.map((path) => [path, stamp])) };
    data.updatedAt = Math.floor(clock.now());
    data.updatedBy = by;
    return data;
  });
  return written.toJSON() as GameDoc;
}

/** Adds entries to a game (with its baseline first if it had none) and recomputes its score. */
export function addEntries(db: AppDatabase, gameId: string, by: string, fields: readonly EntryFields[], extra: Partial<GameDoc> = {}): Promise<ScoreEntryDoc[]> {
  return addDecidedEntries(db, gameId, by, () => ({ fields, extra }));
}

/**
 * Adds the entries `decide` makes of the game and its entries as this device holds them now (and
 * the game's other changes, one write with its score): the scoring console decides a tap there,
 * after the taps before it were written, not from the screen as last drawn.
 */
export async function addDecidedEntries(
  db: AppDatabase,
  gameId: string,
  by: string,
  decide: (game: GameDoc, existing: readonly ScoreEntryDoc[]) => { fields: readonly EntryFields[]; extra?: Partial<GameDoc> },
): Promise<ScoreEntryDoc[]> {
  const [game, existing] = await Promise.all([gameOf(db, gameId), entriesOf(db, gameId)]);
  const { fields, extra = {} } = decide(game, existing);
  const first = existing.length === 0 && fields.some((f) => f.kind === 'play' || f.kind === 'set') ? baseline(db, game, by) : [];
  const entries = [...first, ...fields.map((f) => newEntry(db, game, by, f))];
  // The score each entry leads to must be one that can be (a tennis set of 7 – 4 cannot): the server refuses such a game.
  // The baseline carries a score already stored, and its cells one at a time pass through halves of it.
  const log: ScoreEntryDoc[] = [...existing];
  for (const entry of entries) {
    const checked = (entry.kind === 'play' || entry.kind === 'set') && entry.reason !== 'imported';
    const broken = checked ? checkEntryScore(game.sport, log, entry, game.status === 'FINAL') : null;
    if (broken) throw new GameRuleError(broken.message);
    log.push(entry);
  }
  if (entries.length > 0) {
    const result = await db.scoreEntries.bulkInsert(entries);
    if (result.error.length > 0) throw new Error(`Failed to record ${result.error.length} of ${entries.length} scoring entries.`);
  }
  await refreshGameScore(db, gameId, by, extra);
  return entries;
}

/** One tap: `value` points for `team` in `period` (a play of the sport's catalog). */
export function recordPlay(db: AppDatabase, gameId: string, by: string, play: { team: Team; period: string; value: number; play?: string }) {
  return addEntries(db, gameId, by, [{ kind: 'play', team: play.team, period: play.period, value: play.value, ...(play.play ? { play: play.play } : {}) }]);
}

/** Credits a play to the player who scored it (issue 39): an entry of its own, so a later credit replaces it. */
export function creditPlay(db: AppDatabase, gameId: string, by: string, playId: string, player: { number?: string; name: string }) {
  return addEntries(db, gameId, by, [{ kind: 'credit', target: playId, player: { name: player.name, ...(player.number ? { number: player.number } : {}) } }]);
}

/** Typed corrections: each sets a period's total (undefined clears it). */
export function correctScores(db: AppDatabase, gameId: string, by: string, cells: readonly { team: Team; period: string; value: number | string | undefined }[]) {
  return addEntries(
    db,
    gameId,
    by,
    cells.map((cell) => ({ kind: 'set' as const, team: cell.team, period: cell.period, ...(cell.value === undefined ? {} : { value: cell.value }), reason: 'correction' })),
  );
}

/** Cancels an entry (a duplicate, a mistake), with the reason shown in the history. */
export function voidEntry(db: AppDatabase, gameId: string, by: string, target: string, reason: string) {
  return addEntries(db, gameId, by, [voidFields(target, reason)]);
}

/** The entry that voids `target`, with its reason. */
export function voidFields(target: string, reason: string): EntryFields {
  const why = reason.trim();
  if (!why) throw new GameRuleError('Say why this play is voided.');
  return { kind: 'void', target, reason: why.slice(0, 200) };
}

/** The last entry this device may undo: the newest play or correction of this device not voided yet. */
export function lastUndoable(entries: readonly ScoreEntryDoc[], device: string): ScoreEntryDoc | undefined {
  const voided = new Set(entries.filter((e) => e.kind === 'void').map((e) => e.target));
  return [...entries]
    .filter((e) => e.device === device && (e.kind === 'play' || e.kind === 'set') && !voided.has(e.id) && e.reason !== 'imported')
    .sort((a, b) => (a.hlc < b.hlc ? 1 : a.hlc > b.hlc ? -1 : 0))[0];
}

/** Start (UPCOMING → LIVE), end (LIVE → FINAL), reopen (FINAL → LIVE): the only ways a game's state changes. */
export async function setGameStatus(db: AppDatabase, gameId: string, by: string, status: GameStatus): Promise<void> {
  const game = await gameOf(db, gameId);
  if (game.status === status) return;
  if (!STATE_MOVES[game.status].includes(status)) {
    throw new GameRuleError(`A ${game.status.toLowerCase()} game cannot become ${status.toLowerCase()}.`);
  }
  const extra: Partial<GameDoc> = { status };
  if (status === 'LIVE' && !game.period) {
    extra.period = periodsFor(game.sport)[0]?.key;
    if (scoringFor(game.sport).halves) extra.half = 'top';
  }
  await addEntries(db, gameId, by, [{ kind: 'state', value: status }], extra);
}

/** The states a game can be given a new start from: it is upcoming again, with the same id, entries and history. */
const RESCHEDULABLE: readonly GameStatus[] = ['UPCOMING', 'POSTPONED', 'CANCELLED'];

/**
 * A new date and time for a game not played yet (docs/product/rules.md §4): upcoming again, the
 * old start kept as `rescheduledFrom` (followers are told of the move), written as every edit is.
 */
export async function rescheduleGame(db: AppDatabase, gameId: string, by: string, time: string): Promise<void> {
  const game = await gameOf(db, gameId);
  if (!RESCHEDULABLE.includes(game.status)) throw new GameRuleError(`A ${game.status.toLowerCase()} game cannot be rescheduled.`);
  if (Number.isNaN(Date.parse(time))) throw new GameRuleError('Please choose the new date and time.');
  const moved = Date.parse(time) !== Date.parse(game.time);
  if (!moved && game.status === 'UPCOMING') return;
  const extra: Partial<GameDoc> = { status: 'UPCOMING', time, ...(moved ? { rescheduledFrom: game.time } : {}) };
  const broken = validateBusinessRules('games', { ...game, ...extra });
  if (broken) throw new GameRuleError(broken.message);
  await addEntries(db, gameId, by, game.status === 'UPCOMING' ? [] : [{ kind: 'state', value: 'UPCOMING' }], extra);
}

/** The game clock as the scorer starts, stops or sets it (shared/scoring/gameClock.ts). */
export async function setGameClock(db: AppDatabase, gameId: string, by: string, clock: NonNullable<GameDoc['clock']>): Promise<void> {
  await refreshGameScore(db, gameId, by, { clock });
}

/** The period being played, moved on by the scorer (in baseball and softball, with the half of the inning). */
export async function setPeriod(db: AppDatabase, gameId: string, by: string, period: string, half?: GameDoc['half']): Promise<void> {
  const game = await gameOf(db, gameId);
  if (!periodsFor(game.sport).some((p) => p.key === period)) throw new GameRuleError(`Period '${period}' is not a period of this sport.`);
  await refreshGameScore(db, gameId, by, { period, ...(half && scoringFor(game.sport).halves ? { half } : {}) });
}
