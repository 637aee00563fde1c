import { normalizeSportKey, sportName } from '../../src/shared/catalog/sports';
import { formatRecord } from '../../src/shared/results';
import { currentSeason, normalizeSeason, sameSeason, seasonBounds } from '../../src/shared/standings/season';
import { seasonRecord } from '../../src/shared/standings/tally';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { RosterDoc } from '../../src/shared/schemas/rosters.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { ensureServiceWorkerControl, expect, newContext, seedSchool, serveUnrendered, test, uniqueName, waitForFirstSync } from './fixtures';
import { expectLaidOut, expectNoAxeViolations, patchIndexedDb } from './lookChecks';
import { SchoolPage } from './pages/SchoolPage';
import { allDocs, bulkDocs, getDoc, putDoc, updateDoc } from './serverDocs';
import { expectStoredImage } from './storedImages';

const plays = (game: GameDoc, schoolId: string) => game.homeSchoolId === schoolId || game.awaySchoolId === schoolId;

// A demo store of its own: these tests change scores and add schools, and other files count on the demo data as seeded.
test.use({ demoData: true, serverKey: 'school-demo' });

test.describe('school page with the demo association', () => {
  test('shows the school, its sports, the record, the schedule and the roster; the sport lives in the URL', async ({
    page,
    server,
  }) => {
    const rosters = await allDocs<RosterDoc>(server, 'rosters');
    const roster = rosters.find((r) => r.sport === 'football' && r.players.length > 0);
    expect(roster).toBeTruthy();
    const school = await getDoc<SchoolDoc>(server, 'schools', roster!.schoolId);
    const games = (await allDocs<GameDoc>(server, 'games')).filter(
      (g) => normalizeSportKey(g.sport) === 'football' && plays(g, school.id),
    );
    const seasons = rosters.filter((r) => r.schoolId === school.id && r.sport === 'football' && r.players.length > 0);

    const view = new SchoolPage(page);
    await view.goto(school.id);
    await view.expectSchool(school.name);
    await expect(view.location).toHaveText(school.location);
    await expect(view.logo).toBeVisible();
    for (const key of school.sports) await expect(view.sportLink(sportName(key))).toBeVisible();
    await expect(view.text('Select a Sport')).toBeVisible();

    await view.chooseSport('Football');
    await expect(page).toHaveURL(/\?sport=football$/);
    await expect(view.sportLink('Football')).toHaveAttribute('aria-current', 'page');
    await expect(view.text('Select a Sport')).toHaveCount(0);

    // This season's record, counted as the standings count it.
    const record = seasonRecord(games, school, 'football', currentSeason());
    expect(record.wins + record.losses + record.ties).toBeGreaterThan(0);
    await expect(view.recordSection).toContainText(currentSeason());
    await expect(view.record).toHaveText(formatRecord(record));
    await expect(view.recordSection).toContainText(`W${record.wins}`);
    await expect(view.recordSection).toContainText(`L${record.losses}`);

    await expect(view.games).toHaveCount(games.length);
    const times = await view.games.evaluateAll((items) => items.map((item) => item.getAttribute('data-time') ?? ''));
    expect(new Set(times)).toEqual(new Set(games.map((g) => g.time)));
    // Issue 17: the season in the page, not a scrolling box: the live and coming games first, soonest first
    // (the live or next game is the first in view), then the results, newest first.
    const timesIn = (part: string) =>
      page.getByRole('region', { name: `Football: ${part}` }).getByTestId('school-game').evaluateAll((items) => items.map((item) => Date.parse(item.getAttribute('data-time') ?? '')));
    const ahead = await timesIn('Live and upcoming');
    const results = await timesIn('Results');
    expect(ahead).toEqual([...ahead].sort((a, b) => a - b));
    expect(results).toEqual([...results].sort((a, b) => b - a));
    expect(ahead.length + results.length).toBe(games.length);
    const next = games.filter((g) => g.status === 'LIVE' || (g.status === 'UPCOMING' && Date.parse(g.time) >= new Date().setHours(0, 0, 0, 0)));
    if (next.length > 0) await expect(view.games.first()).toHaveAttribute('data-status', /LIVE|UPCOMING/);
    expect(await page.locator('.school-schedule__part').evaluateAll((parts) => parts.map((part) => getComputedStyle(part.parentElement!).overflowY))).not.toContain('auto');

    const finals = view.games.and(page.locator('[data-status="FINAL"]'));
    const upcoming = view.games.and(page.locator('[data-status="UPCOMING"]'));
    expect(await finals.count()).toBe(games.filter((g) => g.status === 'FINAL').length);
    await expect(finals.first().getByTestId('game-result')).toHaveText(/^[WLT]/);
    await expect(upcoming.first().getByTestId('game-result')).toHaveCount(0);
    await expect(upcoming.first()).toContainText('No score yet');
    const columns = await finals.first().locator('thead th').allInnerTexts();
    expect(columns.map((c) => c.trim()).slice(1, 5)).toEqual(['1', '2', '3', '4']);
    // A school's games show its own logo and the opponent's school logo (both schools exist here).
    const shownFinalId = await finals.first().getAttribute('data-game-id');
    const shownFinal = games.find((g) => g.id === shownFinalId);
    const opponentId = shownFinal?.homeSchoolId === school.id ? shownFinal?.awaySchoolId : shownFinal?.homeSchoolId;
    const opponent = await getDoc<SchoolDoc>(server, 'schools', opponentId ?? '');
    const finalLogos = finals.first().locator('img');
    await expect(finalLogos).toHaveCount(2);
    await expectStoredImage(finalLogos.nth(0), school.logoUrl ?? '');
    await expectStoredImage(finalLogos.nth(1), opponent.logoUrl ?? '');

    // This season's roster is on the device; a past season's is read from the server when that
    // season is picked, then kept (docs/design/sync.md §13).
    for (const { season, players } of seasons.filter((r) => sameSeason(r.season, currentSeason()))) {
      await expect(view.rosterTable(season).locator('tbody tr')).toHaveCount(players.length);
    }
    const seasonPicker = page.getByLabel('Season', { exact: true });
    for (const { season, players } of seasons.filter((r) => !sameSeason(r.season, currentSeason()))) {
      await seasonPicker.selectOption(normalizeSeason(season)!);
      await expect(view.rosterTable(season).locator('tbody tr')).toHaveCount(players.length);
    }
    await seasonPicker.selectOption(currentSeason());
    await expect(view.games).toHaveCount(games.length);
    // The roster shown is the picked season's (this one, picked back above).
    const shown = seasons.find((r) => sameSeason(r.season, currentSeason())) ?? seasons[0];
    if (!sameSeason(shown.season, currentSeason())) await seasonPicker.selectOption(normalizeSeason(shown.season)!);
    const firstPlayer = [...shown.players].sort((a, b) => Number(a.number) - Number(b.number))[0];
    await expect(view.rosterTable(shown.season).locator('tbody tr').first()).toContainText(firstPlayer.name);
    await expect(view.rosterSection.locator('thead').first()).toHaveText(/#\s*Name\s*Position\s*Grade/);
    // The demo school's players this season (LIAA Leaders' source) fill the Stats panel.
    await expect(view.statsTable()).toBeVisible();
    await expect(page.getByText(`${school.name} news coming soon.`)).toBeVisible();

    await page.reload();
    await expect(view.sportTitle).toHaveText('Football');
    await view.sportLink('Boys Soccer').click();
    await expect(view.sportTitle).toHaveText('Boys Soccer');
    await page.goBack();
    await expect(view.sportTitle).toHaveText('Football');
    await page.goBack();
    await expect(view.text('Select a Sport')).toBeVisible();
  });

  test('Game Notes opens the box score and the notes; Escape closes it and focus returns', async ({ page, server }) => {
    const games = await allDocs<GameDoc>(server, 'games');
    const noted = games.find((g) => g.gameNotes?.general && g.gameNotes.home && g.status === 'FINAL');
    expect(noted).toBeTruthy();
    const game = noted!;
    const view = new SchoolPage(page);
    await view.goto(game.homeSchoolId!, game.sport);
    await view.expectSchool(game.homeSchoolName);

    const row = view.gameById(game.id);
    await view.openNotes(row);
    const dialog = view.notesDialog;
    await expect(dialog.getByRole('heading', { name: 'General Notes' })).toBeVisible();
    await expect(dialog).toContainText(game.gameNotes!.general!);
    await expect(dialog).toContainText(game.gameNotes!.home!);
    await expect(dialog).toContainText(game.gameNotes!.away!);
    const finalRow = dialog.getByRole('row', { name: /^Final/ });
    await expect(finalRow).toContainText(String(game.score!.home!.final));
    await expect(finalRow).toContainText(String(game.score!.away!.final));
    await expect(dialog.getByRole('columnheader', { name: game.homeSchoolName })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view.notesButton(row)).toBeFocused();

    const plain = games.find(
      (g) => g.homeSchoolId === game.homeSchoolId && g.sport === game.sport && !g.gameNotes && !g.notes,
    );
    expect(plain).toBeTruthy();
    await view.openNotes(view.gameById(plain!.id));
    await expect(dialog.getByText('No game notes available for this game.')).toBeVisible();
    await expect(dialog.getByRole('row', { name: /^Final/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('a score an admin changes elsewhere appears without a reload, and the record follows', async ({ page, server }) => {
    const games = await allDocs<GameDoc>(server, 'games');
    const live = games.find((g) => g.status === 'LIVE' && g.sport === 'football');
    expect(live).toBeTruthy();
    const schoolId = live!.homeSchoolId!;
    const view = new SchoolPage(page);
    await view.goto(schoolId, 'football');
    await view.expectSchool(live!.homeSchoolName);
    await view.header.expectLive();
    const row = view.gameById(live!.id);
    await expect(row).toBeVisible();
    const before = await view.record.textContent();

    // A scorer's correction: the home side's first quarter becomes 99 (the score is computed from the game's entries).
    const now = Date.now();
    await bulkDocs(server, 'scoreEntries', [{
      id: `${live!.id}:${crypto.randomUUID()}`, gameId: live!.id, kind: 'set', team: 'home', period: '1', value: 99, reason: 'correction',
      hlc: `${String(now).padStart(13, '0')}:0000:e2etest`, device: 'e2etest', createdAt: now, updatedAt: now,
    }]);
    await expect.poll(async () => (await getDoc<GameDoc>(server, 'games', live!.id)).score?.home?.['1']).toBe(99);
    const { score } = await getDoc<GameDoc>(server, 'games', live!.id);
    await expect(view.score(row)).toContainText(`${String(score!.home!.final)} – ${String(score!.away!.final)}`);
    await expect(view.score(row)).toHaveAttribute('aria-live', 'polite');
    await expect(view.record).toHaveText(before ?? '');

    await updateDoc<GameDoc>(server, 'games', live!.id, (doc) => ({ ...doc, status: 'FINAL' }));
    await expect(row.getByTestId('game-result')).toContainText('W');
    const updated = (await allDocs<GameDoc>(server, 'games')).filter(
      (g) => normalizeSportKey(g.sport) === 'football' && plays(g, schoolId),
    );
    await expect(view.record).toHaveText(formatRecord(seasonRecord(updated, { id: schoolId, name: live!.homeSchoolName }, 'football', currentSeason())));
  });

  test('a visited school page renders with no signal, its roster too; a school never opened says its roster is not on the device', async ({ browser, server }) => {
    const rosters = (await allDocs<RosterDoc>(server, 'rosters')).filter((r) => r.sport === 'football' && sameSeason(r.season, currentSeason()) && r.players.length > 0);
    const school = await getDoc<SchoolDoc>(server, 'schools', rosters[0].schoolId);
    const other = await getDoc<SchoolDoc>(server, 'schools', rosters.find((r) => r.schoolId !== school.id)!.schoolId);
    const { context, page } = await newContext(browser, server);
    const view = new SchoolPage(page);
    await view.goto(school.id, 'football');
    await view.expectSchool(school.name);
    await expect(view.games.first()).toBeVisible();
    // The roster is read from the server when the page opens (a fan's device holds no school's up front).
    await expect(view.rosterTable(rosters[0].season).locator('tbody tr')).toHaveCount(rosters[0].players.length);
    await ensureServiceWorkerControl(page);
    // Offline, the page is drawn from the device's own data: the first sync must have stored it
    // (the server-rendered games above can arrive before it has, on a loaded machine), and the school's roster been kept.
    await waitForFirstSync(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('liaa.keptSeasons') ?? '')).toContain(`rosters@${currentSeason()}#${school.id}`);
    await page.close();

    await context.setOffline(true);
    const again = new SchoolPage(await context.newPage());
    await again.goto(school.id, 'football');
    await again.expectSchool(school.name);
    await expect(again.games.first()).toBeVisible();
    await expect(again.record).toBeVisible();
    await expect(again.rosterTable(rosters[0].season).locator('tbody tr')).toHaveCount(rosters[0].players.length);
    await again.header.expectOffline();

    // Another school's roster was never read here: the panel says so, not "No roster".
    await again.page.goto(`/schools/${other.id}?sport=football`);
    await again.expectSchool(other.name);
    await expect(again.rosterSection).toContainText('The Football roster is not on this device yet. Connect to the internet to load it');
    await context.close();
  });

  test("a followed team's roster is on the device before its page is first opened", async ({ browser, server }) => {
    const roster = (await allDocs<RosterDoc>(server, 'rosters')).find((r) => r.sport === 'football' && sameSeason(r.season, currentSeason()) && r.players.length > 0)!;
    const school = await getDoc<SchoolDoc>(server, 'schools', roster.schoolId);
    const { context, page } = await newContext(browser, server);
    // Followed on this phone earlier (My Teams lives in localStorage); its school page never opened.
    await context.addInitScript((id) => {
      if (localStorage.getItem('liaa.myTeams') === null) localStorage.setItem('liaa.myTeams', JSON.stringify([{ school: id, sport: 'football' }]));
    }, school.id);
    await page.goto('/');
    await ensureServiceWorkerControl(page);
    await waitForFirstSync(page);
    await new SchoolPage(page).expectRosterKeptOffline(context, school, roster);
    await context.close();
  });

  test('game notes render stored HTML as inert text', async ({ page, server }) => {
    const school = (await allDocs<SchoolDoc>(server, 'schools'))[1];
    const id = `xss-${Date.now()}`;
    await putDoc(server, 'games', {
      id,
      sport: 'football',
      homeSchoolId: school.id,
      homeSchoolName: school.name,
      awayName: '<img src=x onerror="window.__xss=1">',
      time: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      location: '<b>Field</b>',
      status: 'UPCOMING',
      gameNotes: {
        general: '<script>window.__xss=2</script>',
        home: '<img src=x onerror="window.__xss=3">',
      },
    });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const view = new SchoolPage(page);
    await view.goto(school.id, 'football');
    const row = view.gameById(id);
    await expect(row).toContainText('<img src=x onerror="window.__xss=1">');
    await expect(row).toContainText('<b>Field</b>');
    await view.openNotes(row);
    await expect(view.notesDialog).toContainText('<script>window.__xss=2</script>');
    await expect(view.notesDialog).toContainText('<img src=x onerror="window.__xss=3">');
    await expect(page.locator('main img[src="x"], main script, main b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`is laid out and passes axe at ${viewport.width}px, with and without the notes modal`, async ({ page, server }) => {
      await page.setViewportSize(viewport);
      const rosters = await allDocs<RosterDoc>(server, 'rosters');
      const school = await getDoc<SchoolDoc>(server, 'schools', rosters.find((r) => r.sport === 'football')!.schoolId);
      const view = new SchoolPage(page);
      await view.goto(school.id, 'football');
      await view.expectSchool(school.name);
      await expect(view.games.first()).toBeVisible();
      await expect(view.rosterSection.getByRole('table').first()).toBeVisible();
      await view.header.expectLive();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);

      await view.openNotes(view.games.and(page.locator('[data-status="FINAL"]')).first());
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await view.goto(school.id);
      await view.expectSchool(school.name);
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('school page states', () => {
  test('an unknown id says School not found.', async ({ page }) => {
    const view = new SchoolPage(page);
    await view.goto('no-such-school');
    await expect(view.text('School not found.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('a new school shows the LOGO placeholder, No sports added yet and Select a Sport', async ({ page, server }) => {
    const name = uniqueName('Quiet Pines');
    const id = await seedSchool(server, { name, location: 'Quiet Pines, NY' });
    const view = new SchoolPage(page);
    await view.goto(id);
    await view.expectSchool(name);
    await expect(view.logoPlaceholder).toHaveText('LOGO');
    await expect(view.text('No sports added yet')).toBeVisible();
    await expect(view.text('Select a Sport')).toBeVisible();
  });

  test('a sport with no games or roster says so; games found by name and by either spelling, deduplicated', async ({
    page,
    server,
  }) => {
    const name = uniqueName('Cedar Hollow');
    const id = await seedSchool(server, { name, location: 'Cedar Hollow, NY' });
    await updateDoc<SchoolDoc>(server, 'schools', id, (doc) => ({ ...doc, sports: ['football', 'boys-soccer'] }));
    const view = new SchoolPage(page);
    await view.goto(id);
    await expect(view.sportLink('Boys Soccer')).toBeVisible();
    await view.chooseSport('Football');
    await expect(view.text('No games scheduled for Football')).toBeVisible();
    await expect(view.text('No roster available for Football')).toBeVisible();
    await expect(view.recordSection).toHaveCount(0);

    // Typed as free text on the away side (no school id), in the admin spelling: still this school's game.
    const game = {
      sport: 'soccer-boys',
      homeSchoolName: 'Visiting Tech',
      awayName: name,
      // This season (the record counts the current season's games), whatever day the test runs.
      time: new Date(seasonBounds(currentSeason()).start + 50 * 86_400_000).toISOString(),
      location: 'Visiting Tech Field',
      status: 'FINAL' as const,
      score: { home: { final: 1, '1': 1, '2': 0, OT1: 0, OT2: 0 }, away: { final: 2, '1': 0, '2': 1, OT1: 1, SO: 3 } },
    };
    await putDoc(server, 'games', { id: `${id}-g1`, ...game });
    await putDoc(server, 'games', { id: `${id}-g1-copy`, ...game, status: 'UPCOMING', score: undefined });
    await view.chooseSport('Boys Soccer');
    await expect(view.games).toHaveCount(1);
    const row = view.games.first();
    await expect(row).toContainText('at Visiting Tech');
    await expect(view.score(row)).toContainText('2 – 1');
    await expect(row.getByTestId('game-result')).toContainText('W');
    await expect(view.record).toHaveText('1-0');
    // Both sides have OT1; only one has OT2 and SO: those columns stay hidden.
    const columns = (await row.locator('thead th').allInnerTexts()).map((c) => c.trim());
    expect(columns.slice(1, -1)).toEqual(['1', '2', 'OT1']);
    await expect(row.locator('thead th').last()).toHaveText('FFinal');
    await expect(row.locator('img[src="/sports/soccer.svg"]')).toHaveCount(2);
  });

  test('a database that cannot open says Failed to load school. with Try Again, once there is no first screen from the server', async ({ page, server }) => {
    const name = uniqueName('Broken Bay');
    const id = await seedSchool(server, { name, location: 'Broken Bay, NY' });
    await patchIndexedDb(page, page.context(), () => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('IndexedDB is blocked for this test', 'UnknownError');
      };
    });
    const view = new SchoolPage(page);
    // A first visit still shows the school the server sent for it, as a game's page does.
    await view.goto(id);
    await view.expectSchool(name);
    // With no first screen from the server (offline, or a device that synced before asks for none): the database's error.
    // The page comes server-rendered with its first screen inside (issue 38): served as built, it must ask, and cannot.
    await serveUnrendered(page, `/schools/${id}`);
    await page.route('**/api/first/school/**', (route) => route.abort('internetdisconnected'));
    await view.goto(id);
    await expect(view.text('Failed to load school.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
