import { combineLatest, distinctUntilChanged, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { FollowedTeam } from '../../shared/calendarLinks';
import { followedGames$ } from '../../data/followedGames';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { ALL_SPORT_SPELLINGS, sameSport } from '../../shared/catalog/sports';
import { gamesOnDay, matchesFilter, queryWindow, sportsOf, todaysGames } from './scheduleRules';
import { liveQuery } from '../../data/liveQuery';

/** LIVE games of any date (docs/product/screens.md §6, left panel): a handful, read through the (status, time) index. */
export const liveGames$ = liveQuery('liveGames', function liveGames$(db: AppDatabase): Observable<GameDoc[]> {
  return db.games
    .find({ selector: { status: 'LIVE' }, sort: [{ time: 'asc' }] })
    .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON())));
});

/** What 'Today's Games' shows: its first `limit` games by time, and how many there are in all. */
export interface TodaysGamesPage {
  games: GameDoc[];
  total: number;
  /** The sport filter the page was read for (null: all). */
  filter: string | null;
  /** Another sport's games are being read: not 'no games' yet. */
  pending?: boolean;
}

/** Spellings of the filter's sport as stored games carry them; null ('All') means no condition. */
function sportSelector(filter: string | null): { sport?: { $in: string[] } } {
  return filter === null ? {} : { sport: { $in: ALL_SPORT_SPELLINGS.filter((spelling) => sameSport(spelling, filter)) } };
}

/**
 * The 'Today's Games' of docs/product/screens.md §6 without reading the whole season (state scale:
 * thousands of UPCOMING games): today's FINAL games (a time range of the
 * (status, time) index), the first `limit` UPCOMING games by time, and a
 * count of the UPCOMING ones for 'Show more games (n more)'. LIVE games are
 * never among them. A score entered courtside still reaches the screen live.
 */
export const todaysGames$ = liveQuery('todaysGames', function todaysGames$(db: AppDatabase, at: number | null, filter: string | null, limit: number): Observable<TodaysGamesPage> {
  // `at` null: now, where the query runs (the screen renews it by day: useTodaysGames).
  const now = at ?? Date.now();
  const { from, to } = queryWindow(now);
  // Today's games that are over or called off: finals, and any postponed or cancelled (said so on their row).
  const finals$ = db.games.find({ selector: { status: { $in: ['FINAL', 'POSTPONED', 'CANCELLED'] }, time: { $gte: from, $lt: to } } }).$;
  const upcomingSelector = { status: 'UPCOMING' as const, ...sportSelector(filter) };
  const upcoming$ = db.games.find({ selector: upcomingSelector, sort: [{ time: 'asc' }], limit }).$;
  // Counting by status alone stays inside the index; a sport is not in it (RxDB refuses such a slow
  // count), so a filtered count reads that sport's UPCOMING games once, without copying them.
  const upcomingCount$ =
    filter === null
      ? db.games.count({ selector: upcomingSelector }).$
      : db.games.find({ selector: upcomingSelector }).$.pipe(map((docs) => docs.length));
  return combineLatest([finals$, upcoming$, upcomingCount$]).pipe(
    map(([finals, upcoming, upcomingCount]) => {
      const finalsToday = todaysGames(
        finals.map((doc) => doc.toMutableJSON()),
        now,
        filter,
      );
      const games = todaysGames([...finalsToday, ...upcoming.map((doc) => doc.toMutableJSON())], now, filter).slice(0, limit);
      return { games, total: finalsToday.length + upcomingCount, filter };
    }),
  );
});

/**
 * One day's games for the date strip (issue 17): the finals of a past day, the games of a day to
 * come, through the (status, time) index, one time range per status. LIVE games are the left panel's.
 */
export const dayGames$ = liveQuery('dayGames', function dayGames$(db: AppDatabase, day: number, filter: string | null): Observable<TodaysGamesPage> {
  const { from, to } = queryWindow(day);
  const byStatus = (['FINAL', 'UPCOMING', 'POSTPONED', 'CANCELLED'] as const).map(
    (status) => db.games.find({ selector: { status, time: { $gte: from, $lt: to } }, sort: [{ time: 'asc' }] }).$,
  );
  return combineLatest(byStatus).pipe(
    map((lists) => {
      const games = gamesOnDay(lists.flat().map((doc) => doc.toMutableJSON()), day, filter);
      return { games, total: games.length, filter };
    }),
  );
});

/** /schedule filtered to My Teams: their LIVE games, and their games of the day shown (today's rule for today). */
export const myTeamsSchedule$ = liveQuery('myTeamsSchedule', function myTeamsSchedule$(db: AppDatabase, teams: readonly FollowedTeam[], day: number | null, now: number, filter: string | null) {
  return followedGames$(db, teams).pipe(
    map((all) => {
      const games = day === null ? todaysGames(all, now, filter) : gamesOnDay(all, day, filter);
      return { live: all.filter((g) => g.status === 'LIVE' && matchesFilter(g, filter)), page: { games, total: games.length, filter } };
    }),
  );
});

/**
 * The sports that have games on this device (issue 17: a filter for each), as catalog keys: for each
 * spelling of the catalog, its first game in the (sport, status, time) index, so one key of the
 * index is read per spelling, never the games themselves, and the list changes only when a sport gains
 * its first game or loses its last.
 */
export const gameSports$ = liveQuery('gameSports', function gameSports$(db: AppDatabase): Observable<readonly string[]> {
  const firsts = ALL_SPORT_SPELLINGS.map(
    (sport) => db.games.findOne({ selector: { sport }, sort: [{ sport: 'asc' }, { status: 'asc' }, { time: 'asc' }] }).$,
  );
  // An edit of a sport's first game answers its read again: the list is the same, and so is the answer.
  return combineLatest(firsts).pipe(
    map((found) => [...sportsOf(found)].sort()),
    distinctUntilChanged((a, b) => a.join(',') === b.join(',')),
  );
});

/** Logos of the schools by id and by lower-case name, to draw each team's logo; and the sports the schools play (the filters). */
export interface SchoolLogos {
  byId: ReadonlyMap<string, string>;
  byName: ReadonlyMap<string, string>;
  sports: ReadonlySet<string>;
}

export const schoolLogos$ = liveQuery('schoolLogos', function schoolLogos$(db: AppDatabase): Observable<SchoolLogos> {
  return db.schools.find().$.pipe(
    map((docs) => {
      const byId = new Map<string, string>();
      const byName = new Map<string, string>();
      const sports = new Set<string>();
      for (const doc of docs) {
        for (const sport of doc.sports) sports.add(sport);
        if (!doc.logoUrl) continue;
        byId.set(doc.id, doc.logoUrl);
        byName.set(doc.name.trim().toLowerCase(), doc.logoUrl);
      }
      return { byId, byName, sports };
    }),
  );
});
