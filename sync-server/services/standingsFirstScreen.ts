import type { StandingsFirstScreen } from '../../src/shared/standingsFirstScreen';
import { normalizeSportKey, sameSport } from '../../src/shared/catalog/sports';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { DivisionsDoc } from '../../src/shared/schemas/divisions.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import type { TeamStatsDoc } from '../../src/shared/schemas/teamStats.schema';
import { computeStandings } from '../../src/shared/standings/compute';
import { sameSeason, sortSeasons } from '../../src/shared/standings/season';
import type { Couch, StoredDoc } from '../store/couch';
import { clientDoc } from '../store/couch';
import type { ChangesHub } from './changesHub';
import { createKeptAnswers } from './keptAnswers';
import type { GamesFeed } from './gamesFeed';

/** The collections a standings answer is built from: a change to any of them drops every kept answer. */
const INPUTS: ReadonlySet<CollectionName> = new Set(['games', 'divisions', 'schools', 'teamStats']);
/** Answers kept at once (sport × season pairs fans open); the oldest goes first. */
const KEPT = 64;

export interface StandingsFirstScreens {
  get(sport: string, season: string): Promise<StandingsFirstScreen>;
  invalidate(collection: CollectionName): void;
  stop(): void;
}

/**
 * GET /api/first/standings: a sport's standings in a season as the server has them now, computed
 * by the shared `computeStandings` from the games the server's feed follows (`gamesFeed.ts`: no
 * whole read of the games), so a first visit to /sports shows the same tables its device will compute.
 */
export function createStandingsFirstScreens(deps: { couch: Couch; hub: ChangesHub; feed: Pick<GamesFeed, 'allGames'> }): StandingsFirstScreens {
  async function readAll<T>(name: CollectionName): Promise<T[]> {
    const rows = await deps.couch.collection(name).list({ include_docs: true });
    return rows.rows.flatMap((row) => (row.doc && !row.id.startsWith('_design/') ? [clientDoc<T>(row.doc as StoredDoc)] : []));
  }

  async function build(sport: string, season: string): Promise<StandingsFirstScreen> {
    const [games, setups, schools, rows] = await Promise.all([
      deps.feed.allGames(),
      readAll<DivisionsDoc>('divisions'),
      readAll<SchoolDoc>('schools'),
      readAll<TeamStatsDoc>('teamStats'),
    ]);
    const ofSport = setups.filter((doc) => sameSport(doc.sport, sport));
    const imported = rows.filter((row) => sameSport(row.sport, sport));
    const setup = ofSport.find((doc) => sameSeason(doc.season, season));
    const teamNames = new Map(schools.map((school) => [school.id, school.name]));
    return {
      sport,
      season,
      seasons: sortSeasons([...ofSport, ...imported].map((doc) => doc.season)),
      computed: setup ? { setup, divisions: computeStandings({ games, sport, season, setup, teamNames }) } : null,
      imported: setup ? [] : imported.filter((row) => sameSeason(row.season, season)),
    };
  }

  const kept = createKeptAnswers({
    reads: [...INPUTS],
    hub: deps.hub,
    maxKeys: KEPT,
    build: (key: string) => {
      const [sport, season] = key.split('\u0000');
      return build(sport, season);
    },
  });

  function get(rawSport: string, season: string): Promise<StandingsFirstScreen> {
    const sport = normalizeSportKey(rawSport) ?? rawSport;
    return kept.get(`${sport}\u0000${season}`);
  }

  return { get, invalidate: kept.invalidate, stop: kept.stop };
}
