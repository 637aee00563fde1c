/**
 * What the scoring console shows, computed from the game and its scoring entries on this
 * device (docs: ARCHITECTURE.md, "How a score travels"): pure, so it is the same offline.
 */
import { scoringFor } from '../../../shared/catalog/scoring';
import type { PlayDef } from '../../../shared/catalog/scoring';
import { periodsFor } from '../../../shared/catalog/periods';
import type { ScoreEntryDoc } from '../../../shared/schemas/scoreEntries.schema';
import { parseHlc } from '../../../shared/scoring/hlc';
import type { ComputedScore, Team } from '../../../shared/scoring/score';
import { computeScore, historyOf } from '../../../shared/scoring/score';
import type { AdminGame } from '../shared/queries';

/** Another device's entries this recent mean it is scoring the same game now. */
export const ALSO_SCORING_WINDOW_MS = 5 * 60_000;

/** The reason an undo gives its void. */
export const UNDONE = 'Undone';

type GameNames = Pick<AdminGame, 'sport' | 'homeSchoolName' | 'awayName'>;

export const TEAMS: readonly Team[] = ['home', 'away'];

export function teamName(game: GameNames, team: Team): string {
  return team === 'home' ? game.homeSchoolName : game.awayName;
}

export const sideWord = (team: Team) => (team === 'home' ? 'Home' : 'Away');

/** A device id short enough to read aloud: the first six characters. */
export function shortDevice(device: string): string {
  return device.slice(0, 6);
}

/** 'Half 1', 'Quarter 4', 'OT', 'Hole 3', 'Set 2', 'Final'. */
export function periodTitle(sport: string, key: string): string {
  if (key === 'final') return 'Final';
  const label = periodsFor(sport).find((p) => p.key === key)?.label ?? key;
  return /^\d+$/.test(label) ? `${scoringFor(sport).periodName} ${label}` : label;
}

/** The periods a scorer moves through: the sport's number periods, in order. */
export function playPeriods(sport: string): string[] {
  return periodsFor(sport)
    .filter((p) => p.kind === 'number')
    .map((p) => p.key);
}

/** The period being played: the game's, else the first. */
export function currentPeriod(game: Pick<AdminGame, 'sport' | 'period'>): string {
  const keys = playPeriods(game.sport);
  return game.period && keys.includes(game.period) ? game.period : (keys[0] ?? '1');
}

/** The score shown: computed from this device's entries, or the game's own before it has any. */
export function shownScore(game: Pick<AdminGame, 'sport' | 'status' | 'score'>, entries: readonly ScoreEntryDoc[]): ComputedScore {
  if (entries.length > 0) return computeScore(game.sport, entries, game.status === 'FINAL');
  return { home: { ...(game.score?.home ?? {}) }, away: { ...(game.score?.away ?? {}) } };
}

/** A side's final as shown: its number, 0 for a side not on the board yet once the other is. */
export function finalsOf(score: ComputedScore, started = false): Record<Team, string> {
  const value = (team: Team) => score[team].final;
  // A game under way has a score from its first second (0 – 0); only one not started yet shows none.
  const any = started || TEAMS.some((team) => value(team) !== undefined && value(team) !== null && value(team) !== '');
  const text = (team: Team) => {
    const v = value(team);
    if (v !== undefined && v !== null && v !== '') return String(v);
    return any ? '0' : '–';
  };
  return { home: text('home'), away: text('away') };
}

/** "Home Harborview: Touchdown, plus 6": what a screen reader says of a play button. */
export function playButtonLabel(game: GameNames, team: Team, play: PlayDef): string {
  return `${sideWord(team)} ${teamName(game, team)}: ${play.label}, plus ${play.value}`;
}

/** The play's name in the sport's catalog ('Three-pointer'), if it has one. */
export function playName(sport: string, key: string | undefined): string | undefined {
  return key ? scoringFor(sport).plays.find((p) => p.key === key)?.label : undefined;
}

const valueText = (value: number | string | undefined | null) => (value === undefined || value === null || value === '' ? '–' : String(value));

/** One entry in words: 'Harborview +3 Three-pointer', 'Harborview Half 1: 7 → 9'. */
export function describeEntry(game: GameNames, entry: ScoreEntryDoc, previous?: number | string): string {
  const team = entry.team === 'home' || entry.team === 'away' ? teamName(game, entry.team) : '';
  const period = entry.period ? periodTitle(game.sport, entry.period) : '';
  if (entry.kind === 'play') {
    const name = playName(game.sport, entry.play);
    return `${team} +${valueText(entry.value)}${name ? ` ${name}` : ''}`;
  }
  if (entry.kind === 'set') {
    if (entry.reason === 'imported') return `Score before the log: ${team} ${period} ${valueText(entry.value)}`;
    if (entry.reason === 'result') return `Result: ${team} ${period} ${valueText(entry.value)}`;
    return `Correction: ${team} ${period} ${valueText(previous)} → ${valueText(entry.value)}`;
  }
  if (entry.kind === 'state') {
    if (entry.value === 'LIVE') return 'Game started';
    if (entry.value === 'FINAL') return 'Game ended';
    return 'Game moved back to upcoming';
  }
  return 'Void';
}

/** When an entry was made: its clock stamp's time (the device's, corrected by the server's), else its creation time. */
export function entryTime(entry: Pick<ScoreEntryDoc, 'hlc' | 'createdAt'>): number {
  return parseHlc(entry.hlc)?.wall ?? entry.createdAt ?? 0;
}

/** "54 – 48". */
export function scoreText(score: ComputedScore): string {
  const finals = finalsOf(score);
  return `${finals.home} – ${finals.away}`;
}

export interface HistoryItem {
  id: string;
  kind: ScoreEntryDoc['kind'];
  text: string;
  /** The period, for plays. */
  period?: string;
  team?: Team;
  by: string;
  at: number;
  /** Short id of the device that wrote it. */
  device: string;
  mine: boolean;
  /** Voided later: by whom and why. */
  voided: { by: string; reason: string } | null;
  /** A correction replaced by a later one of the same cell from another device: who. */
  replacedBy: string | null;
  /** The score once this entry counted. */
  after: string;
  /** A play or correction not voided yet may be voided. */
  voidable: boolean;
}

/** The console's history, newest first: every play, correction, void and change of state. */
export function historyItems(game: GameNames & Pick<AdminGame, 'status'>, entries: readonly ScoreEntryDoc[], device: string): HistoryItem[] {
  const lines = historyOf(game.sport, entries, game.status === 'FINAL');
  const byId = new Map(entries.map((e) => [e.id, e]));
  let ended = false;
  const items = lines.map((line, index): HistoryItem => {
    const { entry } = line;
    const target = entry.kind === 'void' && entry.target ? byId.get(entry.target) : undefined;
    let text = describeEntry(game, entry, line.previous);
    if (entry.kind === 'state') {
      if (entry.value === 'LIVE' && ended) text = 'Game reopened';
      ended = entry.value === 'FINAL';
    }
    if (entry.kind === 'void') {
      const what = target ? describeEntry(game, target) : 'an entry not on this device yet';
      text = entry.reason === UNDONE ? `Undone: ${what}` : `Voided ${what}: ${entry.reason ?? ''}`.trim();
    }
    const laterSet =
      entry.kind === 'set' && !line.voidedBy
        ? lines.slice(index + 1).find((l) => l.entry.kind === 'set' && !l.voidedBy && l.entry.team === entry.team && l.entry.period === entry.period)
        : undefined;
    const replacedBy = laterSet && laterSet.entry.device !== entry.device ? (laterSet.entry.by ?? 'another scorer') : null;
    return {
      id: entry.id,
      kind: entry.kind,
      text,
      ...(entry.kind === 'play' && entry.period ? { period: periodTitle(game.sport, entry.period) } : {}),
      ...(entry.team === 'home' || entry.team === 'away' ? { team: entry.team } : {}),
      by: entry.by ?? entry.updatedBy ?? '',
      at: entryTime(entry),
      device: shortDevice(entry.device),
      mine: entry.device === device,
      voided: line.voidedBy ? { by: line.voidedBy.by ?? '', reason: line.voidedBy.reason ?? '' } : null,
      replacedBy,
      after: scoreText(line.after),
      voidable: (entry.kind === 'play' || entry.kind === 'set') && !line.voidedBy,
    };
  });
  return items.reverse();
}

/**
 * Who else is scoring this game now: the authors of entries another device wrote within
 * the last few minutes (by their clock stamps). Two phones scoring one game count each
 * basket twice; the console says so, and any play can be voided.
 */
export function otherScorers(entries: readonly ScoreEntryDoc[], device: string, now: number, windowMs = ALSO_SCORING_WINDOW_MS): string[] {
  const names = new Set<string>();
  for (const entry of entries) {
    if (entry.device === device || entry.kind === 'state') continue;
    if (entryTime(entry) >= now - windowMs) names.add(entry.by || 'another scorer');
  }
  return [...names].sort();
}

/** "Also being scored on another device by {by}". */
export function alsoScoringText(names: readonly string[]): string {
  return `Also being scored on another device by ${names.join(' and ')}`;
}

/** The undo button's words for the entry it would void. */
export function undoLabel(game: GameNames, entry: ScoreEntryDoc): string {
  if (entry.kind !== 'set') return `Undo ${describeEntry(game, entry)}`;
  const team = entry.team === 'home' || entry.team === 'away' ? teamName(game, entry.team) : '';
  return `Undo correction: ${team} ${periodTitle(game.sport, entry.period ?? '')} → ${valueText(entry.value)}`;
}

/**
 * Why a play cannot be added, or null when it fits: a period (and a summed final) holds at most
 * the sport's most (a tennis line is won once). The server refuses a game past it, so the
 * console never writes one.
 */
export function playRefusal(game: GameNames, score: ComputedScore, team: Team, period: string, value: number): string | null {
  const scoring = scoringFor(game.sport);
  const current = score[team][period];
  const inPeriod = (typeof current === 'number' ? current : 0) + value;
  const where = `${teamName(game, team)} ${periodTitle(game.sport, period)}`;
  if (inPeriod > scoring.maxPeriod) {
    return `${where} can hold at most ${scoring.maxPeriod}: move on to the next ${scoring.periodName.toLowerCase()}.`;
  }
  const final = score[team].final;
  if (scoring.final === 'sum' && (typeof final === 'number' ? final : 0) + value > scoring.maxFinal) {
    return `${teamName(game, team)}'s final can be at most ${scoring.maxFinal}.`;
  }
  return null;
}

/** What End game's dialog states. */
export function endGameText(game: GameNames, score: ComputedScore): string {
  const finals = finalsOf(score);
  return `${game.homeSchoolName} ${finals.home} – ${finals.away} ${game.awayName}`;
}
