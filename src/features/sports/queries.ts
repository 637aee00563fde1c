import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { QueryResult } from '../../data/useRxQuery';
import { useRxQuery } from '../../data/useRxQuery';
import { sameSport } from '../../shared/catalog/sports';
import type { RankingDoc } from '../../shared/schemas/rankings.schema';
import type { TeamStatsDoc } from '../../shared/schemas/teamStats.schema';

// Both collections hold a few hundred rows a season: reading them whole and
// matching with `sameSport` catches every spelling and letter case of SPEC §3.

/** A sport's standings rows of every season, live: a result an admin enters elsewhere moves the table by itself. */
export function teamStatsForSport$(db: AppDatabase, sportKey: string): Observable<TeamStatsDoc[]> {
  return db.teamStats.find().$.pipe(
    map((docs) => docs.map((doc) => doc.toMutableJSON()).filter((doc) => sameSport(doc.sport, sportKey))),
  );
}

/** A sport's power ranking entries (the rankings collection the admin edits), live. */
export function rankingsForSport$(db: AppDatabase, sportKey: string): Observable<RankingDoc[]> {
  return db.rankings.find().$.pipe(
    map((docs) => docs.map((doc) => doc.toMutableJSON()).filter((doc) => sameSport(doc.sport, sportKey))),
  );
}

export function useTeamStats(sportKey: string): QueryResult<TeamStatsDoc[]> {
  return useRxQuery((db) => teamStatsForSport$(db, sportKey), sportKey);
}

export function useRankings(sportKey: string): QueryResult<RankingDoc[]> {
  return useRxQuery((db) => rankingsForSport$(db, sportKey), sportKey);
}
