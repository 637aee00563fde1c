import { combineLatest, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../../../data/database';
import type { QueryResult } from '../../../../data/useRxQuery';
import { useRxQuery } from '../../../../data/useRxQuery';
import { sameSport } from '../../../../shared/catalog/sports';
import type { RankingDoc } from '../../../../shared/schemas/rankings.schema';
import type { TeamStatsDoc } from '../../../../shared/schemas/teamStats.schema';

export interface RankingSources {
  rankings: RankingDoc[];
  standings: TeamStatsDoc[];
}

/** A sport's ranking documents and standings rows (either spelling), live. */
export function rankingSources$(db: AppDatabase, sport: string): Observable<RankingSources> {
  return combineLatest([db.rankings.find().$, db.teamStats.find().$]).pipe(
    map(([rankings, standings]) => ({
      rankings: rankings.map((d) => d.toMutableJSON()).filter((d) => sameSport(d.sport, sport)),
      standings: standings.map((d) => d.toMutableJSON()).filter((d) => sameSport(d.sport, sport)),
    })),
  );
}

export function useRankingSources(sport: string): QueryResult<RankingSources> {
  return useRxQuery((db) => rankingSources$(db, sport), sport);
}
