import type { Loaded } from '../data/remote/messages';

/**
 * Every query a public screen reads the device's database with, by name, each loaded when first
 * asked for: what the worker that holds the database answers a page with (src/data/remote/,
 * docs/design/page-start.md, "The database in the worker"). Each lives in a `*.live.ts` module,
 * which imports nothing of the page (eslint.config.js), so a worker can load it. Each answers plain
 * data, live; `tests/integration/public-queries.integration.test.ts` runs every one across a
 * message channel.
 */
export const publicQueries = {
  article: () => import('../features/articles/queries.live').then((m) => m.article$),
  publishedArticles: () => import('../features/articles/queries.live').then((m) => m.publishedArticles$),
  game: () => import('../features/game/queries.live').then((m) => m.game$),
  teamLogos: () => import('../features/game/queries.live').then((m) => m.teamLogos$),
  localEntries: () => import('../features/game/queries.live').then((m) => m.localEntries$),
  menuSchools: () => import('../features/header/queries.live').then((m) => m.menuSchools$),
  divisionLeaders: () => import('../features/home/leadersQueries.live').then((m) => m.divisionLeaders$),
  myTeams: () => import('../features/home/myTeamsQueries.live').then((m) => m.myTeams$),
  latestArticle: () => import('../features/home/queries.live').then((m) => m.latestArticle$),
  recentFinalGames: () => import('../features/home/queries.live').then((m) => m.recentFinalGames$),
  featuredScores: () => import('../features/home/queries.live').then((m) => m.featuredScores$),
  liveGames: () => import('../features/schedule/queries.live').then((m) => m.liveGames$),
  todaysGames: () => import('../features/schedule/queries.live').then((m) => m.todaysGames$),
  dayGames: () => import('../features/schedule/queries.live').then((m) => m.dayGames$),
  myTeamsSchedule: () => import('../features/schedule/queries.live').then((m) => m.myTeamsSchedule$),
  gameSports: () => import('../features/schedule/queries.live').then((m) => m.gameSports$),
  schoolLogos: () => import('../features/schedule/queries.live').then((m) => m.schoolLogos$),
  schoolLookup: () => import('../features/school/queries.live').then((m) => m.schoolLookup$),
  schoolGames: () => import('../features/school/queries.live').then((m) => m.schoolGames$),
  schoolRosters: () => import('../features/school/queries.live').then((m) => m.schoolRosters$),
  schoolStats: () => import('../features/school/statsQueries.live').then((m) => m.schoolStats$),
  schoolsByName: () => import('../features/schools/queries.live').then((m) => m.schoolsByName$),
  searchEntries: () => import('../features/search/queries.live').then((m) => m.searchEntries$),
  teamStatsForSport: () => import('../features/sports/queries.live').then((m) => m.teamStatsForSport$),
  rankingsForSport: () => import('../features/sports/queries.live').then((m) => m.rankingsForSport$),
  sportStandings: () => import('../features/sports/queries.live').then((m) => m.sportStandings$),
  sportLeaders: () => import('../features/sports/leadersQueries.live').then((m) => m.sportLeaders$),
};

/** The queries as they answer, for the page's side (`connectRuntime<PublicQueries>`). */
export type PublicQueries = Loaded<typeof publicQueries>;
