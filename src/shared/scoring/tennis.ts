import { SETS_PER_LINE, TENNIS_LINES, lineSetKey } from '../catalog/periods';
import type { LineDef } from '../catalog/periods';
import type { ScoreSide } from '../schemas/games.schema';

/**
 * Tennis dual matches (issue 39, docs/design/scoring.md): six lines, each best of three sets. A
 * set is won at 6 games two ahead, else 7-5, or 7-6 by a tiebreak; the third set is a match
 * tiebreak to 10 points, two ahead. The team score is the lines won. Pure: the console, the
 * rules (both sides) and the fan's page read the same answers.
 */

type Team = 'home' | 'away';
type Sides = { home?: ScoreSide | null; away?: ScoreSide | null };

/** The match tiebreak that stands for a third set: points to win it, two ahead. */
export const MATCH_TIEBREAK_POINTS = 10;
/** Sets that win a line. */
export const SETS_TO_WIN_LINE = 2;

const isDecider = (set: number) => set === SETS_PER_LINE;

/** Who won a set at `home`–`away` games (the third set: match-tiebreak points), or null while it is played. */
export function tennisSetWinner(home: number, away: number, set: number): Team | null {
  const [top, bottom] = [Math.max(home, away), Math.min(home, away)];
  const leader: Team = home > away ? 'home' : 'away';
  if (isDecider(set)) return top >= MATCH_TIEBREAK_POINTS && top - bottom >= 2 ? leader : null;
  return (top === 6 && bottom <= 4) || (top === 7 && (bottom === 5 || bottom === 6)) ? leader : null;
}

/** Why `home`–`away` can be no score of a set (as it stands or as it ended), or null. */
export function setScoreProblem(home: number, away: number, set: number): string | null {
  const [top, bottom] = [Math.max(home, away), Math.min(home, away)];
  if (isDecider(set)) {
    return top > MATCH_TIEBREAK_POINTS && top - bottom > 2
      ? `${home} – ${away} is not a match tiebreak score: it is won at ${MATCH_TIEBREAK_POINTS} points, two ahead, so past 10 it ends two apart (11 – 9, 12 – 10).`
      : null;
  }
  if (top > 7 || (top === 7 && bottom < 5)) {
    return `${home} – ${away} is not a set score: a set is won at 6 games two ahead (6 – 4), else 7 – 5 or 7 – 6.`;
  }
  return null;
}

export interface SetScore {
  set: number;
  /** The period key ('s1-2'). */
  key: string;
  home: number;
  away: number;
  winner: Team | null;
}

export interface LineScore {
  line: LineDef;
  /** The sets with games in them (or started: 0 – 0 stored), in order. */
  sets: SetScore[];
  won: Record<Team, number>;
  /** The line's winner once a side has two sets, else null. */
  winner: Team | null;
}

const games = (side: ScoreSide | null | undefined, key: string): number | null => {
  const value = side?.[key];
  return typeof value === 'number' ? value : null;
};

/** Each line's sets as the score holds them, with the sets and the line won. */
export function tennisLines(score: Sides): LineScore[] {
  return TENNIS_LINES.map((line) => {
    const sets: SetScore[] = [];
    const won = { home: 0, away: 0 };
    for (let set = 1; set <= SETS_PER_LINE; set++) {
      const key = lineSetKey(line.key, set);
      const [home, away] = [games(score.home, key), games(score.away, key)];
      if (home === null && away === null) continue;
      const winner = tennisSetWinner(home ?? 0, away ?? 0, set);
      if (winner) won[winner] += 1;
      sets.push({ set, key, home: home ?? 0, away: away ?? 0, winner });
    }
    const winner = won.home >= SETS_TO_WIN_LINE ? 'home' : won.away >= SETS_TO_WIN_LINE ? 'away' : null;
    return { line, sets, won, winner };
  });
}

/** The team score: lines won. A line not decided (a dual ended early) counts for no one. */
export function linesWon(score: Sides): Record<Team, number> {
  const won = { home: 0, away: 0 };
  for (const line of tennisLines(score)) if (line.winner) won[line.winner] += 1;
  return won;
}

/** The set of a line being played: the first not won, while the line is undecided; null once it is. */
export function currentSetOf(score: Sides, lineKey: string): number | null {
  const line = tennisLines(score).find((l) => l.line.key === lineKey);
  if (!line || line.winner) return null;
  for (let set = 1; set <= SETS_PER_LINE; set++) {
    if (!line.sets.find((s) => s.set === set)?.winner) return set;
  }
  return null;
}

/** The line and set of a tennis period key ('d2-3': Doubles 2, set 3), or null. */
export function lineSetOf(key: string): { line: LineDef; set: number } | null {
  const match = /^([sd]\d)-(\d)$/.exec(key);
  const line = match ? TENNIS_LINES.find((l) => l.key === match[1]) : undefined;
  return line && match ? { line, set: Number(match[2]) } : null;
}

/**
 * Why a tennis score can be no dual's score, in words that say where and what: an impossible set
 * score, a set played before the one before it was won, or a set after the line was decided.
 * Null when it is possible. A set at 0 – 0 is not started and never wrong.
 */
export function tennisScoreProblem(score: Sides): string | null {
  for (const line of tennisLines(score)) {
    const won = { home: 0, away: 0 };
    let open: number | null = null;
    for (const set of line.sets) {
      const where = `${line.line.label} set ${set.set}`;
      const problem = setScoreProblem(set.home, set.away, set.set);
      if (problem) return `${where}: ${problem}`;
      const started = set.home + set.away > 0;
      if (started && (won.home >= SETS_TO_WIN_LINE || won.away >= SETS_TO_WIN_LINE)) {
        return `${where} has games, but ${line.line.label} was already won ${Math.max(won.home, won.away)} – ${Math.min(won.home, won.away)} in sets.`;
      }
      if (started && open !== null) return `${where} has games before set ${open} is won.`;
      // Sets before this one missing altogether are not won either.
      const missing = set.set - 1 - (won.home + won.away);
      if (started && missing > 0) return `${where} has games before set ${won.home + won.away + 1} is won.`;
      if (set.winner) won[set.winner] += 1;
      else open ??= set.set;
    }
  }
  return null;
}
