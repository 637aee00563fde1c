/**
 * Pure rules of the game page: period names, the period columns shown, the title and the
 * spoken score, and the scoring summary built from a game's scoring entries (the same
 * computation as every score: shared/scoring/score.ts).
 */
import { scoringFor } from '../../shared/catalog/scoring';
import type { PeriodDef } from '../../shared/catalog/periods';
import { lowerScoreWins, periodsFor } from '../../shared/catalog/periods';
import type { GameDoc, GameStatus, ScoreSide } from '../../shared/schemas/games.schema';
import { GAME_STATUSES } from '../../shared/schemas/games.schema';
import type { ScoreEntryDoc } from '../../shared/schemas/scoreEntries.schema';
import { SCORE_ENTRY_KINDS } from '../../shared/schemas/scoreEntries.schema';
import type { ComputedScore, EntryLike, Team } from '../../shared/scoring/score';
import { historyOf, inOrder, voidedIds } from '../../shared/scoring/score';
import { creditsOf, playerLabel } from '../../shared/scoring/credits';

/** What the summary reads of a scoring entry (what the device keeps of it, too). */
export type SummaryEntry = EntryLike & Partial<Pick<ScoreEntryDoc, 'play' | 'reason' | 'player'>>;

type Cell = number | string | null | undefined;

const isBlank = (value: Cell): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A score cell as shown: the number, a time text, or '–' when empty. */
export function cellText(value: Cell): string {
  return isBlank(value) ? '–' : String(value).trim();
}

const OVERTIME_NAMES: Readonly<Record<string, string>> = { OT: 'Overtime', OT1: 'Overtime 1', OT2: 'Overtime 2', OT3: 'Overtime 3', SO: 'Shootout', H: 'Hits', E: 'Errors' };

/** A period in words: 'Quarter 2', 'Half 1', 'Set 3', 'Hole 4', 'Overtime', 'Final score'. */
export function periodName(sport: string, key: string, half?: GameDoc['half']): string {
  if (key === 'final') return 'Final score';
  // Baseball and softball, while played: the half inning ('Top 3', 'Bottom 8').
  if (half && scoringFor(sport).halves && /^\d+$/.test(key)) return `${half === 'bottom' ? 'Bottom' : 'Top'} ${key}`;
  if (OVERTIME_NAMES[key]) return OVERTIME_NAMES[key];
  const label = periodsFor(sport).find((p) => p.key === key)?.label ?? key;
  return /^\d+$/.test(label) ? `${scoringFor(sport).periodName} ${label}` : label;
}

/** A period's column heading: its label, short ('1', 'OT', 'H4', 'Time'). */
export function periodHeading(period: PeriodDef): string {
  return period.label.length > 4 ? period.key : period.label;
}

/** The sport's periods; overtime ones only once either team has a value there or it is being played. */
export function shownPeriods(sport: string, score: GameDoc['score'], current?: string): PeriodDef[] {
  return periodsFor(sport).filter(
    (p) => !p.extra || p.key === current || !isBlank(score?.home?.[p.key]) || !isBlank(score?.away?.[p.key]),
  );
}

/** True when the game shows a score: it has started and either final holds a value. */
export function isScored(game: Pick<GameDoc, 'status' | 'score'>): boolean {
  return game.status !== 'UPCOMING' && (!isBlank(game.score?.home?.final) || !isBlank(game.score?.away?.final));
}

/** A side's final as shown on the scoreboard: a LIVE game of a summed sport starts at 0. */
export function finalText(game: Pick<GameDoc, 'status' | 'score' | 'sport'>, team: Team): string {
  const value = game.score?.[team]?.final;
  if (isBlank(value) && game.status === 'LIVE' && scoringFor(game.sport).final !== 'typed') return '0';
  return cellText(value);
}

/** The winner of a FINAL game by its finals (golf and cross country: the lower score), or null. */
export function winnerOf(game: Pick<GameDoc, 'status' | 'score' | 'sport'>): Team | null {
  if (game.status !== 'FINAL') return null;
  const home = Number(game.score?.home?.final);
  const away = Number(game.score?.away?.final);
  if (isBlank(game.score?.home?.final) || isBlank(game.score?.away?.final) || !Number.isFinite(home) || !Number.isFinite(away) || home === away) return null;
  return (home > away) !== lowerScoreWins(game.sport) ? 'home' : 'away';
}

type Teams = Pick<GameDoc, 'status' | 'score' | 'sport' | 'homeSchoolName' | 'awayName'>;

/** True when the scoreboard shows a score: a LIVE game (from 0), or a FINAL one with a final. */
export function showsScore(game: Pick<GameDoc, 'status' | 'score'>): boolean {
  return game.status === 'LIVE' || isScored(game);
}

/** The page's title: 'Harborview 14–7 Maple Ridge' once there is a score, else 'Harborview vs Maple Ridge'. */
export function gameTitle(game: Teams): string {
  if (!showsScore(game)) return `${game.homeSchoolName} vs ${game.awayName}`;
  return `${game.homeSchoolName} ${finalText(game, 'home')}–${finalText(game, 'away')} ${game.awayName}`;
}

/** The score as a screen reader says it: 'Harborview 14, Maple Ridge 7' ('' before the game has one). */
export function spokenScore(game: Teams): string {
  if (!showsScore(game)) return '';
  return `${game.homeSchoolName} ${finalText(game, 'home')}, ${game.awayName} ${finalText(game, 'away')}`;
}

/** What the summary shows of one entry. */
export interface SummaryLine {
  id: string;
  /** play: a scoring play; correction: a period's total set by hand; result: a period's result (golf, races); earlier: the score the game had before its plays were logged; state: started, final, reopened. */
  kind: 'play' | 'correction' | 'result' | 'earlier' | 'state';
  team?: Team;
  title: string;
  /** '+6', 'Quarter 2 set to 14 (was 13)'. */
  detail?: string;
  /** The period in words. */
  period?: string;
  /** The score once this line counted (none for a voided line or a change of state). */
  score?: { home: string; away: string; label?: string };
  /** The line was voided later: it does not count. */
  voided?: { reason?: string };
  /** A play's scorer, when the scorer credited one: '#12 Sam Rivera'. */
  player?: string;
}

/** The running score after a line: the finals, or for a sport won in sets (volleyball, a tennis line), the set's points or games. */
function runningScore(sport: string, after: ComputedScore, period: string | undefined): SummaryLine['score'] {
  if ((scoringFor(sport).final === 'sets-won' || scoringFor(sport).final === 'lines-won') && period) {
    return { home: cellText(after.home[period] ?? 0), away: cellText(after.away[period] ?? 0), label: periodName(sport, period) };
  }
  return { home: cellText(after.home.final), away: cellText(after.away.final) };
}

const STATE_TITLES: Readonly<Record<GameStatus, string>> = {
  LIVE: 'Game started',
  FINAL: 'Final',
  UPCOMING: 'Back to scheduled',
  POSTPONED: 'Postponed',
  CANCELLED: 'Cancelled',
};

/**
 * The scoring summary: every entry in the order every device agrees on, each play with its
 * team, label, period and the running score after it. Running scores leave voided entries out
 * (they are listed, marked, without a score); the voids themselves are not lines. The scores a
 * game had before its plays were logged ('imported' corrections) are one line.
 */
export function summaryLines(sport: string, entries: readonly SummaryEntry[], finished: boolean): SummaryLine[] {
  const scoring = scoringFor(sport);
  const voided = voidedIds(entries);
  const voidReasons = new Map(entries.filter((e) => e.kind === 'void' && e.target).map((e) => [e.target as string, e.reason?.trim() || undefined]));
  const counted = historyOf(sport, entries.filter((e) => e.kind !== 'void' && !voided.has(e.id)), finished);
  const byId = new Map(counted.map((line) => [line.entry.id, line]));
  const lines: SummaryLine[] = [];
  const credits = creditsOf(entries);
  let status: GameStatus | null = null;

  for (const entry of inOrder(entries)) {
    // A void marks its target; a credit names its play's scorer: neither is a line of its own.
    if (entry.kind === 'void' || entry.kind === 'credit') continue;
    const history = byId.get(entry.id);
    const mark: Pick<SummaryLine, 'voided' | 'score'> = history
      ? { score: runningScore(sport, history.after, entry.period) }
      : { voided: { reason: voidReasons.get(entry.id) } };
    const team = entry.team === 'home' || entry.team === 'away' ? entry.team : undefined;
    const period = entry.period ? periodName(sport, entry.period) : undefined;

    if (entry.kind === 'state') {
      const next = (GAME_STATUSES as readonly unknown[]).includes(entry.value) ? (entry.value as GameStatus) : null;
      if (!history || !next) continue;
      lines.push({ id: entry.id, kind: 'state', title: next === 'LIVE' && status === 'FINAL' ? 'Game reopened' : STATE_TITLES[next] });
      status = next;
    } else if (entry.kind === 'play') {
      const play = scoring.plays.find((p) => p.key === entry.play);
      const value = typeof entry.value === 'number' ? entry.value : undefined;
      lines.push({
        id: entry.id,
        kind: 'play',
        team,
        title: play?.label ?? (value === 1 ? 'Point' : 'Score'),
        ...(value !== undefined && !play?.column ? { detail: `+${value}` } : {}),
        period,
        ...(credits.has(entry.id) ? { player: playerLabel(credits.get(entry.id)!) } : {}),
        ...mark,
      });
    } else if (entry.reason === 'imported') {
      if (!history) continue;
      const last = lines[lines.length - 1];
      if (last?.kind === 'earlier') last.score = mark.score;
      else lines.push({ id: entry.id, kind: 'earlier', title: 'Scored before live scoring', ...mark });
    } else if (scoring.mode === 'results' || entry.reason === 'result') {
      lines.push({ id: entry.id, kind: 'result', team, title: `${period ?? 'Result'}: ${cellText(entry.value)}`, period, ...mark });
    } else {
      const was = history?.previous;
      const set = isBlank(entry.value) ? `${period} cleared` : `${period} set to ${cellText(entry.value)}`;
      lines.push({
        id: entry.id,
        kind: 'correction',
        team,
        title: 'Score corrected',
        detail: history && was !== undefined ? `${set} (was ${cellText(was)})` : set,
        period,
        ...mark,
      });
    }
  }
  return lines;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, type: 'string' | 'number'): boolean => value === undefined || typeof value === type;

/** An entry as the summary reads it, or null: anything of another shape (another version, a hand edit) is left out. */
export function toSummaryEntry(value: unknown, gameId: string): SummaryEntry | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.hlc !== 'string') return null;
  if (!value.id.startsWith(`${gameId}:`) || (value.gameId !== undefined && value.gameId !== gameId)) return null;
  if (!(SCORE_ENTRY_KINDS as readonly unknown[]).includes(value.kind)) return null;
  if (![value.period, value.play, value.target, value.reason].every((field) => optional(field, 'string'))) return null;
  if (value.team !== undefined && value.team !== 'home' && value.team !== 'away') return null;
  if (!(optional(value.value, 'string') || typeof value.value === 'number')) return null;
  const entry: SummaryEntry = { id: value.id, kind: value.kind as SummaryEntry['kind'], hlc: value.hlc };
  for (const key of ['team', 'period', 'value', 'play', 'target', 'reason'] as const) {
    if (value[key] !== undefined) Object.assign(entry, { [key]: value[key] });
  }
  const player = value.player;
  if (isRecord(player) && typeof player.name === 'string' && optional(player.number, 'string')) {
    entry.player = { name: player.name, ...(typeof player.number === 'string' ? { number: player.number } : {}) };
  }
  return entry;
}

/** A side's score cells, for the period table. */
export function sideOf(game: Pick<GameDoc, 'score'>, team: Team): ScoreSide {
  return game.score?.[team] ?? {};
}
