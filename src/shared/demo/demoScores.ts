import { getSport } from '../catalog/sports';
import type { ScoreSide } from '../schemas/games.schema';
import { SETS_PER_LINE, TENNIS_LINES, lineSetKey } from '../catalog/periods';
import { linesWon } from '../scoring/tennis';
import type { Rng } from './prng';
import { createRng } from './prng';

export interface DemoScore {
  home: ScoreSide;
  away: ScoreSide;
}

const sum = (side: ScoreSide) =>
  Object.entries(side).reduce((total, [key, v]) => (key !== 'final' && typeof v === 'number' ? total + v : total), 0);

function withFinals(home: ScoreSide, away: ScoreSide): DemoScore {
  return { home: { ...home, final: sum(home) }, away: { ...away, final: sum(away) } };
}

const QUARTER_POINTS = [0, 0, 3, 6, 7, 7, 7, 10, 14, 14] as const;

/** Four quarters; about one game in seven is level after four and goes to OT on both sides. */
function football(rng: Rng, quarters: number): DemoScore {
  const home: ScoreSide = {};
  const away: ScoreSide = {};
  for (let q = 1; q <= quarters; q++) {
    home[q] = rng.pick(QUARTER_POINTS);
    away[q] = rng.pick(QUARTER_POINTS);
  }
  if (quarters === 4 && rng.chance(0.15)) {
    const gap = sum(home) - sum(away);
    if (gap >= 0) away[4] = (away[4] as number) + gap;
    else home[4] = (home[4] as number) - gap;
  }
  if (quarters === 4 && sum(home) === sum(away)) {
    const homeWins = rng.chance(0.5);
    home.OT = homeWins ? rng.pick([6, 7]) : rng.pick([0, 3]);
    away.OT = homeWins ? rng.pick([0, 3]) : rng.pick([6, 7]);
  }
  return withFinals(home, away);
}

const GOALS = [0, 0, 0, 1, 1, 1, 2, 2, 3] as const;

/** Two halves; a level game sometimes goes through two overtimes to a golden goal. */
function soccer(rng: Rng, halves: number): DemoScore {
  const home: ScoreSide = {};
  const away: ScoreSide = {};
  for (let h = 1; h <= halves; h++) {
    home[h] = rng.pick(GOALS);
    away[h] = rng.pick(GOALS);
  }
  if (halves === 2 && sum(home) === sum(away) && rng.chance(0.4)) {
    const homeWins = rng.chance(0.5);
    home.OT1 = 0;
    away.OT1 = 0;
    home.OT2 = homeWins ? 1 : 0;
    away.OT2 = homeWins ? 0 : 1;
  }
  return withFinals(home, away);
}

/**
 * Best of five sets. The final is sets won, as a volleyball fan reads a result
 * (3-1), not the sum of the set points.
 */
function volleyball(rng: Rng, setsToPlay: number): DemoScore {
  const home: ScoreSide = {};
  const away: ScoreSide = {};
  let homeSets = 0;
  let awaySets = 0;
  for (let set = 1; set <= 5 && set <= setsToPlay && homeSets < 3 && awaySets < 3; set++) {
    const target = set === 5 ? 15 : 25;
    const extra = rng.chance(0.2) ? rng.int(1, 4) : 0;
    const winner = target + extra;
    const loser = extra > 0 ? winner - 2 : rng.int(target - 14, target - 2);
    const homeWon = rng.chance(0.5);
    home[set] = homeWon ? winner : loser;
    away[set] = homeWon ? loser : winner;
    if (homeWon) homeSets++;
    else awaySets++;
  }
  return { home: { ...home, final: homeSets }, away: { ...away, final: awaySets } };
}

/** A won set's games, loser's first: 6-0 to 6-4, 7-5, 7-6; a match tiebreak 10-3 to 10-8. */
function wonSet(rng: Rng, set: number): [number, number] {
  if (set === SETS_PER_LINE) return [10, rng.int(3, 8)];
  const loser = rng.pick([0, 1, 2, 2, 3, 3, 4, 4, 5, 6]);
  return [loser <= 4 ? 6 : 7, loser];
}

/**
 * A dual's lines (Singles 1-3, Doubles 1-3), each best of three sets: the final is lines won
 * (all six when finished, never 3-3; else the first `draws`). Takes `draws` numbers from `rng`,
 * as the five-line demo did, so every later game of the demo keeps its score.
 */
function tennis(rng: Rng, draws: number, finished: boolean): DemoScore {
  const first = rng.next();
  for (let i = 1; i < draws; i++) rng.next();
  const local = createRng(Math.floor(first * 2 ** 32));
  const home: ScoreSide = {};
  const away: ScoreSide = {};
  const played = finished ? TENNIS_LINES : TENNIS_LINES.slice(0, draws);
  const winners = played.map(() => (local.chance(0.5) ? 'home' : 'away'));
  if (finished && winners.filter((w) => w === 'home').length * 2 === winners.length) winners[winners.length - 1] = winners[winners.length - 1] === 'home' ? 'away' : 'home';
  played.forEach((line, i) => {
    const sets = local.chance(0.35) ? [winners[i], winners[i] === 'home' ? 'away' : 'home', winners[i]] : [winners[i], winners[i]];
    // The line's winner wins the last set; a three-set line splits the first two.
    sets.forEach((winner, index) => {
      const [won, lost] = wonSet(local, index + 1);
      const key = lineSetKey(line.key, index + 1);
      home[key] = winner === 'home' ? won : lost;
      away[key] = winner === 'home' ? lost : won;
    });
  });
  const won = linesWon({ home, away });
  return { home: { ...home, final: won.home }, away: { ...away, final: won.away } };
}

const STROKES = [3, 4, 4, 4, 5, 5, 5, 6, 7] as const;

/** Strokes per hole; the lower total wins. */
function golf(rng: Rng, holes: number): DemoScore {
  const home: ScoreSide = {};
  const away: ScoreSide = {};
  for (let hole = 1; hole <= holes; hole++) {
    home[`H${hole}`] = rng.pick(STROKES);
    away[`H${hole}`] = rng.pick(STROKES);
  }
  return withFinals(home, away);
}

const raceTime = (rng: Rng) => `${rng.int(15, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}`;

/**
 * A dual meet: Time is each team's first finisher, the final is team points
 * (the two add up to 55 for five scorers a side; the lower wins, never level).
 */
function crossCountry(rng: Rng, finished: boolean): DemoScore {
  const homePoints = rng.int(15, 40);
  if (!finished) return { home: { Time: raceTime(rng) }, away: { Time: raceTime(rng) } };
  return {
    home: { Time: raceTime(rng), final: homePoints },
    away: { Time: raceTime(rng), final: 55 - homePoints },
  };
}

/**
 * A score in the sport's period columns (catalog `periodsFor`). `finished`
 * false gives a live game's partial score: the periods played so far, with the
 * running total as final.
 */
export function demoScore(rng: Rng, sportKey: string, finished: boolean): DemoScore {
  switch (getSport(sportKey)?.family) {
    case 'football':
      return football(rng, finished ? 4 : rng.int(1, 3));
    case 'soccer':
    case 'field-hockey':
      return soccer(rng, finished ? 2 : 1);
    case 'volleyball':
      return volleyball(rng, finished ? 5 : rng.int(1, 2));
    case 'tennis':
      return finished ? tennis(rng, 5, true) : tennis(rng, rng.int(1, 3), false);
    case 'golf':
      return golf(rng, finished ? 9 : rng.int(3, 6));
    case 'cross-country':
      return crossCountry(rng, finished);
    default:
      return soccer(rng, finished ? 2 : 1);
  }
}
