import { STANDINGS_DIVISIONS } from '../catalog/standings';
import { DEMO_STANDINGS_SPORT_KEYS } from '../catalog/sports';
import { formatRecord, overallRecord, scoreNumber } from '../results';
import type { Record3 } from '../results';
import type { DivisionsDoc } from '../schemas/divisions.schema';
import { divisionsDocId } from '../schemas/divisions.schema';
import { previousSeason, seasonOf } from '../standings/season';
import { DEFAULT_TIEBREAKERS } from '../standings/tiebreakRules';
import type { FeaturedScoreDoc } from '../schemas/featuredScores.schema';
import type { GameDoc } from '../schemas/games.schema';
import type { RankingDoc } from '../schemas/rankings.schema';
import type { TeamStatsDoc } from '../schemas/teamStats.schema';
import type { DemoContext } from './demoContext';
import { demoMeta } from './demoContext';
import type { DemoSchool } from './demoSchools';

const winPercentage = ({ wins, losses }: Record3) => (wins + losses === 0 ? 0 : wins / (wins + losses));

interface TeamRecord {
  school: DemoSchool;
  record: Record3;
}

/** Every school's record in one sport, from that sport's FINAL games: standings agree with the scores. */
function records(games: readonly GameDoc[], schools: readonly DemoSchool[], sport: string): TeamRecord[] {
  const played = games.filter((g) => g.sport === sport);
  return schools.map((school) => ({ school, record: overallRecord(played, school.doc.id) }));
}

const byStanding = (a: TeamRecord, b: TeamRecord) =>
  winPercentage(b.record) - winPercentage(a.record) || b.record.wins - a.record.wins ||
  a.school.doc.name.localeCompare(b.school.doc.name);

/**
 * The current season's divisions of every standings sport: the schools that play it, in their
 * division, with the default tiebreakers. Standings are computed from these and the games.
 */
export function createDemoDivisions({ today }: DemoContext, schools: readonly DemoSchool[]): DivisionsDoc[] {
  const season = seasonOf(today);
  return DEMO_STANDINGS_SPORT_KEYS.map((sport) => ({
    id: divisionsDocId(sport, season),
    sport,
    season,
    divisions: STANDINGS_DIVISIONS.map((d) => ({
      key: d.key,
      name: d.name,
      schoolIds: schools.filter((s) => s.division === d.key && s.doc.sports.includes(sport)).map((s) => s.doc.id),
    })),
    tiebreakers: [...DEFAULT_TIEBREAKERS],
    ...demoMeta(today.getTime()),
  }));
}

/**
 * Last season's final standings, as an association imports them for a season whose games
 * were never stored (hand-entered `teamStats` rows): the season picker's past season.
 */
export function createDemoTeamStats({ today }: DemoContext, schools: readonly DemoSchool[]): TeamStatsDoc[] {
  const season = previousSeason(seasonOf(today));
  return DEMO_STANDINGS_SPORT_KEYS.flatMap((sport, s) =>
    schools.map((school, i): TeamStatsDoc => {
      // A plausible, fixed spread of records: a ten-game season, different per sport.
      const wins = (i * 7 + s * 3) % 11;
      const record = { wins, losses: 10 - wins, ties: 0 };
      return {
        id: `standings-${season}-${sport}-${school.doc.id}`,
        sport,
        season,
        division: school.division,
        teamName: school.doc.name,
        schoolId: school.doc.id,
        wins: record.wins,
        losses: record.losses,
        overall: formatRecord(record),
        winPercentage: winPercentage(record),
        ...demoMeta(today.getTime()),
      };
    }),
  );
}

/** A top-10 power ranking per standings sport, across divisions. */
export function createDemoRankings({ today }: DemoContext, schools: readonly DemoSchool[], games: readonly GameDoc[]): RankingDoc[] {
  return DEMO_STANDINGS_SPORT_KEYS.flatMap((sport) =>
    records(games, schools, sport)
      .sort(byStanding)
      .slice(0, 10)
      .map(({ school, record }, i): RankingDoc => ({
        id: `ranking-${sport}-${i + 1}`,
        sport,
        season: seasonOf(today),
        teamName: school.doc.name,
        rank: i + 1,
        wins: record.wins,
        losses: record.losses,
        winPercentage: winPercentage(record),
        ...demoMeta(today.getTime()),
      })),
  );
}

/** Three featured games for the home page: two live ones and the latest final football score. */
export function createDemoFeaturedScores({ today }: DemoContext, games: readonly GameDoc[]): FeaturedScoreDoc[] {
  const live = games.filter((g) => g.status === 'LIVE').slice(0, 2);
  const latestFinal = games
    .filter((g) => g.status === 'FINAL' && g.sport === 'football')
    .sort((a, b) => b.time.localeCompare(a.time))[0];
  return [...live, latestFinal].filter((g): g is GameDoc => g !== undefined).map((game, i) => ({
    id: `featured-${game.id}`,
    gameId: game.id,
    schoolName: game.homeSchoolName,
    opponent: game.awayName,
    homeScore: scoreNumber(game.score?.home?.final) ?? null,
    awayScore: scoreNumber(game.score?.away?.final) ?? null,
    date: game.time,
    location: game.location,
    status: game.status,
    order: i + 1,
    ...demoMeta(today.getTime()),
  }));
}
