import type { Request, Response } from 'express';
import { Router } from 'express';
import { FIRST_SCREEN_PAGES } from '../../src/shared/firstScreens';
import { sendError } from '../http';
import { normalizeSportKey } from '../../src/shared/catalog/sports';
import { normalizeSeason } from '../../src/shared/standings/season';
import type { FirstScreens } from '../services/firstScreens';
import type { LeadersAnswers } from '../services/leadersAnswers';
import { articleImageBytes } from '../services/pageMeta';
import type { StandingsFirstScreens } from '../services/standingsFirstScreen';

/**
 * GET /api/first/schools, /api/first/articles and the others below: a page's first screen as the server has it
 * now (public data, the same an anonymous pull reads). A first visit paints from it before
 * its local database is filled; the page's HTML announces it (routes/static.ts).
 */
export function firstScreensRouter(screens: FirstScreens, standings: StandingsFirstScreens, leaders: LeadersAnswers): Router {
  const router = Router();
  /** A /sports answer for `?sport=&season=`: 400 naming what is wrong, 503 when the store did not answer. */
  const bySportAndSeason = (what: string, read: (sport: string, season: string) => Promise<unknown>) => async (req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-cache');
    const sport = normalizeSportKey(typeof req.query.sport === 'string' ? req.query.sport : '');
    const season = normalizeSeason(typeof req.query.season === 'string' ? req.query.season : '');
    if (!sport) return sendError(res, 400, 'bad_request', 'sport must name a sport of the catalog');
    if (!season) return sendError(res, 400, 'bad_request', 'season must be written like 2026-27');
    try {
      res.json(await read(sport, season));
    } catch (err) {
      console.error(`[sync-server] ${what} failed:`, err);
      sendError(res, 503, 'unavailable', 'the store did not answer');
    }
  };
  // GET /api/first/standings?sport=football&season=2026-27: /sports' first screen, computed here as a device computes it.
  router.get('/standings', bySportAndSeason('first screen of /sports', (sport, season) => standings.get(sport, season)));
  // GET /api/first/leaders?sport=football&season=2026-27: /sports' LIAA Leaders, the answer a fan's
  // device shows and keeps (it holds only the player lines of the schools it opened).
  router.get('/leaders', bySportAndSeason('the LIAA Leaders of /sports', (sport, season) => leaders.get(sport, season)));
  /** A shared page's first screen by id: 404 when there is none of that id, 503 when the store did not answer. */
  const byId = (what: 'article' | 'game' | 'school', read: (id: string) => Promise<unknown>) =>
    async (req: Request<{ id: string }>, res: Response) => {
      res.setHeader('cache-control', 'no-cache');
      try {
        const answer = await read(req.params.id);
        if (!answer) return sendError(res, 404, 'not_found', `no such ${what}`);
        res.json(answer);
      } catch (err) {
        console.error(`[sync-server] first screen of a ${what} failed:`, err);
        sendError(res, 503, 'unavailable', 'the store did not answer');
      }
    };
  // GET /api/first/article/{id}: an article's own page (/articles/{id}), the link a fan shares.
  router.get('/article/:id', byId('article', (id) => screens.article(id)));
  // GET /api/first/game/{id}: a game's own page (/games/{id}), the link fans share: the game and its two teams.
  router.get('/game/:id', byId('game', (id) => screens.game(id)));
  // GET /api/first/school/{id}: a school's own page (/schools/{id}), the link a fan shares.
  router.get('/school/:id', byId('school', (id) => screens.school(id)));
  // An article's inline image as a file: the og:image of its shared link (services/pageMeta.ts).
  router.get('/article/:id/image', async (req, res) => {
    try {
      const image = articleImageBytes((await screens.article(req.params.id))?.article.imageUrl);
      if (!image) return sendError(res, 404, 'not_found', 'no such image');
      res.setHeader('cache-control', 'public, max-age=300');
      res.type(image.type).send(image.bytes);
    } catch (err) {
      console.error("[sync-server] an article's image failed:", err);
      sendError(res, 503, 'unavailable', 'the store did not answer');
    }
  });
  // GET /api/first/schedule?date=2026-11-28 (a day of the date strip) or ?sport=football (one sport's
  // games): the first screen of a shared link to /schedule with that query.
  router.get('/schedule', async (req, res, next) => {
    const { date, sport } = req.query;
    if (date === undefined && sport === undefined) return next();
    res.setHeader('cache-control', 'no-cache');
    const text = (value: unknown): string => (typeof value === 'string' ? value : '');
    try {
      const answer = date !== undefined ? await screens.scheduleDay(text(date)) : await screens.schedule(text(sport));
      if (!answer) return sendError(res, 400, 'bad_request', date !== undefined ? 'date must be a day written like 2026-11-28' : 'sport must name a sport of the catalog');
      res.json(answer);
    } catch (err) {
      console.error('[sync-server] first screen of /schedule with a query failed:', err);
      sendError(res, 503, 'unavailable', 'the store did not answer');
    }
  });
  for (const page of FIRST_SCREEN_PAGES) {
    router.get(`/${page}`, async (_req, res) => {
      res.setHeader('cache-control', 'no-cache');
      try {
        res.json(await screens[page]());
      } catch (err) {
        console.error(`[sync-server] first screen of /${page} failed:`, err);
        sendError(res, 503, 'unavailable', 'the store did not answer');
      }
    });
  }
  return router;
}
