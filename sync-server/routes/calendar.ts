import type { Request, Response } from 'express';
import { Router } from 'express';
import { parseTeams } from '../../src/shared/calendarLinks';
import { normalizeSportKey } from '../../src/shared/catalog/sports';
import { sendError } from '../http';
import { publicOrigin } from '../publicOrigin';
import type { CalendarFeed, CalendarService } from '../services/calendar';

/**
 * The subscribable iCalendar feeds (public data, what an anonymous pull reads):
 *   GET /api/calendar/school/{id}.ics           every game of a school
 *   GET /api/calendar/school/{id}/{sport}.ics   its games in one sport
 *   GET /api/calendar/teams.ics?teams=…         a fan's teams (src/shared/calendarLinks.ts encodes them)
 *   GET /api/calendar/game/{id}.ics             one game (its page's 'Add to calendar')
 */
export function calendarRouter(deps: { calendar: CalendarService; publicUrl?: string }): Router {
  const router = Router();

  async function send(req: Request, res: Response, feed: CalendarFeed, filename: string): Promise<void> {
    let text: string | null;
    try {
      text = await deps.calendar.feed(feed, publicOrigin(req, deps.publicUrl));
    } catch (err) {
      console.error('[sync-server] calendar feed failed:', err);
      return sendError(res, 503, 'unavailable', 'the store did not answer');
    }
    if (text === null) return sendError(res, 404, 'not_found', feed.kind === 'game' ? 'no such game' : 'no such school');
    // Calendar apps poll the address: they must get the current games each time.
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('content-disposition', `inline; filename="${filename}"`);
    res.type('text/calendar; charset=utf-8').send(text);
  }

  router.get('/teams.ics', async (req, res) => {
    const teams = parseTeams(typeof req.query.teams === 'string' ? req.query.teams : undefined);
    if (!teams) return sendError(res, 400, 'bad_request', 'teams must list schoolId or schoolId:sport entries, comma-separated');
    await send(req, res, { kind: 'teams', teams }, 'my-teams.ics');
  });
  router.get('/game/:file', async (req, res) => {
    const match = /^(.+)\.ics$/.exec(req.params.file);
    if (!match) return sendError(res, 404, 'not_found', 'a calendar address ends in .ics');
    await send(req, res, { kind: 'game', id: match[1] }, 'game.ics');
  });
  router.get('/school/:file', async (req, res) => {
    const match = /^(.+)\.ics$/.exec(req.params.file);
    if (!match) return sendError(res, 404, 'not_found', 'a calendar address ends in .ics');
    await send(req, res, { kind: 'school', school: match[1] }, 'school.ics');
  });
  router.get('/school/:school/:file', async (req, res) => {
    const sport = normalizeSportKey(/^(.+)\.ics$/.exec(req.params.file)?.[1]);
    if (!sport) return sendError(res, 404, 'not_found', 'no such sport');
    await send(req, res, { kind: 'school', school: req.params.school, sport }, `${sport}.ics`);
  });
  return router;
}
