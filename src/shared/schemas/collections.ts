import type { ArticleDoc } from './articles.schema';
import { articlesSchema } from './articles.schema';
import type { DivisionsDoc } from './divisions.schema';
import { divisionsSchema } from './divisions.schema';
import type { FeaturedScoreDoc } from './featuredScores.schema';
import { featuredScoresSchema } from './featuredScores.schema';
import type { GameDoc } from './games.schema';
import type { GameScorerDoc } from './gameScorers.schema';
import { gameScorersSchema } from './gameScorers.schema';
import { gamesSchema } from './games.schema';
import type { PlayerGameLinesDoc } from './playerGameLines.schema';
import { playerGameLinesSchema } from './playerGameLines.schema';
import type { PlayerStatsDoc } from './playerStats.schema';
import { playerStatsSchema } from './playerStats.schema';
import type { RankingDoc } from './rankings.schema';
import { rankingsSchema } from './rankings.schema';
import type { RosterDoc } from './rosters.schema';
import type { ScoreEntryDoc } from './scoreEntries.schema';
import { scoreEntriesSchema } from './scoreEntries.schema';
import { rostersSchema } from './rosters.schema';
import type { SchoolDoc } from './schools.schema';
import { schoolsSchema } from './schools.schema';
import type { TeamStatsDoc } from './teamStats.schema';
import { teamStatsSchema } from './teamStats.schema';

/**
 * The collections of docs/design/data-model.md §2: the one registry both the browser database
 * and the sync server are built from. Each is a CouchDB database at /db/{name}.
 */
export const COLLECTION_SCHEMAS = {
  schools: schoolsSchema,
  games: gamesSchema,
  rosters: rostersSchema,
  articles: articlesSchema,
  teamStats: teamStatsSchema,
  featuredScores: featuredScoresSchema,
  playerStats: playerStatsSchema,
  rankings: rankingsSchema,
  scoreEntries: scoreEntriesSchema,
  divisions: divisionsSchema,
  playerGameLines: playerGameLinesSchema,
  gameScorers: gameScorersSchema,
} as const;

export type CollectionName = keyof typeof COLLECTION_SCHEMAS;

/**
 * How a device's stored documents move to a newer schema version (RxDB runs these
 * when the database opens). games v1 and v3 only added indexes, v2 and v5 optional fields, v4 two states,
 * schools v1 an optional `archived`, scoreEntries v1 a new kind: documents stay as they are.
 */
export const COLLECTION_MIGRATIONS: Partial<Record<CollectionName, Record<number, (doc: unknown) => unknown>>> = {
  games: { 1: (doc) => doc, 2: (doc) => doc, 3: (doc) => doc, 4: (doc) => doc, 5: (doc) => doc },
  schools: { 1: (doc) => doc },
  scoreEntries: { 1: (doc) => doc },
};

/**
 * Collections a fan's device does not replicate: the scoring log is read per game, on the
 * game's page, and only signed-in scorers replicate it (docs/design/architecture.md, "What a device replicates");
 * so is who scores each game (gameScorers).
 */
export const SCORER_ONLY_COLLECTIONS: ReadonlySet<CollectionName> = new Set<CollectionName>(['scoreEntries', 'gameScorers']);

/**
 * Collections a fan's device holds per school, kept on demand (src/shared/schoolScope.ts,
 * docs/design/sync.md §18); signed-in devices hold them whole.
 */
export const ON_DEMAND_COLLECTIONS: readonly CollectionName[] = ['rosters', 'playerStats', 'playerGameLines'];

export function isOnDemand(collection: string): boolean {
  return (ON_DEMAND_COLLECTIONS as readonly string[]).includes(collection);
}

/**
 * Collections only the server writes: a device pulls them and `/db` refuses their writes to
 * everyone, an admin's too, with the reason given here.
 */
export const SERVER_WRITTEN_COLLECTIONS: ReadonlyMap<CollectionName, string> = new Map<CollectionName, string>([
  ['gameScorers', 'a device claims or hands over scoring through POST /api/scorers/{gameId}'],
  ['playerGameLines', "a game's credited player lines are derived from its scoring entries"],
]);
export const COLLECTION_NAMES = Object.keys(COLLECTION_SCHEMAS) as CollectionName[];

export interface DocTypes {
  schools: SchoolDoc;
  games: GameDoc;
  rosters: RosterDoc;
  articles: ArticleDoc;
  teamStats: TeamStatsDoc;
  featuredScores: FeaturedScoreDoc;
  playerStats: PlayerStatsDoc;
  rankings: RankingDoc;
  scoreEntries: ScoreEntryDoc;
  divisions: DivisionsDoc;
  playerGameLines: PlayerGameLinesDoc;
  gameScorers: GameScorerDoc;
}

export function isCollectionName(name: string): name is CollectionName {
  return Object.prototype.hasOwnProperty.call(COLLECTION_SCHEMAS, name);
}

/**
 * CouchDB database names must be lower case: teamStats is stored as `teamstats`.
 * The URL path uses the collection name (/db/teamStats); the store the db name.
 */
export function storeDbName(name: CollectionName): string {
  return name.toLowerCase();
}
