import type { SportFamily } from './sports';
import { getSport } from './sports';
import { periodsFor } from './periods';

/**
 * How each sport is scored courtside (docs/design/scoring.md): the plays a scorer taps, how
 * the final follows from the periods, and the largest score a cell may hold.
 */

export interface PlayDef {
  /** Stable key stored on the entry ('td', 'fg', …). */
  key: string;
  /** Button text: 'Touchdown'. */
  label: string;
  /** Short text on the button under the label: '+6'. */
  value: number;
  /** The line-score column the play counts in instead of the period being played (a hit: 'H'). */
  column?: string;
  /** Innings played in halves: the team whose play it is, the one at bat (a run, a hit) or the one in the field (an error). */
  by?: 'batting' | 'fielding';
}

/**
 * sum: the final is the sum of the periods. sets-won: the final is the number of sets won
 * (volleyball). lines-won: the final is the number of lines won, each a best-of-three match
 * (tennis). typed: the final is entered as a result of its own (cross-country team points).
 */
export type FinalRule = 'sum' | 'sets-won' | 'lines-won' | 'typed';

export interface SportScoring {
  /** plays: a console of one-tap plays; results: a form of period results (golf holes, race times). */
  mode: 'plays' | 'results';
  plays: readonly PlayDef[];
  final: FinalRule;
  /** Largest value of one period cell and of the final. */
  maxPeriod: number;
  maxFinal: number;
  /** Name of a period in the console: 'Quarter', 'Set', 'Hole'. */
  periodName: string;
  /** Periods played against a clock: the scorer may keep a game clock fans see (issue 39). */
  timed?: true;
  /** Innings played in halves, the visitors batting in the top (baseball, softball). */
  halves?: true;
  /** volleyball: points that win a set (the last set: `lastSetPoints`), by two. */
  setPoints?: number;
  lastSetPoints?: number;
}

const play = (key: string, label: string, value: number): PlayDef => ({ key, label, value });
const goal = [play('goal', 'Goal', 1)];
/** A run in the inning being played; a hit for the batting team, an error for the fielding one, in the line score. */
const innings: PlayDef[] = [
  { ...play('run', 'Run', 1), by: 'batting' },
  { ...play('hit', 'Hit', 1), column: 'H', by: 'batting' },
  { ...play('error', 'Error', 1), column: 'E', by: 'fielding' },
];

const SCORING: Record<SportFamily | 'default', SportScoring> = {
  football: {
    mode: 'plays',
    plays: [play('td', 'Touchdown', 6), play('xp', 'Extra point', 1), play('2pt', 'Two-point conversion', 2), play('fg', 'Field goal', 3), play('safety', 'Safety', 2)],
    final: 'sum', maxPeriod: 150, maxFinal: 300, periodName: 'Quarter', timed: true,
  },
  basketball: {
    mode: 'plays',
    plays: [play('ft', 'Free throw', 1), play('fg2', 'Two-pointer', 2), play('fg3', 'Three-pointer', 3)],
    final: 'sum', maxPeriod: 200, maxFinal: 400, periodName: 'Quarter', timed: true,
  },
  soccer: { mode: 'plays', plays: goal, final: 'sum', maxPeriod: 30, maxFinal: 60, periodName: 'Half', timed: true },
  'field-hockey': { mode: 'plays', plays: goal, final: 'sum', maxPeriod: 30, maxFinal: 60, periodName: 'Half', timed: true },
  lacrosse: { mode: 'plays', plays: goal, final: 'sum', maxPeriod: 60, maxFinal: 120, periodName: 'Quarter', timed: true },
  volleyball: {
    mode: 'plays', plays: [play('point', 'Point', 1)], final: 'sets-won', maxPeriod: 99, maxFinal: 5,
    periodName: 'Set', setPoints: 25, lastSetPoints: 15,
  },
  // Each line's sets in games, a game a tap (a match tiebreak's points, in its third set): shared/scoring/tennis.ts.
  tennis: { mode: 'plays', plays: [play('game', 'Game', 1)], final: 'lines-won', maxPeriod: 99, maxFinal: 6, periodName: 'Set' },
  baseball: { mode: 'plays', plays: innings, final: 'sum', maxPeriod: 50, maxFinal: 99, periodName: 'Inning', halves: true },
  softball: { mode: 'plays', plays: innings, final: 'sum', maxPeriod: 50, maxFinal: 99, periodName: 'Inning', halves: true },
  wrestling: {
    // A dual's team points from each bout's result (NFHS): decision 3, major 4, technical fall 5, fall or forfeit 6.
    mode: 'plays', plays: [play('w3', 'Decision', 3), play('w4', 'Major decision', 4), play('w5', 'Tech fall', 5), play('w6', 'Fall', 6), play('wff', 'Forfeit', 6)],
    final: 'sum', maxPeriod: 99, maxFinal: 99, periodName: 'Half',
  },
  golf: { mode: 'results', plays: [], final: 'sum', maxPeriod: 20, maxFinal: 999, periodName: 'Hole' },
  'cross-country': { mode: 'results', plays: [], final: 'typed', maxPeriod: 999, maxFinal: 999, periodName: 'Race' },
  // A dual meet's team points, typed from the meet's results: the higher wins.
  track: { mode: 'results', plays: [], final: 'typed', maxPeriod: 999, maxFinal: 999, periodName: 'Meet' },
  swimming: { mode: 'results', plays: [], final: 'typed', maxPeriod: 999, maxFinal: 999, periodName: 'Meet' },
  default: { mode: 'plays', plays: [play('pt1', 'Point', 1)], final: 'sum', maxPeriod: 999, maxFinal: 999, periodName: 'Period' },
};

/** The largest score any cell may hold, whatever the sport. */
export const MAX_SCORE = 999;

export function scoringFor(sportKey: string | null | undefined): SportScoring {
  return SCORING[getSport(sportKey)?.family ?? 'default'];
}

/** The sport's period keys in order (the first is where a game starts). */
export function periodKeys(sportKey: string | null | undefined): string[] {
  return periodsFor(sportKey).map((p) => p.key);
}
