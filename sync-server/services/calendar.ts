import ical, { ICalEventStatus } from 'ical-generator';
import type { FollowedTeam } from '../../src/shared/calendarLinks';
import { followsGame } from '../../src/shared/calendarLinks';
import { sportName } from '../../src/shared/catalog/sports';
import { gamePath } from '../../src/shared/links';
import { hasScoreLine, scoreLine, statusWord } from '../../src/shared/scoreLine';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { Couch, StoredDoc } from '../store/couch';
import type { ChangesHub } from './changesHub';
import { createKeptAnswers } from './keptAnswers';
import type { FirstScreens } from './firstScreens';
import { resolvedSides, schoolIdsByName } from '../../src/shared/gameSides';
import type { GamesFeed } from './gamesFeed';

/** A game's length in a calendar: the catalog has none, and two hours covers a school game. */
const GAME_HOURS = 2;
/** Feeds kept at once (a my-teams address is any set of teams): all are dropped when games or schools change. */
const MAX_KEPT_FEEDS = 500;
/** A stable UID per game (RFC 5545 §3.8.4.7): calendar apps update the event instead of adding another. */
export const eventUid = (gameId: string): string => `game-${gameId}@liaa-sports`;

export type CalendarFeed =
  | { kind: 'school'; school: string; sport?: string }
  | { kind: 'teams'; teams: FollowedTeam[] }
  | { kind: 'game'; id: string };

export interface CalendarService {
  /** The feed as iCalendar text, or null when it names no known school. `origin` makes the events' links. */
  feed(feed: CalendarFeed, origin: string): Promise<string | null>;
  /** A write through this server: the next answer includes it. */
  invalidate(collection: CollectionName): void;
  stop(): void;
}

/** The event's title: 'Football: Harborview 21–14 Maple Ridge (Final)', the score once there is one. */
export function eventTitle(game: Pick<GameDoc, 'sport' | 'status' | 'homeSchoolName' | 'awayName' | 'score'>): string {
  const state = hasScoreLine(game) || game.status !== 'UPCOMING' ? ` (${statusWord(game.status)})` : '';
  return `${sportName(game.sport)}: ${scoreLine(game)}${state}`;
}

/** RFC 5545 §3.8.1.11: a postponed game is not off, only without its date yet. */
const EVENT_STATUS: Partial<Record<GameDoc['status'], ICalEventStatus>> = {
  POSTPONED: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/** CouchDB's revision number: it grows at every edit of the game, as SEQUENCE must. */
const revisionNumber = (rev: unknown): number => (typeof rev === 'string' ? Math.max(0, Number.parseInt(rev, 10) - 1) || 0 : 0);

/**
 * The iCalendar feeds of GET /api/calendar/* (routes/calendar.ts), written by ical-generator.
 * The games are found in the server's index of every game (`gamesFeed.ts` follows the games'
 * changes), then read by id. A feed is built once and kept until games or schools change (a hub
 * notice or a write through this server), as the first screens are.
 */
export function createCalendarService(deps: {
  couch: Couch;
  hub: ChangesHub;
  feed: Pick<GamesFeed, 'allGames'>;
  firstScreens: Pick<FirstScreens, 'schools'>;
}): CalendarService {
  async function build(feed: CalendarFeed, origin: string): Promise<string | null> {
    const [{ schools }, index] = await Promise.all([deps.firstScreens.schools(), deps.feed.allGames()]);
    const names = new Map(schools.map((school) => [school.id, school.name]));
    let teams: FollowedTeam[] = [];
    let name: string;
    if (feed.kind === 'game') {
      name = '';
    } else if (feed.kind === 'school') {
      const school = names.get(feed.school);
      if (!school) return null;
      teams = [{ school: feed.school, ...(feed.sport ? { sport: feed.sport } : {}) }];
      name = feed.sport ? `${school} ${sportName(feed.sport)}` : school;
    } else {
      teams = feed.teams;
      name = 'My teams';
    }
    const idByName = schoolIdsByName(schools);
    const ids = feed.kind === 'game' ? [feed.id] : index.filter((game) => followsGame(teams, resolvedSides(game, idByName))).map((game) => game.id);
    const rows = ids.length ? (await deps.couch.collection('games').fetch({ keys: ids })).rows : [];
    const games = rows.flatMap((row) => ('doc' in row && row.doc && !row.doc._deleted ? [row.doc as StoredDoc & GameDoc] : []));
    if (feed.kind === 'game') {
      if (games.length === 0) return null;
      name = scoreLine(games[0]);
    }
    games.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a._id < b._id ? -1 : 1));

    const calendar = ical({
      name: `${name} · LIAA`,
      description: `${feed.kind === 'game' ? name : `Games of ${name}`} (Long Island Athletic Association): times, venues and final scores, kept current.`,
      prodId: { company: 'LIAA', product: 'sports-calendar', language: 'EN' },
      source: origin,
      // Calendar apps that honour it look again every hour (a score changes faster; most apps poll on their own schedule).
      ttl: 60 * 60,
    });
    for (const game of games) {
      const start = new Date(game.time);
      if (Number.isNaN(start.getTime())) continue;
      const edited = new Date(typeof game.updatedAt === 'number' ? game.updatedAt : start.getTime());
      const url = origin + gamePath(game._id);
      calendar.createEvent({
        id: eventUid(game._id),
        start,
        end: new Date(start.getTime() + GAME_HOURS * 3_600_000),
        summary: eventTitle(game),
        location: game.location,
        description: `${sportName(game.sport)} · ${statusWord(game.status)}\n${url}`,
        url,
        sequence: revisionNumber(game._rev),
        // DTSTAMP and LAST-MODIFIED are the game's last edit: an unchanged game reads the same in every answer.
        stamp: edited,
        lastModified: edited,
        // The same event (UID), SEQUENCE up: a calendar app moves or strikes it instead of adding another.
        status: EVENT_STATUS[game.status] ?? ICalEventStatus.CONFIRMED,
      });
    }
    return calendar.toString();
  }

  // Kept until games or schools change (keptAnswers.ts); the schools' first screen it reads is
  // dropped first (it subscribed to the hub earlier), so a rebuild never reads a stale one.
  const kept = createKeptAnswers({
    reads: ['games', 'schools'],
    hub: deps.hub,
    maxKeys: MAX_KEPT_FEEDS,
    build: (key: string) => {
      const [origin, feed] = JSON.parse(key) as [string, CalendarFeed];
      return build(feed, origin);
    },
  });

  return {
    feed: (feed, origin) => kept.get(JSON.stringify([origin, feed])),
    invalidate: kept.invalidate,
    stop: kept.stop,
  };
}
