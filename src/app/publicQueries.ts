import { article$, publishedArticles$ } from '../features/articles/queries';
import { game$, localEntries$, teamLogos$ } from '../features/game/queries';
import { menuSchools$ } from '../features/header/queries';
import { divisionLeaders$ } from '../features/home/leadersQueries';
import { myTeams$ } from '../features/home/myTeamsQueries';
import { featuredScores$, latestArticle$, recentFinalGames$ } from '../features/home/queries';
import { dayGames$, gameSports$, liveGames$, myTeamsSchedule$, schoolLogos$, todaysGames$ } from '../features/schedule/queries';
import { schoolGames$, schoolLookup$, schoolRosters$ } from '../features/school/queries';
import { schoolStats$ } from '../features/school/statsQueries';
import { schoolsByName$ } from '../features/schools/queries';
import { searchEntries$ } from '../features/search/queries';
import { sportLeaders$ } from '../features/sports/leadersQueries';
import { rankingsForSport$, sportStandings$, teamStatsForSport$ } from '../features/sports/queries';
import type { QueryRegistry } from '../data/remote/messages';

/**
 * Every query a public screen reads the device's database with, by name: what the worker that
 * holds the database answers a page with (src/data/remote/, docs/design/page-start.md, "The
 * database in the worker"). Each answers plain data, live; `tests/integration/public-queries.integration.test.ts`
 * runs every one across a message channel.
 */
export const publicQueries = {
  article: article$,
  publishedArticles: publishedArticles$,
  game: game$,
  teamLogos: teamLogos$,
  localEntries: localEntries$,
  menuSchools: menuSchools$,
  divisionLeaders: divisionLeaders$,
  myTeams: myTeams$,
  latestArticle: latestArticle$,
  recentFinalGames: recentFinalGames$,
  featuredScores: featuredScores$,
  liveGames: liveGames$,
  todaysGames: todaysGames$,
  dayGames: dayGames$,
  myTeamsSchedule: myTeamsSchedule$,
  gameSports: gameSports$,
  schoolLogos: schoolLogos$,
  schoolLookup: schoolLookup$,
  schoolGames: schoolGames$,
  schoolRosters: schoolRosters$,
  schoolStats: schoolStats$,
  schoolsByName: schoolsByName$,
  searchEntries: searchEntries$,
  teamStatsForSport: teamStatsForSport$,
  rankingsForSport: rankingsForSport$,
  sportStandings: sportStandings$,
  sportLeaders: sportLeaders$,
} satisfies QueryRegistry;

export type PublicQueries = typeof publicQueries;
