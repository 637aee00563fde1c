import { articleListTime, newestFirst, FIRST_ARTICLES_LIMIT } from '../../src/shared/firstScreens';
import { normalizeSportKey } from '../../src/shared/catalog/sports';
import { formatRecord } from '../../src/shared/results';
import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { currentSeason, seasonOf } from '../../src/shared/standings/season';
import { seasonRecord } from '../../src/shared/standings/tally';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { ensureServiceWorkerControl, expect, holdSync, test, uniqueName } from './fixtures';
import { ArticlesPage } from './pages/ArticlesPage';
import { SchoolPage } from './pages/SchoolPage';
import { SchoolsPage } from './pages/SchoolsPage';
import { allDocs, putDoc } from './serverDocs';

// A demo store of its own: a test here adds a school.
test.use({ demoData: true, serverKey: 'first-screens-demo' });

test('a first visit to /articles paints the newest articles from the server before its first sync, then the whole list', async ({ page, server }) => {
  const shown = newestFirst(
    (await allDocs<ArticleDoc>(server, 'articles')).filter((a) => !a.archived).map((doc) => ({ id: doc.id, createdAt: articleListTime(doc), doc })),
  ).map((entry) => entry.doc);
  expect(shown.length).toBeGreaterThan(1);
  const sync = await holdSync(page);

  const articles = new ArticlesPage(page);
  await articles.goto();
  await expect(articles.cards).toHaveCount(Math.min(shown.length, FIRST_ARTICLES_LIMIT));
  await expect(articles.count).toHaveText(`${shown.length} articles`);
  expect(await articles.titles()).toEqual(shown.slice(0, FIRST_ARTICLES_LIMIT).map((a) => a.title));
  await expect(articles.cards.first()).toContainText('FEATURED');
  // The whole article opens from the first screen too.
  await articles.open(shown[0].title);
  await expect(articles.dialog(shown[0].title)).toContainText(shown[0].content.split('\n\n')[0]);
  await page.keyboard.press('Escape');
  // The sync has asked for its pages, and none has been answered.
  await expect.poll(() => sync.pulls.length).toBeGreaterThan(0);

  sync.release();
  await expect(articles.cards).toHaveCount(shown.length);
  expect(await articles.titles()).toEqual(shown.map((a) => a.title));
});

test('a first visit to /schools paints every school from the server before its first sync; the device database answers after it', async ({ page, server }) => {
  const schools = await allDocs<SchoolDoc>(server, 'schools');
  const byName = [...schools].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }));
  const sync = await holdSync(page);

  const list = new SchoolsPage(page);
  await page.goto('/schools');
  await expect(list.cards).toHaveCount(schools.length);
  await expect(list.cards.first()).toContainText(byName[0].name);
  await expect(list.cards.last()).toContainText(byName[byName.length - 1].name);
  await expect.poll(() => sync.pulls.length).toBeGreaterThan(0);

  // After the first sync the page reads the device's database: a school added on the server arrives by itself.
  sync.release();
  await putDoc(server, 'schools', { id: 'school-zz-first', name: 'Zephyr Cove High School', location: 'Zephyr Cove', sports: ['football'] });
  await expect(list.cards).toHaveCount(schools.length + 1);
  await expect(list.cards.last()).toContainText('Zephyr Cove High School');
});

test("a first visit to a school's link paints the school, this season's schedule and record from the server before its first sync; the device's database answers after it", async ({ page, server }) => {
  const games = await allDocs<GameDoc>(server, 'games');
  const season = currentSeason();
  const footballOf = (id: string) =>
    games.filter((g) => normalizeSportKey(g.sport) === 'football' && (g.homeSchoolId === id || g.awaySchoolId === id) && seasonOf(g.time) === season);
  const school = (await allDocs<SchoolDoc>(server, 'schools')).find((s) => footballOf(s.id).some((g) => g.status === 'FINAL'));
  expect(school, 'a demo school with a football result this season').toBeDefined();
  const shown = footballOf(school!.id);
  const sync = await holdSync(page);

  const view = new SchoolPage(page);
  await view.goto(school!.id, 'football');
  await view.expectSchool(school!.name);
  await expect(view.games).toHaveCount(shown.length);
  await expect(view.record).toHaveText(formatRecord(seasonRecord(shown, school!, 'football', season)));
  // The roster and stats come with the sync: until then they are loading, not 'none'.
  await expect(view.rosterSection).toContainText('Loading roster…');
  await expect(page.getByRole('region', { name: 'Stats', exact: true })).toContainText('Loading stats…');
  await expect.poll(() => sync.pulls.length).toBeGreaterThan(0);

  // After the first sync the page reads the device's database, with no loading state in between:
  // a game added on the server arrives by itself.
  await page.evaluate(() => {
    const seen = { loading: false };
    Object.assign(window, { __scheduleLoading: seen });
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Loading schedule…')) seen.loading = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  sync.release();
  await putDoc(server, 'games', {
    id: `game-${uniqueName('first-school').replace(/\W+/g, '-')}`,
    sport: 'football',
    homeSchoolId: school!.id,
    homeSchoolName: school!.name,
    awayName: 'Visiting Select XI',
    time: new Date(Date.now() + 60 * 60_000).toISOString(),
    location: `${school!.name} Field`,
    status: 'UPCOMING',
  });
  await expect(view.games).toHaveCount(shown.length + 1);
  expect(await page.evaluate(() => (window as unknown as { __scheduleLoading: { loading: boolean } }).__scheduleLoading.loading), "'Loading schedule…' shown during the hand-over").toBe(false);
  await expect(view.rosterSection).not.toContainText('Loading roster…');
  await expect(page.getByRole('region', { name: 'Stats', exact: true })).not.toContainText('Loading stats…');
});

test('a tab opened during another tab\'s first sync leaves the first screen when that sync is done', async ({ context, page, server }) => {
  const schools = await allDocs<SchoolDoc>(server, 'schools');
  const sync = await holdSync(context);
  const first = new SchoolsPage(page);
  await page.goto('/schools');
  await expect(first.cards).toHaveCount(schools.length);
  // Only one tab replicates: the other one's first sync is the first tab's.
  const other = await context.newPage();
  const second = new SchoolsPage(other);
  await other.goto('/schools');
  await expect(second.cards).toHaveCount(schools.length);
  await expect.poll(() => sync.pulls.length).toBeGreaterThan(0);

  sync.release();
  const name = uniqueName('Two Tabs High School');
  await putDoc(server, 'schools', { id: `school-${name.replace(/\W+/g, '-')}`, name, location: 'Tabs', sports: ['football'] });
  await first.expectSchool(name);
  await second.expectSchool(name);
  await other.close();
});

test('a repeat visit asks the server for no first screen: the device database has the page', async ({ page, server }) => {
  const articles = new ArticlesPage(page);
  await articles.goto();
  const count = (await allDocs<ArticleDoc>(server, 'articles')).filter((a) => !a.archived).length;
  await expect(articles.cards).toHaveCount(count);
  // The first sync is done once the header says when it last synced.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('liaa.synced'))).toBe('1');
  // A repeat visit's page comes from the service worker (no server headers, so no preload either).
  await ensureServiceWorkerControl(page);

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/first/')) asked.push(request.url());
  });
  await page.goto('/schools');
  await expect(new SchoolsPage(page).cards.first()).toBeVisible();
  await page.goto('/articles');
  await expect(articles.cards).toHaveCount(count);
  expect(asked).toEqual([]);
});
