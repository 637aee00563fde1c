/**
 * Standings computed from FINAL games: the one function behind /sports, the home page's
 * leaders, a school's record and the server's first screen (docs/design/standings.md).
 * A record is never typed: it is counted from the games, so it cannot disagree with them.
 */
import { lowerScoreWins } from '../catalog/periods';
import { schoolLabel } from '../schoolLabel';
import type { Record3 } from '../results';
import type { StandingsGame, TeamResult, TeamTally } from './tally';
import { idsByName, recordOf, tallyTeams, winPct } from './tally';
import { breakTies } from './tiebreak';
import type { TiebreakNote, TiebreakRow } from './tiebreak';
import type { TiebreakRule } from './tiebreakRules';
import { DEFAULT_TIEBREAKERS } from './tiebreakRules';

export interface DivisionSetup {
  key: string;
  name: string;
  schoolIds: readonly string[];
}

/** A sport's season set-up (a `divisions` document). */
export interface StandingsSetup {
  divisions: readonly DivisionSetup[];
  tiebreakers?: readonly TiebreakRule[];
}

/** A division's row; the figures of TiebreakRow count division games only, `overall` every game. */
export interface StandingsRow extends TiebreakRow {
  rank: number;
  wins: number;
  losses: number;
  ties: number;
  /** 'W3', 'L1', 'T1', or '' before a game. */
  streak: string;
  /** The last five results, as a record. */
  lastFive: Record3;
  gamesLeft: number;
  /** Why a row level on win % with a neighbour is where it is. */
  tiebreak?: TiebreakNote;
  /** The member school is gone (deleted): the row names it (schoolLabel) and links nowhere. */
  noPage?: true;
}

export interface DivisionStandings {
  key: string;
  name: string;
  rows: StandingsRow[];
}

function streakOf(results: readonly TeamResult[]): string {
  const last = results[results.length - 1];
  if (!last) return '';
  let count = 0;
  for (let i = results.length - 1; i >= 0 && results[i].outcome === last.outcome; i--) count += 1;
  return `${last.outcome}${count}`;
}

/** A team's standings figures before it is ranked: division games against members of `members`. */
function lineOf(tally: TeamTally | undefined, schoolId: string, teamName: string, members: ReadonlySet<string>, lowerWins: boolean): StandingsRow {
  const results = tally?.results ?? [];
  const division = results.filter((r) => r.opponentId !== undefined && members.has(r.opponentId));
  const record = recordOf(division);
  let pointsFor = 0;
  let pointsAgainst = 0;
  for (const r of division) {
    pointsFor += r.own;
    pointsAgainst += r.opp;
  }
  return {
    schoolId,
    teamName,
    rank: 0,
    ...record,
    played: division.length,
    winPct: winPct(record),
    pointsFor,
    pointsAgainst,
    diff: lowerWins ? pointsAgainst - pointsFor : pointsFor - pointsAgainst,
    overall: recordOf(results),
    streak: streakOf(results),
    lastFive: recordOf(results.slice(-5)),
    gamesLeft: tally?.gamesLeft ?? 0,
  };
}

export interface StandingsInput {
  games: readonly StandingsGame[];
  sport: string;
  season: string;
  setup: StandingsSetup;
  /** School names by id (a division lists ids). */
  teamNames: ReadonlyMap<string, string>;
}

/**
 * Each division's standings: ordered by win % in division games, then by the set-up's
 * tiebreakers (default: DEFAULT_TIEBREAKERS), then by name; each row level with a
 * neighbour on win % carries the rule that placed it (`tiebreak`).
 */
export function computeStandings({ games, sport, season, setup, teamNames }: StandingsInput): DivisionStandings[] {
  const tallies = tallyTeams(games, sport, season, idsByName(teamNames));
  const lowerWins = lowerScoreWins(sport);
  const rules = setup.tiebreakers ?? DEFAULT_TIEBREAKERS;
  return setup.divisions.map((division) => {
    const members = new Set(division.schoolIds);
    const lines = [...members].map((id) => lineOf(tallies.get(id), id, schoolLabel(id, teamNames, games), members, lowerWins));
    const ordered = breakTies(lines, rules, { tallies, lowerWins });
    return {
      key: division.key,
      name: division.name,
      rows: ordered.map((row, i) => ({ ...row, rank: i + 1, ...(teamNames.has(row.schoolId) ? {} : { noPage: true as const }) })),
    };
  });
}
