/**
 * The docs/product/rules.md rules that apply to stored data, beyond what JSON Schema can say.
 * One source of truth: browser forms call these before saving and the sync
 * server runs `validateBusinessRules` after the schema on every written document.
 */
import type { StatKind } from './catalog/statFields';
import { GRADES, ROSTER_SEASONS, positionsFor } from './catalog/rosterRules';
import { getSport, normalizeSportKey } from './catalog/sports';
import { SETS_PER_LINE, legacyColumnsFor, periodsFor } from './catalog/periods';
import { statDivisionsFor, statFieldsFor, ALL_STAT_FIELDS, STAT_VALUE_MAX } from './catalog/statFields';
import { MAX_SCORE, scoringFor } from './catalog/scoring';
import { ARTICLE_CATEGORIES, articlesSchemaLiteral } from './schemas/articles.schema';
import type { CollectionName } from './schemas/collections';
import { GAME_STATUSES, gamesSchemaLiteral } from './schemas/games.schema';
import { MSG } from './schemas/messages';
import { SCHOOL_LOCATION_MAX, SCHOOL_NAME_MAX } from './schemas/schools.schema';
import { SCORE_ENTRY_KINDS } from './schemas/scoreEntries.schema';
import { isHlc } from './scoring/hlc';
import { normalizeSeason, seasonStartYear } from './standings/season';
import { tiebreakersProblem } from './standings/tiebreakLabels';
import { computeScore, hasPeriodValues, withDerivedFinals } from './scoring/score';
import type { EntryLike } from './scoring/score';
import { lineSetOf, tennisScoreProblem } from './scoring/tennis';

export interface RuleError {
  field: string;
  message: string;
}

type Doc = Record<string, unknown>;
type Check = (doc: Doc) => RuleError | null;

/** docs/product/rules.md §10: logos (and article images) must be under 5 MB. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------- small helpers

/** A copy of `obj` with the string values of `keys` trimmed (docs/product/rules.md §2: values are trimmed). */
export function trimFields<T extends object>(obj: T, keys: readonly (keyof T)[]): T {
  const copy = { ...obj };
  for (const key of keys) {
    const value = copy[key];
    if (typeof value === 'string') copy[key] = value.trim() as T[keyof T];
  }
  return copy;
}

/** The first of `keys` whose value is missing or blank, for a form's 'required fields' message. */
export function firstBlankField<T extends object>(obj: T, keys: readonly (keyof T)[]): keyof T | undefined {
  return keys.find((key) => {
    const value = obj[key];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/]*={0,2}$/;

/** True for an inline base64 image we accept: png, jpeg, webp, gif or svg. */
export function isImageDataUrl(s: unknown): s is string {
  return typeof s === 'string' && IMAGE_DATA_URL.test(s);
}

/** Size in bytes of the data a data URL carries (decoded), without decoding it. */
export function dataUrlByteLength(s: string): number {
  const comma = s.indexOf(',');
  const payload = comma < 0 ? '' : s.slice(comma + 1);
  if (/;base64$/i.test(s.slice(0, Math.max(comma, 0)))) {
    const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
    return Math.floor((payload.length * 3) / 4) - padding;
  }
  try {
    return utf8ByteLength(decodeURIComponent(payload));
  } catch {
    return payload.length;
  }
}

/**
 * The length of a string encoded as UTF-8, as `new TextEncoder().encode(s).length` gives it
 * (a lone surrogate counts as U+FFFD, 3 bytes) without `TextEncoder`, a DOM and Node global
 * that src/shared does not use (tsconfig.shared.json).
 */
function utf8ByteLength(s: string): number {
  let bytes = 0;
  for (const char of s) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const MMSS = /^\d{1,2}:[0-5]\d$/;
const MMSS_MS = /^\d{1,2}:[0-5]\d(\.\d{1,3})?$/;

/** 'MM:SS', e.g. 16:45 (cross country times). */
export function isMmSs(s: unknown): s is string {
  return typeof s === 'string' && MMSS.test(s);
}

/** 'MM:SS.ms', e.g. 01:02.45 (swimming); the fraction may be left out. */
export function isMmSsMs(s: unknown): s is string {
  return typeof s === 'string' && MMSS_MS.test(s);
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** An ISO 8601 date-time that names a real instant (rejects 2025-02-30 and 25:00). */
export function isIsoDateTime(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = ISO_DATE_TIME.exec(s);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0));
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day &&
    hour < 24 && minute < 60 && second < 60 && !Number.isNaN(Date.parse(s))
  );
}

/** A stats value the form could not read; `message` is ready to show. */
export class InvalidStatValueError extends Error {
  override name = 'InvalidStatValueError';
}

/**
 * docs/product/rules.md §7 stats inputs: integers, decimals for names containing Average or ERA,
 * MM:SS or MM:SS.ms text. Empty becomes undefined; anything else unreadable throws.
 */
/** The bound as people read it: 1,000,000. */
const STAT_MOST = STAT_VALUE_MAX.toLocaleString('en-US');

export function parseStatValue(
  kind: StatKind,
  raw: string | number | null | undefined,
  label = 'Value',
): number | string | undefined {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (text === '') return undefined;
  switch (kind) {
    case 'integer': {
      const value = /^\d+$/.test(text) ? Number.parseInt(text, 10) : NaN;
      if (!(value <= STAT_VALUE_MAX)) throw new InvalidStatValueError(`${label} must be a whole number from 0 to ${STAT_MOST}.`);
      return value;
    }
    case 'decimal': {
      const value = /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number.parseFloat(text) : NaN;
      if (!(value <= STAT_VALUE_MAX)) throw new InvalidStatValueError(`${label} must be a number from 0 to ${STAT_MOST}.`);
      return value;
    }
    case 'mmss':
      if (!isMmSs(text)) throw new InvalidStatValueError(`${label} must be a time as MM:SS.`);
      return text;
    case 'mmssms':
      if (!isMmSsMs(text)) throw new InvalidStatValueError(`${label} must be a time as MM:SS.ms.`);
      return text;
  }
}

// ---------------------------------------------------------------- document checks

const fail = (field: string, message: string): RuleError => ({ field, message });
const text = (doc: Doc, key: string): string => (typeof doc[key] === 'string' ? (doc[key] as string).trim() : '');
const isBlank = (v: unknown) => v === undefined || v === null || v === '';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function required(doc: Doc, fields: readonly (readonly [string, string])[]): RuleError | null {
  for (const [key, label] of fields) if (!text(doc, key)) return fail(key, `${label} is required.`);
  return null;
}

function maxLength(doc: Doc, key: string, label: string, max: number): RuleError | null {
  return text(doc, key).length > max ? fail(key, `${label} must be at most ${max} characters.`) : null;
}

function knownSport(doc: Doc): RuleError | null {
  return normalizeSportKey(text(doc, 'sport')) ? null : fail('sport', `Unknown sport: '${text(doc, 'sport')}'.`);
}

function image(doc: Doc, key: string, what: string, tooLarge: string): RuleError | null {
  const value = doc[key];
  if (isBlank(value)) return null;
  if (!isImageDataUrl(value)) return fail(key, `${what} must be a PNG, JPEG, WebP, GIF or SVG image.`);
  return dataUrlByteLength(value) >= MAX_LOGO_BYTES ? fail(key, tooLarge) : null;
}

/** Whole numbers of at least 0 (and at most `most`, when given). */
function counts(doc: Doc, fields: readonly (readonly [string, string, boolean])[], most?: number): RuleError | null {
  for (const [key, label, mandatory] of fields) {
    if (isBlank(doc[key]) && !mandatory) continue;
    if (most === undefined && !isCount(doc[key])) return fail(key, `${label} must be a whole number of at least 0.`);
    if (most !== undefined && !(isCount(doc[key]) && (doc[key] as number) <= most)) return fail(key, `${label} must be a whole number from 0 to ${most}.`);
  }
  return null;
}

function fraction(doc: Doc, key: string, label: string, mandatory: boolean): RuleError | null {
  const v = doc[key];
  if (isBlank(v) && !mandatory) return null;
  return typeof v === 'number' && v >= 0 && v <= 1 ? null : fail(key, `${label} must be between 0 and 1.`);
}

const firstError = (...checks: (() => RuleError | null)[]): RuleError | null => {
  for (const check of checks) {
    const error = check();
    if (error) return error;
  }
  return null;
};

const checkSchool: Check = (doc) =>
  firstError(
    () => required(doc, [['name', 'School name'], ['location', 'Location']]),
    () => maxLength(doc, 'name', 'School name', SCHOOL_NAME_MAX),
    () => maxLength(doc, 'location', 'Location', SCHOOL_LOCATION_MAX),
    () => image(doc, 'logoUrl', 'Logo', MSG.logoTooLarge),
    () => {
      if (!Array.isArray(doc.sports)) return fail('sports', 'Sports must be a list of sport keys.');
      const unknown = doc.sports.find((s) => typeof s !== 'string' || !normalizeSportKey(s));
      return unknown === undefined ? null : fail('sports', `Unknown sport: '${String(unknown)}'.`);
    },
  );

/** Two school names name the same school when they differ only in case and spacing. */
export const schoolNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/**
 * docs/product/rules.md §2: a school's name is its own. The school `id` may not take the name of
 * another of `schools` (the device's, or the server's); null when the name is free.
 */
export function checkSchoolNameFree(school: { id: string; name: string }, schools: readonly { id: string; name: string }[]): RuleError | null {
  const key = schoolNameKey(school.name);
  const taken = schools.find((other) => other.id !== school.id && schoolNameKey(other.name) === key);
  return taken ? fail('name', `A school named '${taken.name}' already exists.`) : null;
}

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** One score cell: a whole number from 0 to the sport's most, or MM:SS for a time period. */
function checkScoreValue(sportKey: string, periodKey: string, value: unknown, field: string, side: string): RuleError | null {
  const period = periodsFor(sportKey).find((p) => p.key === periodKey);
  const scoring = scoringFor(sportKey);
  const label = periodKey === 'final' ? 'final' : (period?.label ?? periodKey);
  if (period?.kind === 'time') return isMmSs(value) ? null : fail(field, `The ${side} ${label} must be a time as MM:SS.`);
  const most = Math.min(MAX_SCORE, periodKey === 'final' ? scoring.maxFinal : scoring.maxPeriod);
  return isWhole(value) && value >= 0 && value <= most
    ? null
    : fail(field, `The ${side} ${label} score must be a whole number from 0 to ${most}.`);
}

/**
 * A score stored in a sport's legacy columns only (periods.ts, LEGACY_COLUMNS: tennis's lines
 * before they had sets): each column a match won or not, the final their sum. Such a game keeps
 * its score as stored and can still be edited; a new score is entered in the sport's own units.
 */
function checkLegacyScore(sportKey: string, score: object): RuleError | null | undefined {
  const legacy = legacyColumnsFor(sportKey);
  if (legacy.length === 0) return undefined;
  const sides = ['home', 'away'] as const;
  const columns = sides.flatMap((side) => Object.keys(((score as Doc)[side] ?? {}) as Doc).filter((key) => key !== 'final'));
  if (columns.length === 0 || !columns.every((key) => legacy.includes(key))) return undefined;
  for (const side of sides) {
    const values = ((score as Doc)[side] ?? {}) as Doc;
    let sum = 0;
    for (const key of legacy) {
      const value = values[key];
      if (isBlank(value)) continue;
      if (value !== 0 && value !== 1) return fail(`score.${side}.${key}`, `The ${side} score of line ${key} must be 0 or 1 (a match won).`);
      sum += value;
    }
    if (!isBlank(values.final) && values.final !== sum) return fail(`score.${side}.final`, `The ${side} final must be ${sum}, the lines won.`);
  }
  return null;
}

function checkScore(sportKey: string, score: unknown, finished: boolean): RuleError | null {
  if (isBlank(score)) return null;
  if (typeof score !== 'object') return fail('score', 'Score must have home and away sides.');
  const legacy = checkLegacyScore(sportKey, score);
  if (legacy !== undefined) return legacy;
  const periods = new Map(periodsFor(sportKey).map((p) => [p.key, p]));
  const sportLabel = getSport(sportKey)?.name ?? sportKey;
  for (const side of ['home', 'away'] as const) {
    const values = (score as Doc)[side];
    if (isBlank(values)) continue;
    if (typeof values !== 'object') return fail(`score.${side}`, `Score ${side} must be a set of period scores.`);
    for (const [key, value] of Object.entries(values as Doc)) {
      const field = `score.${side}.${key}`;
      if (key !== 'final' && !periods.has(key)) return fail(field, `Period '${key}' is not a score column for ${sportLabel}.`);
      if (isBlank(value)) continue;
      const error = checkScoreValue(sportKey, key, value, field, side);
      if (error) return error;
    }
  }
  const typed = score as { home?: Doc; away?: Doc };
  if (scoringFor(sportKey).final === 'lines-won') {
    const problem = tennisScoreProblem(typed as never);
    if (problem) return fail('score', problem);
  }
  // A final is computed from the periods wherever it follows from them: it may not disagree.
  if (scoringFor(sportKey).final !== 'typed' && hasPeriodValues(sportKey, typed as never)) {
    const derived = withDerivedFinals(sportKey, { home: { ...(typed.home ?? {}) } as never, away: { ...(typed.away ?? {}) } as never }, finished);
    for (const side of ['home', 'away'] as const) {
      const given = typed[side]?.final;
      if (!isBlank(given) && given !== derived[side].final) {
        return fail(`score.${side}.final`, `The ${side} final must be ${String(derived[side].final)}, computed from its periods.`);
      }
    }
  }
  return null;
}

const GAME_FIELDS = gamesSchemaLiteral.properties;

const checkGame: Check = (doc) =>
  firstError(
    () => knownSport(doc),
    () => (isIsoDateTime(doc.time) ? null : fail('time', 'Game time must be a valid date and time.')),
    () => required(doc, [['homeSchoolName', 'Home team'], ['awayName', 'Away team'], ['location', 'Location']]),
    // The schema's bounds, said in words: a form (an edit as much as a new game) names the field.
    () => maxLength(doc, 'homeSchoolName', 'Home team', GAME_FIELDS.homeSchoolName.maxLength),
    () => maxLength(doc, 'awayName', 'Away team', GAME_FIELDS.awayName.maxLength),
    () => maxLength(doc, 'location', 'Location', GAME_FIELDS.location.maxLength),
    () => maxLength(doc, 'url', 'Stream URL', GAME_FIELDS.url.maxLength),
    () => {
      const sameName = text(doc, 'homeSchoolName').toLowerCase() === text(doc, 'awayName').toLowerCase();
      const sameId = !!text(doc, 'homeSchoolId') && text(doc, 'homeSchoolId') === text(doc, 'awaySchoolId');
      return sameName || sameId ? fail('awayName', MSG.teamsMustDiffer) : null;
    },
    () =>
      (GAME_STATUSES as readonly unknown[]).includes(doc.status)
        ? null
        : fail('status', `Status must be one of ${GAME_STATUSES.join(', ')}.`),
    // A stream link is rendered as a link: only web addresses, never javascript: or data:.
    () => (!text(doc, 'url') || /^https?:\/\/\S+$/i.test(text(doc, 'url'))
      ? null
      : fail('url', 'Stream URL must start with http:// or https://.')),
    () => checkScore(text(doc, 'sport'), doc.score, doc.status === 'FINAL'),
    () => (isBlank(doc.period) || periodsFor(text(doc, 'sport')).some((p) => p.key === doc.period) || legacyColumnsFor(text(doc, 'sport')).includes(String(doc.period))
      ? null
      : fail('period', `Period '${String(doc.period)}' is not a period of ${getSport(text(doc, 'sport'))?.name ?? text(doc, 'sport')}.`)),
    () => {
      const clocks = doc.clocks;
      if (isBlank(clocks)) return null;
      const bad = Object.entries(clocks as Doc).find(([, stamp]) => !isHlc(stamp));
      return bad ? fail(`clocks.${bad[0]}`, 'Clock stamps must be hybrid logical clock stamps.') : null;
    },
  );

/**
 * A scoring entry: its game and kind, a team and a period of the sport's (the server checks the
 * game; here: shapes), a whole value in range. The server also checks `by` against the token.
 */
export function checkScoreEntryFor(sportKey: string, doc: Doc): RuleError | null {
  const kind = doc.kind as string;
  if (kind === 'void') return text(doc, 'target') ? null : fail('target', 'A void must name the entry it cancels.');
  if (kind === 'credit') {
    if (!text(doc, 'target')) return fail('target', 'A credit must name the play it credits.');
    const player = doc.player as { name?: unknown } | undefined;
    return typeof player?.name === 'string' && player.name.trim() ? null : fail('player', 'A credit must name the player.');
  }
  if (kind === 'state') {
    return (GAME_STATUSES as readonly unknown[]).includes(doc.value) ? null : fail('value', `Status must be one of ${GAME_STATUSES.join(', ')}.`);
  }
  if (doc.team !== 'home' && doc.team !== 'away') return fail('team', "Team must be 'home' or 'away'.");
  const period = text(doc, 'period');
  const sportLabel = getSport(sportKey)?.name ?? sportKey;
  const typedFinal = period === 'final' && scoringFor(sportKey).final === 'typed';
  if (!typedFinal && !periodsFor(sportKey).some((p) => p.key === period)) {
    return fail('period', `Period '${period}' is not a score column for ${sportLabel}.`);
  }
  // A correction without a value clears the cell (computeScore reads it as ''): an admin emptied it.
  if (kind === 'set' && isBlank(doc.value)) return null;
  if (kind === 'play') {
    const most = scoringFor(sportKey).maxPeriod;
    return isWhole(doc.value) && doc.value >= 1 && doc.value <= most
      ? null
      : fail('value', `A play must add a whole number from 1 to ${most}.`);
  }
  return checkScoreValue(sportKey, period, doc.value, 'value', String(doc.team)) ?? checkTennisCell(sportKey, period, doc.value);
}

/** A tennis set's games for one side: 7 at most (a match tiebreak's points may run on). */
function checkTennisCell(sportKey: string, period: string, value: unknown): RuleError | null {
  const at = scoringFor(sportKey).final === 'lines-won' ? lineSetOf(period) : null;
  if (!at || at.set === SETS_PER_LINE || !isWhole(value) || value <= 7) return null;
  return fail('value', `${at.line.label} set ${at.set}: ${value} games is more than a set has (7 at most: 7 – 5 or 7 – 6).`);
}

/**
 * The score a game's entries give with one more: refused where the entry makes it one that cannot
 * be (a tennis set of 7 – 4, a second set begun before the first is won). The console checks it
 * before writing; the server checks each entry's cell (`checkScoreEntryFor`) and the game's score
 * (`checkScore`) with the same rules. A problem the log had already (two devices' merged games) is
 * not the new entry's.
 */
export function checkEntryScore(sportKey: string, entries: readonly EntryLike[], entry: EntryLike, finished: boolean): RuleError | null {
  if (scoringFor(sportKey).final !== 'lines-won') return null;
  const problem = tennisScoreProblem(computeScore(sportKey, [...entries, entry], finished));
  return problem && problem !== tennisScoreProblem(computeScore(sportKey, entries, finished)) ? fail('value', problem) : null;
}

const checkScoreEntry: Check = (doc) =>
  firstError(
    () => required(doc, [['gameId', 'Game'], ['device', 'Device']]),
    () => (text(doc, 'id').startsWith(`${text(doc, 'gameId')}:`) ? null : fail('id', "An entry's id must start with its game's id and ':'.")),
    () => ((SCORE_ENTRY_KINDS as readonly unknown[]).includes(doc.kind) ? null : fail('kind', `Kind must be one of ${SCORE_ENTRY_KINDS.join(', ')}.`)),
    () => (isHlc(doc.hlc) ? null : fail('hlc', 'The clock stamp must be a hybrid logical clock stamp.')),
    // The sport is the game's: without the game at hand, any known sport's shapes are checked by the server (sync-server/services/scoring.ts).
    () => (doc.kind === 'void' || doc.kind === 'state' || doc.kind === 'credit' ? checkScoreEntryFor('', doc) : null),
  );

/** A roster number: a whole number from 0 to 99, as one or two digits ('7', '07', '99'). */
export function isPlayerNumber(value: string): boolean {
  return /^\d{1,2}$/.test(value);
}

/** What a roster number outside 0-99 is told: `who` is 'Player 3'. */
export function playerNumberOutOfRange(who: string): string {
  return `${who}: number must be a whole number from 0 to 99.`;
}

/**
 * docs/product/rules.md §6: one roster player, the `i`-th (0-based; told as 'Player {i + 1}'). The
 * server checks every stored player so; the roster form checks each line it would save, numbered
 * as it shows them.
 */
export function checkRosterPlayer(sportKey: string, player: unknown, i: number): RuleError | null {
  const at = `players[${i}]`;
  const who = `Player ${i + 1}`;
  if (!player || typeof player !== 'object') return fail(at, `${who} must have a number, name and grade.`);
  const p = player as Doc;
  const rules = positionsFor(sportKey);
  const sportLabel = getSport(sportKey)?.name ?? sportKey;
  const defensive = rules.defensivePositions ?? [];
  if (!text(p, 'number')) return fail(`${at}.number`, `${who}: number is required.`);
  if (!isPlayerNumber(text(p, 'number'))) return fail(`${at}.number`, playerNumberOutOfRange(who));
  if (!text(p, 'name')) return fail(`${at}.name`, `${who}: name is required.`);
  if (!GRADES.includes(text(p, 'grade'))) return fail(`${at}.grade`, `${who}: grade must be one of ${GRADES.join(', ')}.`);
  const position = text(p, 'position');
  if (!position && rules.required) return fail(`${at}.position`, `${who}: position is required for ${sportLabel}.`);
  // Football players may be listed by their defensive position alone (a linebacker is 'LB').
  if (position && ![...rules.positions, ...defensive].includes(position)) {
    return fail(`${at}.position`, `${who}: '${position}' is not a ${sportLabel} position.`);
  }
  const second = text(p, 'defensivePosition');
  if (second && !defensive.includes(second)) {
    return defensive.length === 0
      ? fail(`${at}.defensivePosition`, `${who}: ${sportLabel} has no defensive positions.`)
      : fail(`${at}.defensivePosition`, `${who}: '${second}' is not a ${sportLabel} defensive position.`);
  }
  return null;
}

const checkRoster: Check = (doc) =>
  firstError(
    () => required(doc, [['schoolId', 'School']]),
    () => knownSport(doc),
    () => (ROSTER_SEASONS.includes(text(doc, 'season'))
      ? null
      : fail('season', `Season must be one of ${ROSTER_SEASONS.join(', ')}.`)),
    () => {
      if (!Array.isArray(doc.players)) return fail('players', 'Players must be a list.');
      for (const [i, player] of doc.players.entries()) {
        const error = checkRosterPlayer(text(doc, 'sport'), player, i);
        if (error) return error;
      }
      const shared = sharedPlayerNumber(doc.players as { number: string; name: string }[]);
      return shared ? fail(`players[${shared.index}].number`, shared.message) : null;
    },
  );

/**
 * docs/product/rules.md §6: two players of one roster never wear the same number ('07' and '7' are
 * one jersey). The later of the first such pair, and what it is told; null when every number is its own.
 */
export function sharedPlayerNumber(players: readonly { number: string; name: string }[]): { index: number; message: string } | null {
  const first = new Map<number, string>();
  for (const [index, player] of players.entries()) {
    const jersey = Number(player.number.trim());
    const before = first.get(jersey);
    if (before !== undefined) return { index, message: `Number ${jersey} is worn by both ${before} and ${player.name.trim()}.` };
    first.set(jersey, player.name.trim());
  }
  return null;
}

const ARTICLE_LIMITS = articlesSchemaLiteral.properties;

const checkArticle: Check = (doc) =>
  firstError(
    () => required(doc, [['title', 'Title'], ['content', 'Content'], ['excerpt', 'Excerpt'], ['date', 'Date']]),
    // The schema's limits again, in words: a form (a new or an edited article) names the field.
    () => maxLength(doc, 'title', 'Title', ARTICLE_LIMITS.title.maxLength)
      ?? maxLength(doc, 'excerpt', 'Excerpt', ARTICLE_LIMITS.excerpt.maxLength)
      ?? maxLength(doc, 'content', 'Content', ARTICLE_LIMITS.content.maxLength),
    () => ((ARTICLE_CATEGORIES as readonly unknown[]).includes(doc.category)
      ? null
      : fail('category', `Category must be one of ${ARTICLE_CATEGORIES.join(', ')}.`)),
    () => image(doc, 'imageUrl', 'Image', 'Image file size must be less than 5MB.'),
  );

function checkStatValue(kind: StatKind, value: unknown, field: string, label: string): RuleError | null {
  const ok =
    kind === 'integer' ? isCount(value) && value <= STAT_VALUE_MAX
      : kind === 'decimal' ? typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= STAT_VALUE_MAX
        : kind === 'mmss' ? isMmSs(value) : isMmSsMs(value);
  if (ok) return null;
  const want = kind === 'integer' ? `a whole number from 0 to ${STAT_MOST}`
    : kind === 'decimal' ? `a number from 0 to ${STAT_MOST}`
      : kind === 'mmss' ? 'a time as MM:SS' : 'a time as MM:SS.ms';
  return fail(field, `${label} must be ${want}.`);
}

const checkPlayerStats: Check = (doc) =>
  firstError(
    () => required(doc, [
      ['playerName', 'Player name'], ['teamName', 'Team name'], ['schoolName', 'School name'],
      ['division', 'Division'], ['season', 'Season'],
    ]),
    () => knownSport(doc),
    () => (seasonStartYear(text(doc, 'season')) === null ? fail('season', MSG.statsSeasonInvalid) : null),
    () => {
      const divisions = statDivisionsFor(text(doc, 'sport'));
      return divisions.includes(text(doc, 'division'))
        ? null
        : fail('division', `Division must be one of ${divisions.join(', ')} for ${getSport(text(doc, 'sport'))?.name}.`);
    },
    () => {
      const own = new Map(statFieldsFor(text(doc, 'sport')).map((f) => [f.name, f]));
      for (const { name } of ALL_STAT_FIELDS) {
        const value = doc[name];
        if (isBlank(value)) continue;
        const statField = own.get(name);
        if (!statField) return fail(name, `'${name}' is not a statistic of ${getSport(text(doc, 'sport'))?.name}.`);
        const error = checkStatValue(statField.kind, value, name, statField.label);
        if (error) return error;
      }
      return null;
    },
  );

const checkFeaturedScore: Check = (doc) =>
  firstError(
    () => required(doc, [['gameId', 'Game'], ['schoolName', 'Home team'], ['opponent', 'Opponent']]),
    () => (typeof doc.order === 'number' && Number.isInteger(doc.order) && doc.order >= 1
      ? null
      : fail('order', 'Order must be a whole number of at least 1.')),
    // A featured snapshot has no sport: the bound is the one every sport's score stays within.
    () => counts(doc, [['homeScore', 'Home score', false], ['awayScore', 'Away score', false]], MAX_SCORE),
  );

const checkRanking: Check = (doc) =>
  firstError(
    () => knownSport(doc),
    () => required(doc, [['teamName', 'Team name']]),
    () => (typeof doc.rank === 'number' && Number.isInteger(doc.rank) && doc.rank >= 1
      ? null
      : fail('rank', 'Rank must be a whole number of at least 1.')),
    () => counts(doc, [['wins', 'Wins', false], ['losses', 'Losses', false]]),
    () => fraction(doc, 'winPercentage', 'Win percentage', false),
  );

const checkTeamStats: Check = (doc) =>
  firstError(
    () => knownSport(doc),
    () => required(doc, [['teamName', 'Team name'], ['season', 'Season'], ['division', 'Division']]),
    () => counts(doc, [['wins', 'Wins', true], ['losses', 'Losses', true], ['ties', 'Ties', false]]),
    () => fraction(doc, 'winPercentage', 'Win percentage', true),
  );

/** A sport's season set-up: its season named, each division once, each school in one division, tiebreakers known and each once. */
const checkDivisions: Check = (doc) =>
  firstError(
    () => knownSport(doc),
    () => (normalizeSeason(text(doc, 'season')) === text(doc, 'season')
      ? null
      : fail('season', "Season must be written like 2026-27.")),
    () => {
      const divisions = Array.isArray(doc.divisions) ? (doc.divisions as Doc[]) : [];
      const keys = new Set<string>();
      const names = new Set<string>();
      const placed = new Map<string, string>();
      for (const [i, division] of divisions.entries()) {
        const name = text(division, 'name');
        if (!name) return fail(`divisions[${i}].name`, `Division ${i + 1} needs a name.`);
        if (keys.has(text(division, 'key')) || names.has(name.toLowerCase())) return fail(`divisions[${i}]`, `'${name}' is listed twice.`);
        keys.add(text(division, 'key'));
        names.add(name.toLowerCase());
        for (const schoolId of (division.schoolIds as unknown[]) ?? []) {
          const other = placed.get(String(schoolId));
          if (other !== undefined) return fail(`divisions[${i}].schoolIds`, `A school can play in one division only: it is in both ${other} and ${name}.`);
          placed.set(String(schoolId), name);
        }
      }
      return null;
    },
    () => {
      const problem = tiebreakersProblem(Array.isArray(doc.tiebreakers) ? doc.tiebreakers : []);
      return problem ? fail('tiebreakers', problem) : null;
    },
  );

const CHECKS: Record<CollectionName, Check> = {
  schools: checkSchool,
  games: checkGame,
  rosters: checkRoster,
  articles: checkArticle,
  playerStats: checkPlayerStats,
  featuredScores: checkFeaturedScore,
  rankings: checkRanking,
  teamStats: checkTeamStats,
  scoreEntries: checkScoreEntry,
  divisions: checkDivisions,
  // Derived by the server from credited plays (services/creditedLines.ts): the schema is all a line must keep.
  playerGameLines: () => null,
  // Written by the server only, by the rules of src/shared/scoring/scorerSeat.ts.
  gameScorers: () => null,
};

/**
 * The first docs/product/rules.md rule `doc` breaks, naming the field, or null when it keeps
 * them all. Run after the collection's JSON schema: this assumes its types.
 */
export function validateBusinessRules(collection: CollectionName, doc: Record<string, unknown>): RuleError | null {
  // A CouchDB delete is a tombstone without the document's fields: there is nothing left to check.
  if (doc._deleted === true) return null;
  return CHECKS[collection](doc);
}
