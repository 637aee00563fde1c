/**
 * Counting a sport's season from its FINAL games: every team's results, once per game,
 * from its own side. The standings, a school's record and the tiebreakers all count here.
 */
import { lowerScoreWins } from '../catalog/periods';
import { normalizeSportKey } from '../catalog/sports';
import type { Record3, ScoreLike } from '../results';
import { scoreNumber } from '../results';
import { seasonBounds } from './season';
import { byCodeUnits } from '../order';

/** The fields of a game standings read (a GameDoc has them all). */
export interface StandingsGame {
  id: string;
  sport: string;
  status: string;
  time: string;
  homeSchoolId?: string;
  awaySchoolId?: string;
  /** A side typed as a name (no school id) counts for the school of that name, when one is known. */
  homeSchoolName?: string;
  awayName?: string;
  score?: ScoreLike | null;
  updatedAt?: number;
}

/** One game from one team's side. */
export interface TeamResult {
  gameId: string;
  time: string;
  opponentId?: string;
  /** Points (goals, sets, strokes) this team and its opponent scored. */
  own: number;
  opp: number;
  outcome: 'W' | 'L' | 'T';
}

/** Everything counted for one team in one sport and season. */
export interface TeamTally {
  schoolId: string;
  /** Every FINAL game of the season, oldest first. */
  results: TeamResult[];
  /** UPCOMING and LIVE games of the season. */
  gamesLeft: number;
}

const emptyRecord = (): Record3 => ({ wins: 0, losses: 0, ties: 0 });

function add(record: Record3, outcome: TeamResult['outcome']): void {
  if (outcome === 'W') record.wins += 1;
  else if (outcome === 'L') record.losses += 1;
  else record.ties += 1;
}

/** Win % of a record: ties count half. */
export function winPct({ wins, losses, ties }: Record3): number {
  const played = wins + losses + ties;
  return played === 0 ? 0 : (wins + ties / 2) / played;
}

export function recordOf(results: readonly TeamResult[]): Record3 {
  const record = emptyRecord();
  for (const result of results) add(record, result.outcome);
  return record;
}

/** Both finals of a game, or null when either is missing. */
function finals(game: StandingsGame): [number, number] | null {
  const home = scoreNumber(game.score?.home?.final);
  const away = scoreNumber(game.score?.away?.final);
  return home === undefined || away === undefined ? null : [home, away];
}

/**
 * Every team's games of one sport and season, counted once. Games of other sports or seasons,
 * games without both finals, and sides without a school id are left out.
 */
export function tallyTeams(
  games: readonly StandingsGame[],
  sport: string,
  season: string,
  idByName: ReadonlyMap<string, string> = new Map(),
): Map<string, TeamTally> {
  const key = normalizeSportKey(sport) ?? sport;
  const { start, end } = seasonBounds(season);
  const lowerWins = lowerScoreWins(key);
  const teams = new Map<string, TeamTally>();
  const team = (schoolId: string): TeamTally => {
    let tally = teams.get(schoolId);
    if (!tally) teams.set(schoolId, (tally = { schoolId, results: [], gamesLeft: 0 }));
    return tally;
  };
  for (const game of games) {
    const at = Date.parse(game.time);
    if (!(at >= start && at < end) || (normalizeSportKey(game.sport) ?? game.sport) !== key) continue;
    const sides = [game.homeSchoolId || idByName.get(nameKey(game.homeSchoolName)), game.awaySchoolId || idByName.get(nameKey(game.awayName))];
    if (game.status !== 'FINAL') {
      for (const id of sides) if (id) team(id).gamesLeft += 1;
      continue;
    }
    const score = finals(game);
    if (!score) continue;
    sides.forEach((id, i) => {
      if (!id) return;
      const own = score[i];
      const opp = score[1 - i];
      const won = lowerWins ? own < opp : own > opp;
      team(id).results.push({ gameId: game.id, time: game.time, opponentId: sides[1 - i], own, opp, outcome: own === opp ? 'T' : won ? 'W' : 'L' });
    });
  }
  for (const tally of teams.values()) tally.results.sort((a, b) => byCodeUnits(a.time, b.time) || byCodeUnits(a.gameId, b.gameId));
  return teams;
}

/** How names are matched: trimmed, any letter case. */
export const nameKey = (name: string | undefined): string => (name ?? '').trim().toLowerCase();

/** School ids by name, for sides typed as names. */
export function idsByName(names: ReadonlyMap<string, string>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [id, name] of names) if (!ids.has(nameKey(name))) ids.set(nameKey(name), id);
  return ids;
}

/** A school's record in one sport and season: the school page's Overall Record, the standings' Overall column. */
export function seasonRecord(games: readonly StandingsGame[], school: { id: string; name: string }, sport: string, season: string): Record3 {
  return recordOf(tallyTeams(games, sport, season, new Map([[nameKey(school.name), school.id]])).get(school.id)?.results ?? []);
}
