import { ensureServiceWorkerControl, expect, newContext, test, waitForFirstSync } from './fixtures';
import { allDocs } from './serverDocs';
import { expectStoredImage } from './storedImages';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { expectLaidOut, expectNoAxeViolations, VIEWPORTS } from './lookChecks';
import { SCHEDULE_FILTER_LABELS, SchedulePage } from './pages/SchedulePage';
import { SCHEDULE_PAGE_SIZE } from '../../src/shared/firstScreens';

// The demo association: six LIVE games today and a season of UPCOMING ones. Read only.
test.use({ demoData: true });

const localDay = (iso: string) => new Date(iso).toDateString();

test.describe('/schedule with the demo association', () => {
  test('LIVE games with their scores and stream links; no LIVE game among Today\'s Games', async ({ page }) => {
    const schedule = new SchedulePage(page);
    await schedule.goto();
    await expect(schedule.liveGames).toHaveCount(6);
    for (const card of await schedule.liveGames.all()) {
      await expect(card).toContainText('LIVE');
      await expect(card.getByTestId('live-score')).toHaveAttribute('aria-live', 'polite');
      await expect(card.getByTestId('live-score')).toContainText(/\d/);
      const stream = card.getByRole('link', { name: /^Watch Stream/ });
      await expect(stream).toHaveAttribute('href', /^https:\/\/stream\.example\.org\//);
      await expect(stream).toHaveAttribute('target', '_blank');
      await expect(stream).toHaveAttribute('rel', /\bnoopener\b/);
    }
    await expect(schedule.livePanel.getByText(/^(Football|Boys Soccer)$/)).toHaveCount(6);

    await expect(schedule.todayGames.first()).toBeVisible();
    const today = new Date().toDateString();
    for (const row of await schedule.todayGames.all()) {
      const status = await row.getAttribute('data-status');
      expect(status).not.toBe('LIVE');
      // docs/product/screens.md §6: today's date, or UPCOMING.
      if (status !== 'UPCOMING') expect(localDay((await row.locator('time').getAttribute('datetime')) ?? '')).toBe(today);
    }
    const times = await schedule.todayGames.locator('time').evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await schedule.header.expectLive();
  });

  test('the sport filters show the spec\'s names, are pressed one at a time, and filter the games', async ({ page }) => {
    const schedule = new SchedulePage(page);
    await schedule.goto();
    // The spec's filters first, in its order; issue 17 adds every other sport that has games after them.
    await expect(schedule.filters.nth(SCHEDULE_FILTER_LABELS.length - 1)).toHaveText(SCHEDULE_FILTER_LABELS[SCHEDULE_FILTER_LABELS.length - 1]);
    expect((await schedule.filters.allTextContents()).slice(0, SCHEDULE_FILTER_LABELS.length)).toEqual([...SCHEDULE_FILTER_LABELS]);
    await expect(schedule.filter('All')).toHaveAttribute('aria-pressed', 'true');

    const cases = [
      ['Boys Soccer', 'soccer-boys'],
      ['Tennis', 'tennis'],
      ['Girls Cross Country', 'cross-country-girls'],
    ] as const;
    for (const [label, sport] of cases) {
      await schedule.filter(label).click();
      await expect(schedule.filter(label)).toHaveAttribute('aria-pressed', 'true');
      await expect(schedule.filter('All')).toHaveAttribute('aria-pressed', 'false');
      await expect(page).toHaveURL(new RegExp(`[?&]sport=${sport}$`));
      await expect(schedule.todayGames.first()).toBeVisible();
      const sports = await schedule.todayGames.evaluateAll((rows) => [...new Set(rows.map((row) => row.getAttribute('data-sport')))]);
      expect(sports).toEqual([sport]);
      // Issue 38: the live games too. The demo's are football and boys soccer games.
      if (label === 'Boys Soccer') {
        await expect(schedule.liveGames.first()).toBeVisible();
        await expect(schedule.liveGames.filter({ hasNotText: label })).toHaveCount(0);
      } else {
        await expect(schedule.noLiveGames).toBeVisible();
      }
    }

    await schedule.filter('All').click();
    await expect(schedule.filter('All')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/schedule$/);
    // Polled: the list is read again as 'All' reruns its query (one read could land while it loads, with no rows).
    await expect.poll(() => schedule.todayGames.evaluateAll((rows) => new Set(rows.map((row) => row.getAttribute('data-sport'))).size)).toBeGreaterThan(1);
    // 'All' shows every LIVE game again.
    await expect(schedule.liveGames).toHaveCount(6);
  });

  test('a long list of upcoming games shows a page at a time', async ({ page }) => {
    const schedule = new SchedulePage(page);
    await schedule.goto();
    await expect(schedule.todayGames).toHaveCount(SCHEDULE_PAGE_SIZE);
    const more = schedule.todayPanel.getByRole('button', { name: /^Show more games \(\d+ more\)$/ });
    const remaining = Number(/\((\d+) more\)/.exec((await more.textContent()) ?? '')?.[1]);
    expect(remaining).toBeGreaterThan(0);
    await more.click();
    await expect(schedule.todayGames).toHaveCount(SCHEDULE_PAGE_SIZE + Math.min(SCHEDULE_PAGE_SIZE, remaining));
  });

  test('after one visit it renders with no signal', async ({ browser, server }) => {
    const { context, page } = await newContext(browser, server);
    const schedule = new SchedulePage(page);
    await schedule.goto();
    await expect(schedule.liveGames).toHaveCount(6);
    await ensureServiceWorkerControl(page);
    // The page shows the server's schedule at once: what a reload with no signal shows is what the sync stored.
    await waitForFirstSync(page);

    await context.setOffline(true);
    await page.reload();
    await expect(schedule.heading).toBeVisible();
    await expect(schedule.liveGames).toHaveCount(6);
    await expect(schedule.todayGames).toHaveCount(SCHEDULE_PAGE_SIZE);
    await schedule.filter('Boys Golf').click();
    await expect(schedule.todayGames.first()).toHaveAttribute('data-sport', 'golf-boys');
    await schedule.header.expectOffline();
    await expect(schedule.header.syncStatus).toContainText('showing saved data');
    await context.close();
  });

  test("a first visit's rows take the schools' logos once synced: each the stored image, loaded from an address of its own", async ({ browser, server }) => {
    // An image given as a data URL is loaded in the task that puts it in the page: the switch to
    // the logos after a first sync made every SVG logo's document in one long task
    // (docs/design/page-start.md, "Images stored as data URLs"). src/ui/imageSrc.ts gives them object URLs.
    const logos = new Map((await allDocs<SchoolDoc>(server, 'schools')).filter((s) => s.logoUrl).map((s) => [s.name, s.logoUrl ?? '']));
    const { context, page } = await newContext(browser, server);
    const schedule = new SchedulePage(page);
    await schedule.goto();
    await waitForFirstSync(page);
    const rowLogos = page.locator('[data-testid="today-game"] .team-line, [data-testid="live-game"] .team-line');
    // Until the device's schools answer, a row shows its sport's image (a file of the build).
    await expect.poll(() => rowLogos.locator('img[src^="blob:"]').count()).toBeGreaterThan(0);
    const shown = await rowLogos.evaluateAll((lines) =>
      lines.map((line) => ({ name: line.querySelector('.team-line__name')?.textContent ?? '', src: line.querySelector('img')?.getAttribute('src') ?? '' })),
    );
    expect(shown.filter((line) => line.src.startsWith('data:'))).toEqual([]);
    const withLogo = shown.filter((line) => logos.has(line.name));
    expect(withLogo.length).toBeGreaterThan(0);
    for (const { name, src } of withLogo) expect(src, name).toMatch(/^blob:/);
    for (const name of new Set(withLogo.map((line) => line.name))) {
      await expectStoredImage(rowLogos.filter({ has: page.getByText(name, { exact: true }) }).first().locator('img'), logos.get(name) ?? '');
    }
    await context.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`is laid out and passes axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const schedule = new SchedulePage(page);
      await schedule.goto();
      await expect(schedule.liveGames).toHaveCount(6);
      await expect(schedule.todayGames).toHaveCount(SCHEDULE_PAGE_SIZE);
      // Lazy logos load as they scroll into view: load them all, for the page a fan has scrolled through.
      await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  }
});
