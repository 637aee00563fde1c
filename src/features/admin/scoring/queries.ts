import { useMemo } from 'react';
import { combineLatest, map, of } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import { useDatabase } from '../../../data/DatabaseProvider';
import type { DeviceClock } from '../../../data/deviceClock';
import { deviceClockFor } from '../../../data/deviceClock';
import type { QueryResult } from '../../../data/useRxQuery';
import { useRxQuery } from '../../../data/useRxQuery';
import type { GameScorerDoc } from '../../../shared/schemas/gameScorers.schema';
import type { ScoreEntryDoc } from '../../../shared/schemas/scoreEntries.schema';
import type { RosterDoc, RosterPlayer } from '../../../shared/schemas/rosters.schema';
import { sameSport } from '../../../shared/catalog/sports';
import { sameSeason, seasonOf } from '../../../shared/standings/season';
import type { AdminGame } from '../shared/queries';
import { addZonedDays, startOfZonedDay } from '../../../shared/zone';

/** One game, live: null once it is not (or not yet) on this device. */
export function scoringGame$(db: AppDatabase, gameId: string): Observable<AdminGame | null> {
  return db.games.findOne(gameId).$.pipe(map((doc) => (doc ? (doc.toJSON() as AdminGame) : null)));
}

export function useScoringGame(gameId: string): QueryResult<AdminGame | null> {
  return useRxQuery((db) => scoringGame$(db, gameId), gameId);
}

/** A game's scoring entries on this device (its own, and every other scorer's once synced), through the gameId index. */
export function gameEntries$(db: AppDatabase, gameId: string): Observable<ScoreEntryDoc[]> {
  return db.scoreEntries.find({ selector: { gameId } }).$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as ScoreEntryDoc)));
}

export function useGameEntries(gameId: string): QueryResult<ScoreEntryDoc[]> {
  return useRxQuery((db) => gameEntries$(db, gameId), gameId);
}

/** Who scores a game, as this device last pulled it (written by the server only): null when nobody has yet. */
export function gameScorer$(db: AppDatabase, gameId: string): Observable<GameScorerDoc | null> {
  return db.gameScorers.findOne(gameId).$.pipe(map((doc) => (doc ? (doc.toJSON() as GameScorerDoc) : null)));
}

export function useGameScorer(gameId: string): QueryResult<GameScorerDoc | null> {
  return useRxQuery((db) => gameScorer$(db, gameId), gameId);
}

/** Today in the association's time zone, as the ISO instants games' times compare with. */
export function dayWindow(now: number): { from: string; to: string } {
  const start = startOfZonedDay(now);
  return { from: new Date(start).toISOString(), to: new Date(addZonedDays(start, 1)).toISOString() };
}

const timeOf = (game: AdminGame) => Date.parse(game.time) || 0;
const STATUS_ORDER: Record<AdminGame['status'], number> = { LIVE: 0, UPCOMING: 1, FINAL: 2, POSTPONED: 3, CANCELLED: 4 };

/**
 * The games a scorer picks from: every LIVE game, then today's UPCOMING games, then today's
 * FINAL ones (to correct or reopen), each by time. Read through the (status, time) index:
 * a season's thousands of games are never read whole.
 */
export function gamesToScore$(db: AppDatabase, now: number): Observable<AdminGame[]> {
  const { from, to } = dayWindow(now);
  const today = { $gte: from, $lt: to };
  const live$ = db.games.find({ selector: { status: 'LIVE' } }).$;
  const upcoming$ = db.games.find({ selector: { status: 'UPCOMING', time: today } }).$;
  const finals$ = db.games.find({ selector: { status: 'FINAL', time: today } }).$;
  return combineLatest([live$, upcoming$, finals$]).pipe(
    map((lists) =>
      lists
        .flat()
        .map((doc) => doc.toJSON() as AdminGame)
        .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || timeOf(a) - timeOf(b) || a.id.localeCompare(b.id)),
    ),
  );
}

/** `day` ('YYYY-MM-DD') renews the query at midnight. */
export function useGamesToScore(day: string): QueryResult<AdminGame[]> {
  return useRxQuery((db) => gamesToScore$(db, Date.now()), day);
}

/** This device's clock: its id (whose entries are 'mine') and its time corrected by the server's. */
export function useDeviceClock(): DeviceClock | null {
  const db = useDatabase();
  return useMemo(() => (db ? deviceClockFor(db) : null), [db]);
}

/** The players a scorer can credit, per team: the school's roster of the game's sport and season, by number. */
export type GameRosters = Record<'home' | 'away', RosterPlayer[]>;

function rosterOf$(db: AppDatabase, schoolId: string | undefined, sport: string, season: string): Observable<RosterPlayer[]> {
  if (!schoolId) return of([]);
  return db.rosters.find({ selector: { schoolId } }).$.pipe(
    map((docs) => {
      const rosters = docs.map((doc) => doc.toJSON() as RosterDoc).filter((r) => sameSport(r.sport, sport));
      const roster = rosters.find((r) => sameSeason(r.season, season)) ?? rosters.sort((a, b) => (a.season < b.season ? 1 : -1))[0];
      return [...(roster?.players ?? [])].sort((a, b) => (Number(a.number) || 0) - (Number(b.number) || 0));
    }),
  );
}

export function useGameRosters(game: Pick<AdminGame, 'id' | 'sport' | 'time' | 'homeSchoolId' | 'awaySchoolId'>): QueryResult<GameRosters> {
  const { homeSchoolId, awaySchoolId, sport, time } = game;
  const season = seasonOf(time);
  return useRxQuery(
    (db) => combineLatest([rosterOf$(db, homeSchoolId, sport, season), rosterOf$(db, awaySchoolId, sport, season)]).pipe(map(([home, away]) => ({ home, away }))),
    `${homeSchoolId}|${awaySchoolId}|${sport}|${season}`,
  );
}
