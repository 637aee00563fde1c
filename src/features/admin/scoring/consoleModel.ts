/**
 * What the scoring console shows, computed from the game and its scoring entries on this
 * device (docs: ARCHITECTURE.md, "How a score travels"): pure, so it is the same offline.
 */
import { scoringFor } from '../../../shared/catalog/scoring';
import type { PlayDef } from '../../../shared/catalog/scoring';
import { periodsFor, playedPeriods } from '../../../shared/catalog/periods';
import type { ScoreEntryDoc } from '../../../shared/schemas/scoreEntries.schema';
import { parseHlc } from '../../../shared/scoring/hlc';
import type { ComputedScore, Team } from '../../../shared/scoring/score';
import { computeScore, historyOf, setTarget, setWinnerAt } from '../../../shared/scoring/score';
import { creditsOf, playerLabel } from '../../../shared/scoring/credits';
import { lineSetKey } from '../../../shared/catalog/periods';
import { currentSetOf, lineSetOf, tennisLines, tennisSetWinner } from '../../../shared/scoring/tennis';
import type { LineScore } from '../../../shared/scoring/tennis';
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

/** The periods a scorer moves through: the sport's number periods, in order (a line score's hits and errors are no period). */
export function playPeriods(sport: string): string[] {
  return playedPeriods(sport).map((p) => p.key);
}

/**
 * The periods the picker offers: every regular one, and an extra one (an overtime, an extra
 * inning) once it is in reach: the current one or one before it, the next one, or one that holds
 * plays. In the first quarter a scorer sees four buttons, not seven; in the fourth, OT1 is one tap.
 */
export function pickerPeriods(sport: string, current: string, score?: ComputedScore): string[] {
  const periods = playedPeriods(sport);
  const at = periods.findIndex((p) => p.key === current);
  const played = (key: string) => score !== undefined && (score.home[key] !== undefined || score.away[key] !== undefined);
  return periods.filter((p, i) => !p.extra || i <= at + 1 || played(p.key)).map((p) => p.key);
}

// Baseball and softball (issue 39): innings in halves, the visitors batting in the top.

/** 'Top 3', 'Bottom 8': the half inning being played. */
export function halfInningText(period: string, half: AdminGame['half']): string {
  return `${half === 'bottom' ? 'Bottom' : 'Top'} ${period}`;
}

/** The team at bat: the visitors in the top of an inning, the home team in the bottom. */
export const battingTeam = (half: AdminGame['half']): Team => (half === 'bottom' ? 'home' : 'away');

/**
 * The plays a team's pad offers. In innings played in halves only the team at bat scores runs and
 * gets hits, and only the team in the field makes errors: each pad offers its own plays of the
 * half inning, so no button under the scorer's thumb is the wrong team's.
 */
export function padPlays(sport: string, half: AdminGame['half'], team: Team): readonly PlayDef[] {
  const scoring = scoringFor(sport);
  if (!scoring.halves) return scoring.plays;
  const role = team === battingTeam(half) ? 'batting' : 'fielding';
  return scoring.plays.filter((play) => play.by === undefined || play.by === role);
}

/** The half inning after this one: the bottom of the same inning, else the top of the next (an extra one past the seventh). */
export function nextHalfInning(sport: string, period: string, half: AdminGame['half']): { period: string; half: 'top' | 'bottom' } | null {
  if (half !== 'bottom') return { period, half: 'bottom' };
  const keys = playPeriods(sport);
  const next = keys[keys.indexOf(period) + 1];
  return next ? { period: next, half: 'top' } : null;
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

/** "Home Harborview: Touchdown, plus 6" ("…: Hit", one more in the line score): what a screen reader says of a play button. */
export function playButtonLabel(game: GameNames, team: Team, play: PlayDef): string {
  return `${sideWord(team)} ${teamName(game, team)}: ${play.label}${play.column ? '' : `, plus ${play.value}`}`;
}

/** Where a play counts: its line-score column (a hit), else the period being played. */
export function playColumn(play: PlayDef, period: string): string {
  return play.column ?? period;
}

// Volleyball (issue 39): a set is won at 25 (the deciding set at 15) by two; the match at three sets.

/** Whether the sport's final is the sets won (volleyball). */
export const playsSets = (sport: string) => scoringFor(sport).final === 'sets-won';

const points = (score: ComputedScore, team: Team, period: string) => {
  const value = score[team][period];
  return typeof value === 'number' ? value : 0;
};

/** Whether the sport's final is the lines won, each line a best-of-three match (tennis). */
export const playsLines = (sport: string) => scoringFor(sport).final === 'lines-won';

/** The team that has won a set as it stands (its target reached, two ahead; a tennis set at 6 or 7 games), or null while it is played. */
export function setWinner(sport: string, score: ComputedScore, period: string): Team | null {
  const at = playsLines(sport) ? lineSetOf(period) : null;
  if (at) return tennisSetWinner(points(score, 'home', period), points(score, 'away', period), at.set);
  return setWinnerAt(points(score, 'home', period), points(score, 'away', period), setTarget(sport, period), false);
}

/** Sets a match is won at: a majority of the sport's sets (3 of 5). */
export const setsToWin = (sport: string) => Math.floor(playPeriods(sport).length / 2) + 1;

/** The team that has won the match (a majority of sets), or null. */
export function matchWinner(sport: string, score: ComputedScore): Team | null {
  const need = setsToWin(sport);
  return TEAMS.find((team) => (typeof score[team].final === 'number' ? (score[team].final as number) : 0) >= need) ?? null;
}

/** "10 – 7": the set's points, home first. */
export function setScoreText(score: ComputedScore, period: string): string {
  return `${points(score, 'home', period)} – ${points(score, 'away', period)}`;
}

/** The set after `period`, when a point has just won it and the match goes on: the console starts it. */
export function nextSetAfter(sport: string, score: ComputedScore, period: string): string | null {
  if (playsLines(sport)) {
    // Tennis: the line's next set; a line won stays where it is (the scorer picks another line).
    const at = lineSetOf(period);
    const set = at ? currentSetOf(score, at.line.key) : null;
    return at && set !== null && set !== at.set ? lineSetKey(at.line.key, set) : null;
  }
  if (!playsSets(sport) || !setWinner(sport, score, period) || matchWinner(sport, score)) return null;
  const keys = playPeriods(sport);
  return keys[keys.indexOf(period) + 1] ?? null;
}

/**
 * The period to go back to when an undone point had won its set (the console had started the
 * next one): that set, now open again. Null: the period stays.
 */
export function periodAfterUndo(sport: string, score: ComputedScore, current: string, undone: Pick<ScoreEntryDoc, 'period'>): string | null {
  if ((!playsSets(sport) && !playsLines(sport)) || !undone.period || undone.period === current) return null;
  const keys = playPeriods(sport);
  const [was, now] = [keys.indexOf(undone.period), keys.indexOf(current)];
  if (was === -1 || now !== was + 1) return null;
  // Nothing scored in the set started meanwhile, and the undone set no longer won.
  const untouched = points(score, 'home', current) === 0 && points(score, 'away', current) === 0;
  return untouched && !setWinner(sport, score, undone.period) ? undone.period : null;
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
  if (entry.kind === 'credit') return `Credit to ${entry.player ? playerLabel(entry.player) : 'a player'}`;
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

/** The score after an entry: in volleyball the set it went to as well ('Set 2 10 – 7, sets 1 – 0'). */
function afterText(sport: string, score: ComputedScore, period: string | undefined): string {
  if ((!playsSets(sport) && !playsLines(sport)) || !period || !playPeriods(sport).includes(period)) return scoreText(score);
  return `${periodTitle(sport, period)} ${setScoreText(score, period)}, ${playsLines(sport) ? 'lines' : 'sets'} ${scoreText(score)}`;
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
  /** A play like this one from another device within moments of it: who scored the other. */
  duplicateOf: { by: string; device: string } | null;
  /** The player the play is credited to: '#12 Sam Rivera'. */
  player?: string;
}

/** Two alike plays from two devices this close in time are likely one play scored twice. */
export const DUPLICATE_WINDOW_MS = 2 * 60_000;

/**
 * Plays that look like one play scored on two devices (issue 39): same team, period, play and value,
 * from different devices, within DUPLICATE_WINDOW_MS of each other, neither voided. Each such play maps
 * to its look-alike, in pairs; voiding either one clears the mark from both.
 */
export function possibleDuplicates(entries: readonly ScoreEntryDoc[]): Map<string, ScoreEntryDoc> {
  const voided = new Set(entries.filter((e) => e.kind === 'void' && e.target).map((e) => e.target));
  const plays = entries.filter((e) => e.kind === 'play' && !voided.has(e.id));
  const alike = (a: ScoreEntryDoc, b: ScoreEntryDoc) =>
    a.device !== b.device && a.team === b.team && a.period === b.period && a.value === b.value && (a.play ?? '') === (b.play ?? '');
  const pairs: { a: ScoreEntryDoc; b: ScoreEntryDoc; apart: number }[] = [];
  plays.forEach((a, i) => {
    for (const b of plays.slice(i + 1)) {
      const apart = Math.abs(entryTime(a) - entryTime(b));
      if (alike(a, b) && apart <= DUPLICATE_WINDOW_MS) pairs.push({ a, b, apart });
    }
  });
  // One play scored twice is one pair: the closest look-alikes pair first, each play in one pair at most
  // (three goals on one phone and one on the other are one possible duplicate, not three).
  pairs.sort((x, y) => x.apart - y.apart || (x.a.id < y.a.id ? -1 : 1));
  const found = new Map<string, ScoreEntryDoc>();
  for (const { a, b } of pairs) {
    if (found.has(a.id) || found.has(b.id)) continue;
    found.set(a.id, b);
    found.set(b.id, a);
  }
  return found;
}

/** "2 possible duplicates: plays scored on two devices within moments. Void the extra ones below." */
export function duplicatesText(count: number): string {
  return `${count} possible duplicate${count === 1 ? '' : 's'}: alike plays scored on two devices within moments. Void each one that was scored twice.`;
}

const duplicateOf = (other: ScoreEntryDoc | undefined) => (other ? { by: other.by ?? other.updatedBy ?? 'another scorer', device: shortDevice(other.device) } : null);

/** The console's history, newest first: every play, correction, void and change of state. */
export function historyItems(game: GameNames & Pick<AdminGame, 'status'>, entries: readonly ScoreEntryDoc[], device: string): HistoryItem[] {
  // A credit names its play's scorer on the play's line: it is no line of its own.
  const credits = creditsOf(entries);
  const lines = historyOf(game.sport, entries, game.status === 'FINAL').filter((line) => line.entry.kind !== 'credit');
  const duplicates = possibleDuplicates(entries);
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
      after: afterText(game.sport, line.after, entry.period),
      voidable: (entry.kind === 'play' || entry.kind === 'set') && !line.voidedBy,
      duplicateOf: duplicateOf(duplicates.get(entry.id)),
      ...(credits.has(entry.id) ? { player: playerLabel(credits.get(entry.id)!) } : {}),
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
  if (playsLines(game.sport)) {
    const line = lineOfPeriod(score, period);
    if (line?.winner) return `${line.line.label} is over: ${teamName(game, line.winner)} won it ${setsText(line)} in sets. Pick another line.`;
    const setWon = setWinner(game.sport, score, period);
    const next = line ? currentSetOf(score, line.line.key) : null;
    if (setWon) {
      return `${periodTitle(game.sport, period)} is over: ${teamName(game, setWon)} won it ${setScoreText(score, period)}.${next ? ` Games go to set ${next}.` : ''}`;
    }
  }
  if (playsSets(game.sport)) {
    const won = matchWinner(game.sport, score);
    if (won) return `The match is over: ${teamName(game, won)} won ${finalsOf(score).home} – ${finalsOf(score).away} in sets. End the game, or undo the last point.`;
    const setWon = setWinner(game.sport, score, period);
    if (setWon) {
      const next = playPeriods(game.sport)[playPeriods(game.sport).indexOf(period) + 1];
      return `${periodTitle(game.sport, period)} is over: ${teamName(game, setWon)} won it ${setScoreText(score, period)}.${next ? ` Points go to ${periodTitle(game.sport, next)}.` : ''}`;
    }
  }
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

// Tennis (issue 39): six lines, each best of three sets; the team score is the lines won.

/** The line a tennis period ('s1-2') belongs to, as the score has it. */
export function lineOfPeriod(score: ComputedScore, period: string): LineScore | undefined {
  const at = lineSetOf(period);
  return at ? tennisLines(score).find((l) => l.line.key === at.line.key) : undefined;
}

/** A line's sets won, the winner's first when it has one: '2 – 1'. */
export function setsText(line: LineScore): string {
  const [a, b] = line.winner === 'away' ? [line.won.away, line.won.home] : [line.won.home, line.won.away];
  return `${a} – ${b}`;
}

/** A line's set scores, home first: '6-4 3-6 10-8'; '–' before its first game. */
export function lineSetsText(line: LineScore): string {
  return line.sets.length > 0 ? line.sets.map((set) => `${set.home}-${set.away}`).join(' ') : '–';
}

/** The period a scorer picking a line plays in: its set being played, else (a line won) its last set. */
export function periodForLine(score: ComputedScore, lineKey: string): string {
  const line = tennisLines(score).find((l) => l.line.key === lineKey);
  const set = currentSetOf(score, lineKey) ?? line?.sets[line.sets.length - 1]?.set ?? 1;
  return lineSetKey(lineKey, set);
}

/** What End game's dialog states. */
export function endGameText(game: GameNames, score: ComputedScore): string {
  const finals = finalsOf(score);
  return `${game.homeSchoolName} ${finals.home} – ${finals.away} ${game.awayName}`;
}

/** What this device knew of a game's score after its own last action: the entries it had, and the score they gave. */
export interface KnownScore {
  score: string;
  ids: readonly string[];
}

export function knownScore(entries: readonly ScoreEntryDoc[], score: ComputedScore): KnownScore {
  return { score: scoreText(score), ids: entries.map((e) => e.id) };
}

/** A change of the score that syncing brought: from what to what, because of whose entries. */
export interface SyncedChange {
  from: string;
  to: string;
  /** 'ben@liaa.test (device 3fa2c9)', each author and device once. */
  because: string[];
}

/**
 * Issue 39: another device's entries arrived and the score is not what this device had (a final
 * that was 3 – 0 is 4 – 2). Null when nothing arrived from elsewhere or the score stands.
 */
export function syncedChange(known: KnownScore, entries: readonly ScoreEntryDoc[], score: ComputedScore, device: string): SyncedChange | null {
  const had = new Set(known.ids);
  const arrived = entries.filter((e) => !had.has(e.id) && e.device !== device);
  const now = scoreText(score);
  if (arrived.length === 0 || now === known.score) return null;
  const because = [...new Set(arrived.map((e) => `${e.by || 'another scorer'} (device ${shortDevice(e.device)})`))].sort();
  return { from: known.score, to: now, because };
}

/** "The score changed after syncing: 3 – 0 became 4 – 2, by entries of ben@liaa.test (device 3fa2c9)." */
export function syncedChangeText(game: GameNames & Pick<AdminGame, 'status'>, change: SyncedChange): string {
  const what = game.status === 'FINAL' ? 'The final' : 'The score';
  return `${what} changed after syncing: ${change.from} became ${change.to}, by entries of ${change.because.join(' and ')}.`;
}
