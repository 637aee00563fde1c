import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import type { Observable } from 'rxjs';
import type { PublicQueries } from '../../src/app/publicQueries';
import { publicQueries } from '../../src/app/publicQueries';
import type { RemoteRuntime } from '../../src/data/remote/client';
import type { QueryParams } from '../../src/data/remote/messages';
import type { TestClient } from '../kit/client';
import { createTestClient, waitFor } from '../kit/client';
import type { ServedRuntime } from '../kit/runtimeChannel';
import { serveOverChannel } from '../kit/runtimeChannel';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';

/**
 * Every query a public screen reads (src/app/publicQueries.ts) answered across a message channel,
 * as the worker that holds the database answers a page (docs/design/page-start.md, "The database
 * in the worker"): each answer is plain data that arrives as the query gave it, on a fan's device
 * synced with the demo association.
 */
type AnyQuery = (db: TestClient['db'], ...params: unknown[]) => Observable<unknown>;
type Cases = { [K in keyof PublicQueries]: QueryParams<PublicQueries, K> };

/** Queries the demo association gives something to show, with these parameters. */
const SHOWS_SOMETHING: readonly (keyof PublicQueries)[] = [
  'article', 'publishedArticles', 'game', 'teamLogos', 'menuSchools', 'latestArticle', 'recentFinalGames',
  'gameSports', 'schoolLogos', 'schoolLookup', 'schoolGames', 'schoolRosters', 'schoolStats', 'schoolsByName',
  'searchEntries', 'myTeams', 'sportStandings', 'sportLeaders',
];

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map) return value.size === 0;
  return typeof value === 'object' && Object.values(value).every(isEmpty);
}

describe('the public queries across a message channel', () => {
  let server: TestServer;
  let fan: TestClient;
  let served: ServedRuntime<PublicQueries>;
  let remote: RemoteRuntime<PublicQueries>;
  let cases: Cases;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    fan = await createTestClient(server);
    served = await serveOverChannel<PublicQueries>(Promise.resolve({ db: fan.db, sync: fan.sync }), publicQueries);
    remote = served.remote;
    await waitFor(() => remote.sync.getState().lastSyncedAt !== null, { message: 'the first sync' });
    await fan.sync.awaitInSync();

    const final = (await fan.db.games.findOne({ selector: { status: 'FINAL', homeSchoolId: { $exists: true } } }).exec())!.toMutableJSON();
    const school = (await fan.db.schools.findOne(final.homeSchoolId!).exec())!.toMutableJSON();
    const season = remote.sync.currentSeason();
    await remote.sync.keepSchool({ id: school.id, name: school.name }, season);
    const line = (await fan.db.playerStats.findOne({ selector: { schoolName: school.name } }).exec())!.toMutableJSON();
    const article = (await fan.db.articles.findOne({ selector: { archived: { $ne: true } } }).exec())!.toMutableJSON();
    const now = Date.now();
    const teams = [{ school: school.id, sport: final.sport }];
    cases = {
      article: [article.id],
      publishedArticles: [],
      game: [final.id],
      teamLogos: [final],
      localEntries: [final.id],
      menuSchools: [],
      divisionLeaders: [now],
      myTeams: [teams],
      latestArticle: [],
      recentFinalGames: [now],
      featuredScores: [],
      liveGames: [],
      todaysGames: [now, null, 10],
      dayGames: [Date.parse(final.time), null],
      myTeamsSchedule: [teams, null, now, null],
      gameSports: [],
      schoolLogos: [],
      schoolLookup: [school.id],
      schoolGames: [{ id: school.id, name: school.name }],
      schoolRosters: [school.id],
      schoolStats: [school.name, line.sport, season],
      schoolsByName: [],
      searchEntries: [],
      teamStatsForSport: [line.sport],
      rankingsForSport: [line.sport],
      sportStandings: [final.sport, season],
      sportLeaders: [line.sport, season],
    };
  });

  afterAll(async () => {
    served?.close();
    await fan?.close();
    await server?.stop();
  });

  it.each(Object.keys(publicQueries) as (keyof PublicQueries)[])('%s answers the page what it answers in the worker', async (name) => {
    const params = cases[name] as unknown[];
    const query = (await publicQueries[name]()) as AnyQuery & { liveName?: string };
    // The name a screen's hook asks the worker for (useLiveQuery) is the one the list answers.
    expect(query.liveName).toBe(name);
    const here = await firstValueFrom(query(fan.db, ...params));
    const there = await firstValueFrom((remote as unknown as RemoteRuntime<Record<string, AnyQuery>>).query(name, ...params));
    // Strict: a class instance (an RxDocument) would arrive as a plain object and differ.
    expect(there).toStrictEqual(here);
    if (SHOWS_SOMETHING.includes(name)) expect(isEmpty(here), `${name} answered nothing to show`).toBe(false);
  });
});
