/**
 * Demo data for a fictional association: schools, a season of games, rosters,
 * articles, standings, rankings, featured scores and player stats, every
 * document valid against its schema and the docs/product/rules.md rules. Deterministic: the
 * same seed and the same `today` give the same documents, so a demo store can
 * be seeded (and re-seeded) on any device or server.
 */
import type { CollectionName, DocTypes } from '../schemas/collections';
import { createDemoArticles } from './demoArticles';
import type { DemoContext } from './demoContext';
import { createDemoGames } from './demoGames';
import { createDemoPlayerStats } from './demoPlayerStats';
import { createDemoRosters } from './demoRosters';
import { createDemoScoreEntries } from './demoScoreEntries';
import { createDemoSchools } from './demoSchools';
import { createDemoDivisions, createDemoFeaturedScores, createDemoRankings, createDemoTeamStats } from './demoStandings';
import { createRng } from './prng';

export const DEFAULT_DEMO_SEED = 20240901;

export type DemoData = { [K in CollectionName]: DocTypes[K][] };

export interface DemoOptions {
  seed?: number;
  /** The day the data is built around (games played before it, live on it, upcoming after it). Default: now. */
  today?: Date;
}

export function createDemoData(opts: DemoOptions = {}): DemoData {
  const ctx: DemoContext = {
    rng: createRng(opts.seed ?? DEFAULT_DEMO_SEED),
    today: new Date((opts.today ?? new Date()).getTime()),
  };
  // Order matters for determinism: each generator draws from the one random stream in turn.
  const schools = createDemoSchools(ctx);
  const games = createDemoGames(ctx, schools);
  const rosters = createDemoRosters(ctx, schools);
  const playerStats = createDemoPlayerStats(ctx, schools, rosters);
  return {
    schools: schools.map((s) => s.doc),
    games,
    rosters,
    articles: createDemoArticles(ctx, schools, games),
    teamStats: createDemoTeamStats(ctx, schools),
    featuredScores: createDemoFeaturedScores(ctx, games),
    playerStats,
    rankings: createDemoRankings(ctx, schools, games),
    scoreEntries: createDemoScoreEntries(games),
    divisions: createDemoDivisions(ctx, schools),
    // Derived by the server from credited plays; the demo's entries credit no one.
    playerGameLines: [],
    // Nobody scores a demo game yet: the first device to score one claims it.
    gameScorers: [],
  };
}
