import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ArticlesFirstScreen, ScheduleFirstScreen, SchoolsFirstScreen } from '../../src/shared/firstScreens';
import { FIRST_SCREENS_ELEMENT_ID } from '../../src/shared/firstScreens';
import type { HomePreview } from '../../src/shared/homePreview';
import { BOOT_ELEMENT_ID, BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE } from '../../sync-server/routes/bootScript';
import { R, call, putAsAdmin, sampleDoc, serverForFile } from './server-helpers';

// A first visit's /, /schools and /articles come rendered by the real server (the app's own
// components, run by tsx in the server process) from the real store's first screens.
const dist = mkdtempSync(path.join(os.tmpdir(), 'liaa-rendered-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  [
    '<!doctype html><html lang="en"><head><title>LIAA</title>',
    '<script type="module" crossorigin src="/assets/index-1a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/rxjs-2b.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-3c.css">',
    '</head><body><div id="root"><!--app--><div class="app-shell" data-shell=""></div><!--/app--></div></body></html>',
  ].join('\n'),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const ctx = serverForFile({ demoData: true, staticDir: dist });

const HTML = { accept: 'text/html' };
const page = async (route: string) => {
  const reply = await call(ctx.server.url, 'GET', route, { headers: HTML });
  expect(reply.status, route).toBe(200);
  return reply;
};
const rootOf = (html: string) => html.slice(html.indexOf('<!--app-->'), html.indexOf('<!--/app-->'));
const jsonOf = (html: string, id: string): unknown => JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null');
const api = async <T>(route: string) => (await call(ctx.server.url, 'GET', route)).body as unknown as T;
/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('server-rendered pages', () => {
  it('/schools: every school in the HTML, the first screen it was rendered from beside it, scripts after the first paint, CSP allowing the boot script', async () => {
    const reply = await page('/schools');
    const first = await api<SchoolsFirstScreen>('/api/first/schools');
    expect(first.schools.length).toBeGreaterThan(5);
    const root = rootOf(reply.text);
    expect(root).toContain('<h1 class="page__title">Schools</h1>');
    for (const school of first.schools) expect(root, school.name).toContain(escaped(school.name));
    expect(root).not.toContain('data-shell');
    expect(jsonOf(reply.text, FIRST_SCREENS_ELEMENT_ID)).toEqual({ '/api/first/schools': first });
    expect(jsonOf(reply.text, BOOT_ELEMENT_ID)).toEqual({ scripts: ['/assets/rxjs-2b.js', '/assets/index-1a.js'], preload: [] });
    expect(reply.text).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(reply.text.slice(0, reply.text.indexOf('</head>'))).not.toContain('<script');
    expect(reply.headers.get('content-security-policy')).toContain(`script-src 'self' ${BOOT_SCRIPT_CSP_SOURCE}`);
    // Its data is in the page: nothing to announce.
    expect(reply.headers.get('link')).toBeNull();
  });

  it("/, /articles and /schedule: the home page's news and finals, the newest articles, the LIVE and the next games", async () => {
    const home = await api<HomePreview>('/api/home');
    const root = rootOf((await page('/')).text);
    expect(home.article).not.toBeNull();
    expect(root).toContain(escaped(home.article?.title ?? ''));
    expect(home.finals.length).toBeGreaterThan(0);
    for (const game of home.finals) expect(root, game.id).toContain(escaped(game.awayName));

    const articles = await api<ArticlesFirstScreen>('/api/first/articles');
    const articlesRoot = rootOf((await page('/articles/')).text);
    for (const article of articles.articles) expect(articlesRoot, article.id).toContain(escaped(article.title));

    const schedule = await api<ScheduleFirstScreen>('/api/first/schedule');
    const scheduleRoot = rootOf((await page('/schedule')).text);
    expect(schedule.live.length).toBeGreaterThan(0);
    for (const game of [...schedule.live, ...schedule.upcoming.slice(0, 5)]) expect(scheduleRoot, game.id).toContain(escaped(game.awayName));
    expect(scheduleRoot).toContain(`Show more games (${schedule.upcomingCount - schedule.upcoming.length} more)`);
  });

  it('renders again when its data changes: a school added through the server is in the next page', async () => {
    const id = `${R}rendered-school`;
    const name = 'Zephyr Cove <b>High</b> School';
    await putAsAdmin(ctx, 'schools', { ...sampleDoc('schools', id), name });
    const reply = await page('/schools');
    // Inert: text, not markup, in the page and in its data.
    expect(rootOf(reply.text)).toContain(escaped(name));
    expect(reply.text).not.toContain('<b>High</b>');
  });

  it('sends the other pages, and a page with a query, as built', async () => {
    for (const route of ['/schedule?sport=football', '/schools/school-fernhollow?tab=roster', '/sports', '/admin']) {
      const reply = await page(route);
      expect(rootOf(reply.text), route).toContain('data-shell');
      expect(reply.text, route).toContain('<script type="module" crossorigin src="/assets/index-1a.js"></script>');
      expect(reply.text, route).not.toContain(FIRST_SCREENS_ELEMENT_ID);
    }
  });
});
