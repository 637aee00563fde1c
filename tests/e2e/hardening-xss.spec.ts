import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { BOOT_SCRIPT } from '../../sync-server/routes/bootScript';
import type { TestServer } from '../kit/server';
import { expect, test } from './fixtures';
import { ArticlesPage } from './pages/ArticlesPage';
import { SchoolPage } from './pages/SchoolPage';
import { putDoc } from './serverDocs';

/**
 * Issue 5, XSS: script and HTML payloads in every text field the public screens
 * render, written through the server as an admin. The pages must show them as
 * text, run none of them, open no dialog, and be served with the CSP.
 */
const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=1">';
const SVG = '"><svg onload="window.__xss=1">';
const PAGES = ['/', '/schools', '/schools/x', '/sports', '/schedule', '/articles', '/login', '/admin'];

interface Seeded {
  schoolId: string;
  schoolName: string;
  awayName: string;
  articleTitle: string;
  gameId: string;
}

async function seedPayloads(server: TestServer): Promise<Seeded> {
  const tag = randomUUID().slice(0, 6);
  const schoolId = randomUUID();
  const schoolName = `Xss ${IMG} ${tag}`;
  await putDoc(server, 'schools', { id: schoolId, name: schoolName, location: `${SCRIPT} Town`, sports: ['football'] });
  await putDoc(server, 'schools', { id: randomUUID(), name: `Other ${SCRIPT} ${tag}`, location: IMG, sports: ['football'] });
  const awayName = `Away ${SVG} ${tag}`;
  const gameId = randomUUID();
  await putDoc(server, 'games', {
    id: gameId, sport: 'football', homeSchoolId: schoolId, homeSchoolName: schoolName, awayName,
    time: new Date(Date.now() - 30 * 60_000).toISOString(), location: `${IMG} Field`, status: 'LIVE',
    url: 'https://stream.example/live', notes: `${SCRIPT} ${IMG}`,
    gameNotes: { home: IMG, away: SCRIPT, general: SVG, additional: `[x](javascript:window.__xss=1)` },
    score: { home: { '1': 7, final: 7 }, away: { '1': 3, final: 3 } },
  });
  for (const season of ['2024-2025', '2025-2026', '2026-2027']) {
    await putDoc(server, 'rosters', {
      id: randomUUID(), schoolId, schoolName, sport: 'football', season,
      players: [{ number: '7', name: `Player ${IMG}`, position: 'QB', grade: '11' }],
    });
  }
  const articleTitle = `News ${IMG} ${tag}`;
  await putDoc(server, 'articles', {
    id: randomUUID(), title: articleTitle, date: new Date().toISOString().slice(0, 10), category: 'News',
    excerpt: `Excerpt ${SCRIPT}`, content: `Content ${SCRIPT}\n${IMG}\n<a href="javascript:window.__xss=1">click</a>`, archived: false,
  });
  await putDoc(server, 'rankings', { id: randomUUID(), sport: 'football', teamName: `Rank ${IMG}`, rank: 1, wins: 3, losses: 0 });
  await putDoc(server, 'teamStats', {
    id: randomUUID(), sport: 'football', season: '2026-27', division: 'division-1', teamName: `Team ${SCRIPT}`,
    wins: 3, losses: 1, overall: '3-1', winPercentage: 0.75,
  });
  return { schoolId, schoolName, awayName, articleTitle, gameId };
}

/** Watches a page for anything a payload could do. */
function armTraps(page: Page): { dialogs: string[] } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs };
}

async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // No element a payload would have created, and no javascript: link. The only inline scripts are a
  // server-rendered page's own: its boot script and its first screens as JSON (data: never run).
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
  const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => ({ type: s.getAttribute('type'), text: s.textContent })));
  for (const script of inline) {
    if (script.type === 'application/json') expect(() => JSON.parse(script.text ?? '') as unknown).not.toThrow();
    else expect(script.text).toBe(BOOT_SCRIPT);
  }
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
}

test.describe('stored XSS payloads render inert', () => {
  test('a javascript: stream url is refused by the server', async ({ server }) => {
    for (const url of ['javascript:window.__xss=1', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>1</script>', ' javascript:alert(1)']) {
      const id = randomUUID();
      await expect(
        putDoc(server, 'games', {
          id, sport: 'football', homeSchoolName: 'A High', awayName: 'B High', time: new Date().toISOString(),
          location: 'Field', status: 'LIVE', url,
        }),
      ).rejects.toThrow(/400/);
    }
  });

  test('every public page shows the payloads as text and runs none', async ({ page, server }) => {
    test.setTimeout(180_000);
    const seeded = await seedPayloads(server);
    const { dialogs } = armTraps(page);
    const bodyText = () => page.evaluate(() => document.body.innerText);

    await page.goto('/schools');
    await expect.poll(bodyText).toContain(seeded.schoolName);
    await expectInert(page, dialogs);

    const school = new SchoolPage(page);
    await school.goto(seeded.schoolId, 'football');
    await school.expectSchool(seeded.schoolName);
    await expect.poll(bodyText).toContain(`${SCRIPT} Town`);
    await expect.poll(bodyText).toContain(`Player ${IMG}`);
    await expect.poll(bodyText).toContain(seeded.awayName);
    const game = school.gameById(seeded.gameId);
    await school.openNotes(game);
    await expect(school.notesDialog).toContainText(IMG);
    await expect(school.notesDialog).toContainText(SCRIPT);
    await expectInert(page, dialogs);
    await page.keyboard.press('Escape');

    await page.goto('/schedule');
    await expect.poll(bodyText).toContain(seeded.awayName);
    await expectInert(page, dialogs);

    await page.goto('/');
    await expect.poll(bodyText).toContain(seeded.articleTitle);
    await expectInert(page, dialogs);

    const articles = new ArticlesPage(page);
    await articles.goto();
    await expect.poll(bodyText).toContain(seeded.articleTitle);
    await articles.open(seeded.articleTitle);
    await expect(articles.dialog(seeded.articleTitle)).toContainText(`Content ${SCRIPT}`);
    await expectInert(page, dialogs);

    await page.goto('/sports');
    await expect(page.locator('main')).toBeVisible();
    await expectInert(page, dialogs);
  });

  test('the CSP header is on every page response', async ({ request }) => {
    for (const path of PAGES) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp.match(/script-src[^;]*/)?.[0] ?? '', path).not.toContain('unsafe-inline');
    }
  });
});
