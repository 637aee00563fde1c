import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { gameCalendarPath, schoolCalendarPath, teamsCalendarPath } from '../../src/shared/calendarLinks';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { R, call, clientDocs, putAsAdmin, sampleDoc, serverForFile } from './server-helpers';

// The iCalendar feeds (GET /api/calendar/*), read back with an independent parser (ical.js,
// Mozilla's): every game of a school is there, an admin's edit changes the feed at once, and
// each game keeps its UID so calendar apps update the event instead of adding another.
const ctx = serverForFile({ demoData: true });

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  start: number;
  sequence: number;
  lastModified: number | null;
  url: string;
  /** STATUS: CONFIRMED, TENTATIVE (postponed) or CANCELLED. */
  status: string;
}

/** The feed parsed by ical.js: its calendar name and events. Fails on text that is no iCalendar. */
async function feed(path: string): Promise<{ name: string; events: ParsedEvent[]; contentType: string | null }> {
  const reply = await call(ctx.server.url, 'GET', path, { headers: { accept: 'text/calendar' } });
  expect(reply.status, reply.text).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(reply.text));
  expect(calendar.name).toBe('vcalendar');
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const modified = component.getFirstPropertyValue('last-modified');
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      start: event.startDate.toJSDate().getTime(),
      sequence: event.sequence,
      lastModified: modified instanceof ICAL.Time ? modified.toJSDate().getTime() : null,
      url: String(component.getFirstPropertyValue('url') ?? ''),
      status: String(component.getFirstPropertyValue('status') ?? ''),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''), events, contentType: reply.headers.get('content-type') };
}

/** The school page's rule (src/features/school/schoolSchedule.ts `playsIn`), written again here. */
const playsIn = (game: GameDoc, school: SchoolDoc): boolean =>
  game.homeSchoolId === school.id ||
  game.awaySchoolId === school.id ||
  (!game.homeSchoolId && game.homeSchoolName.trim().toLowerCase() === school.name.trim().toLowerCase()) ||
  (!game.awaySchoolId && game.awayName.trim().toLowerCase() === school.name.trim().toLowerCase());

const uidOf = (gameId: string) => `game-${gameId}@liaa-sports`;
/** iCalendar times are whole seconds. */
const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

describe('GET /api/calendar/*', () => {
  it('takes no writes and refuses malformed addresses', async () => {
    const schools = await clientDocs<SchoolDoc>(ctx.server.url, 'schools');
    const path = schoolCalendarPath(schools[0].id);
    expect((await call(ctx.server.url, 'POST', path, { body: {} })).status).toBe(404);
    expect((await call(ctx.server.url, 'PUT', path, { body: {}, token: ctx.token })).status).toBe(404);
    expect((await call(ctx.server.url, 'GET', '/api/calendar/school/no-such-school.ics')).status).toBe(404);
    expect((await call(ctx.server.url, 'GET', `/api/calendar/school/${schools[0].id}/curling.ics`)).status).toBe(404);
    expect((await call(ctx.server.url, 'GET', '/api/calendar/teams.ics')).status).toBe(400);
    expect((await call(ctx.server.url, 'GET', '/api/calendar/teams.ics?teams=a:curling')).status).toBe(400);
    expect((await call(ctx.server.url, 'GET', `/api/calendar/teams.ics?teams=${Array.from({ length: 51 }, (_, i) => `s${i}`).join(',')}`)).status).toBe(400);
  });

  it("holds every game of a school, each once, with its time, venue and the game's page", async () => {
    const [schools, games] = await Promise.all([clientDocs<SchoolDoc>(ctx.server.url, 'schools'), clientDocs<GameDoc>(ctx.server.url, 'games')]);
    // The school with the most games in the demo association.
    const school = [...schools].sort((a, b) => games.filter((g) => playsIn(g, b)).length - games.filter((g) => playsIn(g, a)).length)[0];
    const expected = games.filter((game) => playsIn(game, school));
    expect(expected.length).toBeGreaterThan(3);

    const answer = await feed(schoolCalendarPath(school.id));
    expect(answer.contentType).toMatch(/^text\/calendar/);
    expect(answer.name).toContain(school.name);
    expect(answer.events.map((e) => e.uid).sort()).toEqual(expected.map((g) => uidOf(g.id)).sort());
    for (const game of expected) {
      const event = answer.events.find((e) => e.uid === uidOf(game.id))!;
      expect(event.start).toBe(seconds(Date.parse(game.time)));
      expect(event.location).toBe(game.location);
      expect(event.url).toBe(`${ctx.server.url}/games/${game.id}`);
      expect(event.summary).toContain(game.homeSchoolName);
      expect(event.summary).toContain(game.awayName);
    }

    // One sport of the school: only its games.
    const sport = expected[0].sport;
    const bySport = await feed(schoolCalendarPath(school.id, sport));
    expect(bySport.events.map((e) => e.uid).sort()).toEqual(expected.filter((g) => g.sport === sport).map((g) => uidOf(g.id)).sort());
  });

  it("changes when an admin edits a game, keeps the event's UID, and puts a final's score in its title", async () => {
    const schoolId = `${R}cal-school`;
    await putAsAdmin(ctx, 'schools', { ...sampleDoc('schools', schoolId), name: `Calendar Test High ${R}` });
    const gameId = `${R}cal-game`;
    await putAsAdmin(ctx, 'games', {
      ...sampleDoc('games', gameId), homeSchoolId: schoolId, homeSchoolName: `Calendar Test High ${R}`, awayName: 'Maple Ridge Academy',
      status: 'UPCOMING', score: undefined, time: '2026-10-02T22:00:00.000Z', location: 'Old Field',
    });
    const path = schoolCalendarPath(schoolId);
    const before = (await feed(path)).events;
    expect(before.map((e) => e.uid)).toEqual([uidOf(gameId)]);
    expect(before[0]).toMatchObject({ location: 'Old Field', start: Date.parse('2026-10-02T22:00:00.000Z') });
    expect(before[0].summary).toBe(`Football: Calendar Test High ${R} vs Maple Ridge Academy`);

    // Moved to another day and venue: the same event, a later SEQUENCE.
    const stored = (await call(ctx.server.url, 'GET', `/db/games/${gameId}`)).body as unknown as GameDoc;
    await putAsAdmin(ctx, 'games', { ...stored, time: '2026-10-03T16:00:00.000Z', location: 'New Stadium', updatedAt: stored.updatedAt + 1000 });
    const moved = (await feed(path)).events;
    expect(moved.map((e) => e.uid)).toEqual([uidOf(gameId)]);
    expect(moved[0]).toMatchObject({ location: 'New Stadium', start: Date.parse('2026-10-03T16:00:00.000Z') });
    expect(moved[0].sequence).toBeGreaterThan(before[0].sequence);
    expect(moved[0].lastModified).toBe(seconds(stored.updatedAt + 1000));

    // Final: the score is in the title.
    const again = (await call(ctx.server.url, 'GET', `/db/games/${gameId}`)).body as unknown as GameDoc;
    await putAsAdmin(ctx, 'games', {
      ...again, status: 'FINAL', updatedAt: again.updatedAt + 1000,
      score: { home: { final: 28, '1': 7, '2': 7, '3': 7, '4': 7 }, away: { final: 10, '1': 3, '2': 7, '3': 0, '4': 0 } },
    });
    const final = (await feed(path)).events;
    expect(final.map((e) => e.uid)).toEqual([uidOf(gameId)]);
    expect(final[0].summary).toBe(`Football: Calendar Test High ${R} 28–10 Maple Ridge Academy (Final)`);
    expect(final[0].sequence).toBeGreaterThan(moved[0].sequence);
    // The game page's own feed: that one event, the same UID.
    const single = (await feed(gameCalendarPath(gameId))).events;
    expect(single.map((e) => [e.uid, e.summary])).toEqual([[uidOf(gameId), final[0].summary]]);
    expect((await call(ctx.server.url, 'GET', gameCalendarPath(`${R}no-such-game`))).status).toBe(404);

    expect(final[0].status).toBe('CONFIRMED');

    // A game played away, its side typed as the school's name only, is the school's game too.
    const byName = `${R}cal-by-name`;
    await putAsAdmin(ctx, 'games', {
      ...sampleDoc('games', byName), homeSchoolName: 'Harborview High School', awayName: `calendar test high ${R}`, status: 'UPCOMING', score: undefined,
    });
    expect((await feed(path)).events.map((e) => e.uid).sort()).toEqual([uidOf(gameId), uidOf(byName)].sort());
  });

  it("answers a fan's teams: whole schools and one school's sport, from the address alone", async () => {
    const [schools, games] = await Promise.all([clientDocs<SchoolDoc>(ctx.server.url, 'schools'), clientDocs<GameDoc>(ctx.server.url, 'games')]);
    const [whole, partly] = schools.filter((s) => games.some((g) => playsIn(g, s)));
    const sport = games.find((g) => playsIn(g, partly))!.sport;
    const expected = games.filter((g) => playsIn(g, whole) || (playsIn(g, partly) && g.sport === sport));
    const answer = await feed(teamsCalendarPath([{ school: whole.id }, { school: partly.id, sport }]));
    expect(answer.name).toContain('My teams');
    expect(answer.events.map((e) => e.uid).sort()).toEqual(expected.map((g) => uidOf(g.id)).sort());
  });
});

describe('a season as it runs: postponed, rescheduled, cancelled', () => {
  it('keeps one event per game: TENTATIVE when postponed, moved with SEQUENCE up when rescheduled, CANCELLED when called off', async () => {
    const schoolId = `${R}cal-states`;
    await putAsAdmin(ctx, 'schools', { ...sampleDoc('schools', schoolId), name: `Rainout High ${R}` });
    const gameId = `${R}cal-states-game`;
    await putAsAdmin(ctx, 'games', {
      ...sampleDoc('games', gameId), homeSchoolId: schoolId, homeSchoolName: `Rainout High ${R}`, awayName: 'Maple Ridge Academy',
      status: 'UPCOMING', score: undefined, time: '2026-10-02T22:00:00.000Z', location: 'Rainout Field',
    });
    const path = schoolCalendarPath(schoolId);
    const edit = async (change: Partial<GameDoc>) => {
      const stored = (await call(ctx.server.url, 'GET', `/db/games/${gameId}`)).body as unknown as GameDoc;
      await putAsAdmin(ctx, 'games', { ...stored, ...change, updatedAt: stored.updatedAt + 1000 });
      const events = (await feed(path)).events;
      expect(events.map((e) => e.uid)).toEqual([uidOf(gameId)]);
      return events[0];
    };
    const first = (await feed(path)).events[0];
    expect(first).toMatchObject({ status: 'CONFIRMED', summary: `Football: Rainout High ${R} vs Maple Ridge Academy` });

    const postponed = await edit({ status: 'POSTPONED' });
    expect(postponed).toMatchObject({ status: 'TENTATIVE', summary: `Football: Rainout High ${R} vs Maple Ridge Academy (Postponed)` });
    expect(postponed.sequence).toBeGreaterThan(first.sequence);

    const rescheduled = await edit({ status: 'UPCOMING', time: '2026-10-09T22:00:00.000Z', rescheduledFrom: '2026-10-02T22:00:00.000Z' });
    expect(rescheduled).toMatchObject({ status: 'CONFIRMED', start: Date.parse('2026-10-09T22:00:00.000Z') });
    expect(rescheduled.sequence).toBeGreaterThan(postponed.sequence);

    const cancelled = await edit({ status: 'CANCELLED' });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', summary: `Football: Rainout High ${R} vs Maple Ridge Academy (Cancelled)` });
    expect(cancelled.sequence).toBeGreaterThan(rescheduled.sequence);
  });
});
