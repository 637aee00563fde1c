import { scoringFor } from '../catalog/scoring';
import { SHOOTOUT_PERIOD_KEY, periodsFor, playedPeriods } from '../catalog/periods';
import type { ScoreSide } from '../schemas/games.schema';
import type { ScoreEntryDoc } from '../schemas/scoreEntries.schema';
import { compareHlc } from './hlc';
import { linesWon } from './tennis';

/**
 * One truth for a score (docs/design/scoring.md): a game's period scores and final are
 * computed from its scoring entries by this function, on every device and at the server.
 */

export type Team = 'home' | 'away';
export interface ComputedScore {
  home: ScoreSide;
  away: ScoreSide;
}

/** What the computation reads of an entry. */
export type EntryLike = Pick<ScoreEntryDoc, 'id' | 'kind' | 'hlc'> & Partial<Pick<ScoreEntryDoc, 'team' | 'period' | 'value' | 'target'>>;

/** Entries in the one order every device agrees on: by stamp, then by id. */
export function inOrder<T extends EntryLike>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => compareHlc(a.hlc, b.hlc) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Ids of the entries a void cancels. */
export function voidedIds(entries: readonly EntryLike[]): Set<string> {
  return new Set(entries.filter((e) => e.kind === 'void' && e.target).map((e) => e.target as string));
}

const isTeam = (team: unknown): team is Team => team === 'home' || team === 'away';

/** A period's running value after one more entry ('' clears it). */
function apply(current: number | string | undefined, entry: EntryLike): number | string | undefined {
  if (entry.kind === 'set') return entry.value ?? '';
  if (entry.kind === 'play' && typeof entry.value === 'number') return (typeof current === 'number' ? current : 0) + entry.value;
  return current;
}

/**
 * Who won a set (volleyball) at `home`–`away`: its target reached with a two-point lead; a game
 * ended by the scorer (`finished`) counts its last set as it stands. Null: still played.
 */
export function setWinnerAt(home: unknown, away: unknown, target: number, finished: boolean): Team | null {
  if (typeof home !== 'number' || typeof away !== 'number' || home === away) return null;
  const leader: Team = home > away ? 'home' : 'away';
  const top = Math.max(home, away);
  return finished || (top >= target && Math.abs(home - away) >= 2) ? leader : null;
}

/** The points that win a set of the sport: 25, the deciding (last) set 15. */
export function setTarget(sportKey: string, period: string): number {
  const scoring = scoringFor(sportKey);
  const numbered = periodsFor(sportKey);
  return period === numbered[numbered.length - 1]?.key ? (scoring.lastSetPoints ?? 15) : (scoring.setPoints ?? 25);
}

/**
 * The score of a game from its entries. `finished`: the game is FINAL (a volleyball set that
 * stopped short of its target still counts). A game with no score entries has no score ({}).
 */
export function computeScore(sportKey: string, entries: readonly EntryLike[], finished = false): ComputedScore {
  const voided = voidedIds(entries);
  const score: ComputedScore = { home: {}, away: {} };
  // A game scored at all has a final, even when every play was voided (0-0).
  const any = entries.some((e) => (e.kind === 'play' || e.kind === 'set') && isTeam(e.team) && e.period);
  for (const entry of inOrder(entries)) {
    if (voided.has(entry.id) || (entry.kind !== 'play' && entry.kind !== 'set')) continue;
    if (!isTeam(entry.team) || !entry.period) continue;
    const side = score[entry.team];
    const next = apply(side[entry.period] ?? undefined, entry);
    if (next === undefined) continue;
    if (next === '') delete side[entry.period];
    else side[entry.period] = next;
  }
  if (!any) return score;
  // Periods of a plays sport up to the last one scored in count for both teams: a quarter in which only one team scored is 0 for the other.
  if (scoringFor(sportKey).final === 'lines-won') {
    // Tennis: a set one team won a game in is 0 for the other; the sets not begun stay empty (a line is played on its own).
    for (const p of playedPeriods(sportKey)) {
      if (score.home[p.key] === undefined && score.away[p.key] === undefined) continue;
      score.home[p.key] ??= 0;
      score.away[p.key] ??= 0;
    }
  } else if (scoringFor(sportKey).mode === 'plays') {
    const periods = playedPeriods(sportKey);
    const last = periods.reduce((at, p, i) => (score.home[p.key] !== undefined || score.away[p.key] !== undefined ? i : at), -1);
    // A line score's columns (hits, errors) read 0 until there is one.
    for (const p of [...periods.slice(0, last + 1), ...periodsFor(sportKey).filter((q) => q.line)]) {
      score.home[p.key] ??= 0;
      score.away[p.key] ??= 0;
    }
  }
  return withDerivedFinals(sportKey, score, finished);
}

/**
 * The score with its finals computed from its periods: the sum (most sports), the sets won
 * (volleyball), the lines won (tennis); a typed final (cross-country team points) is kept. Every score that is
 * stored goes through this, so a final never disagrees with its periods.
 */
export function withDerivedFinals(sportKey: string, score: ComputedScore, finished: boolean): ComputedScore {
  const scoring = scoringFor(sportKey);
  if (scoring.final === 'typed') return score;
  const periods = periodsFor(sportKey);
  const home = { ...score.home };
  const away = { ...score.away };
  if (scoring.final === 'sum') {
    // A shootout decides a tie without adding to it; hits and errors are the line score's, not runs.
    const summed = periods.filter((p) => p.key !== SHOOTOUT_PERIOD_KEY && !p.line);
    const sum = (side: ScoreSide) => summed.reduce((total, p) => total + (typeof side[p.key] === 'number' ? (side[p.key] as number) : 0), 0);
    home.final = sum(home);
    away.final = sum(away);
  } else if (scoring.final === 'lines-won') {
    const won = linesWon({ home, away });
    home.final = won.home;
    away.final = won.away;
  } else {
    const won = { home: 0, away: 0 };
    for (const p of periods) {
      const winner = setWinnerAt(home[p.key], away[p.key], setTarget(sportKey, p.key), finished);
      if (winner) won[winner] += 1;
    }
    home.final = won.home;
    away.final = won.away;
  }
  return { home, away };
}

/** True when a score holds any period value (an empty score has no final to derive). */
export function hasPeriodValues(sportKey: string, score: { home?: ScoreSide | null; away?: ScoreSide | null } | null | undefined): boolean {
  return periodsFor(sportKey).some((p) => [score?.home?.[p.key], score?.away?.[p.key]].some((v) => v !== undefined && v !== null && v !== ''));
}

/** One line of a game's history, with the value it replaced and the score after it. */
export interface HistoryLine<T extends EntryLike> {
  entry: T;
  /** Voided later (its void entry), or null. */
  voidedBy: T | null;
  /** For a correction: the period's value before it (undefined: it was empty). */
  previous?: number | string;
  /** The score once this entry (and every earlier one not voided) counted. */
  after: ComputedScore;
}

/** Every entry in order, each with what it changed: the console's log and the fans' scoring summary. */
export function historyOf<T extends EntryLike>(sportKey: string, entries: readonly T[], finished = false): HistoryLine<T>[] {
  const ordered = inOrder(entries);
  const voids = new Map(ordered.filter((e) => e.kind === 'void' && e.target).map((e) => [e.target as string, e]));
  const counted: T[] = [];
  return ordered.map((entry) => {
    const before = entry.kind === 'set' && isTeam(entry.team) && entry.period ? computeScore(sportKey, counted, finished)[entry.team][entry.period] : undefined;
    counted.push(entry);
    return {
      entry,
      voidedBy: voids.get(entry.id) ?? null,
      ...(entry.kind === 'set' ? { previous: before ?? undefined } : {}),
      // A play voided later still counted at its time; the void's own line drops it.
      after: computeScore(sportKey, counted, finished),
    };
  });
}
