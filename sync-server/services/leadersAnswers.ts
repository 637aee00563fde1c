import type { MangoSelector } from 'nano';
import { normalizeSportKey } from '../../src/shared/catalog/sports';
import type { LeadersAnswer } from '../../src/shared/leaders';
import { sportLeaders } from '../../src/shared/leaders';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { PlayerGameLinesDoc } from '../../src/shared/schemas/playerGameLines.schema';
import type { PlayerStatsDoc } from '../../src/shared/schemas/playerStats.schema';
import { seasonIndex, seasonSelector } from '../../src/shared/seasonScope';
import { normalizeSeason } from '../../src/shared/standings/season';
import type { Couch, StoredDoc } from '../store/couch';
import { clientDoc } from '../store/couch';
import type { ChangesHub } from './changesHub';
import { createKeptAnswers } from './keptAnswers';

/** The collections a leaders answer is built from: a change to either drops every kept answer. */
const INPUTS = ['playerStats', 'playerGameLines'] as const satisfies readonly CollectionName[];
/** Answers kept at once (sport × season pairs fans open); the oldest goes first. */
const KEPT = 64;
/** Documents per `_find` page (the embedded store answers at most 5,000). */
const PAGE = 2000;

export interface LeadersAnswers {
  /** `sport` in any spelling of the catalog, `season` in either ('2026-27', '2026-2027'). */
  get(sport: string, season: string): Promise<LeadersAnswer>;
  invalidate(collection: CollectionName): void;
  stop(): void;
}

/**
 * GET /api/first/leaders: a sport's LIAA Leaders in a season as the server has them now, computed
 * by the shared `sportLeaders` from the season's typed lines (`playerStats`) and credited lines
 * (`playerGameLines`), each read through its season index (`_find`: src/shared/seasonScope.ts), so
 * no whole collection is read. A fan's device holds only the lines of the schools it opened: its
 * /sports panel shows this answer (src/features/sports/leadersQueries.ts).
 */
export function createLeadersAnswers(deps: { couch: Couch; hub: ChangesHub }): LeadersAnswers {
  async function readSeason<T>(collection: (typeof INPUTS)[number], season: string): Promise<T[]> {
    const index = seasonIndex(collection);
    // A season range ({ season: { $gte, $lte } }): a Mango selector, typed loosely by the shared module.
    const selector = seasonSelector(collection, season) as MangoSelector;
    const docs: T[] = [];
    let bookmark: string | undefined;
    for (;;) {
      const page = await deps.couch.collection(collection).find({
        selector,
        limit: PAGE,
        ...(index ? { use_index: index.name } : {}),
        ...(bookmark ? { bookmark } : {}),
      });
      for (const doc of page.docs as StoredDoc[]) if (!doc._id.startsWith('_design/')) docs.push(clientDoc<T>(doc));
      if (page.docs.length < PAGE || !page.bookmark || page.bookmark === bookmark) return docs;
      bookmark = page.bookmark;
    }
  }

  async function build(sport: string, season: string): Promise<LeadersAnswer> {
    const [typed, credited] = await Promise.all([readSeason<PlayerStatsDoc>('playerStats', season), readSeason<PlayerGameLinesDoc>('playerGameLines', season)]);
    return { sport, season, boards: sportLeaders(typed, sport, season, credited) };
  }

  const kept = createKeptAnswers({
    reads: INPUTS,
    hub: deps.hub,
    maxKeys: KEPT,
    build: (key: string) => {
      const [sport, season] = key.split('\u0000');
      return build(sport, season);
    },
  });

  function get(rawSport: string, rawSeason: string): Promise<LeadersAnswer> {
    const sport = normalizeSportKey(rawSport) ?? rawSport;
    const season = normalizeSeason(rawSeason) ?? rawSeason;
    return kept.get(`${sport}\u0000${season}`);
  }

  return { get, invalidate: kept.invalidate, stop: kept.stop };
}
