import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { localInput, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { ensureServiceWorkerControl, expect, newContext, test, uniqueName } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { AddGameTab } from './pages/admin/AddGameTab';
import { ScoringConsole } from './pages/admin/ScoringConsole';
import { SchedulePage } from './pages/SchedulePage';
import { SchoolPage } from './pages/SchoolPage';
import { allDocs } from './serverDocs';

async function openTab(admin: AdminPage): Promise<AddGameTab> {
  await admin.openTab('Add Game');
  return new AddGameTab(admin.page);
}

async function gameBetween(server: Parameters<typeof allDocs>[0], home: string): Promise<GameDoc | undefined> {
  return (await allDocs<GameDoc>(server, 'games')).find((g) => g.homeSchoolName === home);
}

test.describe('Add Game tab', () => {
  test('every validation message of a new game', async ({ adminSession, server }) => {
    const home = uniqueName('Harborview High');
    await seedSchoolWithSports(server, home, []);
    const tab = await openTab(adminSession.admin);
    // A new game is upcoming unless the admin starts it.
    await expect(tab.status('Upcoming')).toBeChecked();

    await tab.submit.click();
    await expect(tab.formError).toHaveText('Please fill out all fields.');
    await tab.fill({ sport: 'Football', home, away: 'Oak Valley', nonMember: true, location: 'Harborview Stadium' });
    await tab.submit.click();
    await expect(tab.formError).toHaveText('Please fill out all fields.');

    await tab.fill({ time: localInput(0, 19), away: home.toUpperCase() });
    await tab.submit.click();
    await expect(tab.formError).toHaveText('Home and away teams must be different.');

    await tab.fill({ away: 'Oak Valley', nonMember: true, url: 'javascript:alert(1)' });
    await tab.submit.click();
    await expect(tab.formError).toHaveText('Stream URL must start with http:// or https://.');

    // A typed opponent that is no school is refused until it is said to be none.
    await tab.fill({ url: '', nonMember: false });
    await tab.submit.click();
    await expect(tab.formError).toHaveText("Pick the opponent from the association's schools, or tick 'Not an association school'.");

    // Live only on the game's day.
    await tab.fill({ status: 'Live now', nonMember: true, time: '1999-09-10T19:00' });
    await tab.submit.click();
    await expect(tab.formError).toHaveText("Only a game of today can be live now: choose Upcoming, or set today's date.");
    expect(await gameBetween(server, home)).toBeUndefined();
  });

  test('adds live and upcoming games; a fan sees the placeholder stream link', async ({ adminSession, server, browser }) => {
    const home = uniqueName('Bayside Central');
    await seedSchoolWithSports(server, home, ['football']);
    const tab = await openTab(adminSession.admin);

    await tab.add({ status: 'Live now', sport: 'Football', home, away: 'Oak Valley', nonMember: true, location: 'Bayside Stadium', time: localInput(0, 19) });
    await expect(tab.liveSection.getByTestId('active-game').filter({ hasText: `${home} vs Oak Valley` })).toHaveCount(1);
    await expect(tab.game(home, 'Oak Valley').getByTestId('stream-placeholder')).toBeVisible();
    await expect(tab.game(home, 'Oak Valley').getByTestId('game-score')).toHaveText('No score');
    await expect(tab.formSuccess).toHaveCount(0);

    await tab.add({
      status: 'Upcoming',
      sport: 'Volleyball',
      home,
      away: 'Cedar Point Prep',
      nonMember: true,
      location: 'Bayside Gym',
      time: localInput(5, 18),
      url: 'https://stream.example.org/bayside-cedar',
    });
    const upcoming = await tab.revealUpcoming(home, 'Cedar Point Prep');
    await expect(upcoming.getByRole('link', { name: /Watch Stream/ })).toHaveAttribute('href', 'https://stream.example.org/bayside-cedar');

    const live = (await allDocs<GameDoc>(server, 'games')).find((g) => g.homeSchoolName === home && g.status === 'LIVE');
    expect(live).toMatchObject({ sport: 'football', awayName: 'Oak Valley', location: 'Bayside Stadium' });
    expect(live?.url).toBeUndefined();

    const fan = await newContext(browser, server);
    const schedule = new SchedulePage(fan.page);
    await schedule.goto();
    await expect(schedule.streamLink(home)).toHaveText(/Stream coming soon/);
    await fan.context.close();
  });

  test('scores inline one game at a time: Save never changes the state, Submit Game ends the game in both schools', async ({ adminSession, server, browser }) => {
    const home = uniqueName('Harborview High');
    const away = uniqueName('Maple Ridge Academy');
    const homeId = await seedSchoolWithSports(server, home, ['soccer-boys']);
    const awayId = await seedSchoolWithSports(server, away, ['soccer-boys']);
    const tab = await openTab(adminSession.admin);
    await tab.add({ status: 'Live now', sport: 'Boys Soccer', home, away, location: 'Harborview Field', time: localInput(0, 16) });
    await tab.add({ status: 'Live now', sport: 'Boys Soccer', home, away: 'Oak Valley', nonMember: true, location: 'Oak Field', time: localInput(0, 17) });

    // One game at a time: opening a second editor closes the first. A game with no score cannot be submitted.
    const other = await tab.openEditor(home, 'Oak Valley');
    await other.editor.getByRole('button', { name: 'Submit Game' }).click();
    await expect(other.editor.getByRole('alert')).toHaveText('Enter both final scores to submit the game.');
    const { card, grid, editor } = await tab.openEditor(home, away);
    await expect(tab.editors).toHaveCount(1);
    expect(await grid.columns()).toEqual(['1', '2', 'OT1', 'OT2', 'SO', 'Final']);
    await expect(grid.cell('home', '1')).toHaveAttribute('type', 'number');
    await expect(grid.cell('home', '1')).toHaveAttribute('min', '0');
    await expect(grid.cell('home', '1')).toHaveAttribute('max', '30');
    const height = await grid.cell('home', '1').evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(48);
    // Soccer's final is the sum of its periods: shown, never typed.
    await expect(grid.cell('home', 'Final')).not.toHaveAttribute('type', 'number');
    await expect(grid.cell('home', 'Final')).toHaveText('–');

    await grid.fill({ home: { '1': '-1' } });
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor.getByRole('alert')).toContainText('Error saving scores');
    await expect(editor.getByRole('alert')).toContainText('Home 1 score must be a whole number from 0 to 30.');
    await grid.fill({ home: { '1': '31' } });
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor.getByRole('alert')).toContainText('Home 1 score must be a whole number from 0 to 30.');

    await grid.fill({ home: { '1': '1' }, away: { '1': '0' } });
    await expect(grid.cell('home', 'Final')).toHaveText('1');
    await expect(grid.cell('away', 'Final')).toHaveText('0');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Score saved.' })).toBeVisible();
    await expect(card.getByTestId('game-score')).toHaveText(`${home} 1 – 0 ${away}`);
    await expect(card.getByTestId('game-status')).toHaveText('LIVE');
    let id = '';
    await expect.poll(async () => (id = (await allDocs<GameDoc>(server, 'games')).find((g) => g.awayName === away)?.id ?? '')).not.toBe('');
    await expect.poll(async () => (await serverGame(server, id)).score).toEqual({ home: { '1': 1, final: 1 }, away: { '1': 0, final: 0 } });
    expect((await serverGame(server, id)).status).toBe('LIVE');

    // Submit Game is an explicit end: the dialog states the final score, and Cancel leaves the game LIVE.
    await grid.fill({ home: { '2': '2' } });
    await editor.getByRole('button', { name: 'Submit Game' }).click();
    const dialog = adminSession.page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(`End ${home} vs ${away} with the final score ${home} 3 – 0 ${away}? Fans will see it as FINAL.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByTestId('game-status')).toHaveText('LIVE');
    await editor.getByRole('button', { name: 'Submit Game' }).click();
    await dialog.getByRole('button', { name: 'Submit Game' }).click();
    await expect(tab.listSuccess).toHaveText(`${home} vs ${away} is FINAL.`);
    await expect(tab.game(home, away)).toHaveCount(0);
    await expect.poll(async () => (await serverGame(server, id)).status).toBe('FINAL');
    await expect.poll(async () => (await serverGame(server, id)).score).toEqual({ home: { '1': 1, '2': 2, final: 3 }, away: { '1': 0, '2': 0, final: 0 } });

    const fan = await newContext(browser, server);
    const school = new SchoolPage(fan.page);
    for (const [schoolId, name, opponent] of [[homeId, home, away], [awayId, away, home]] as const) {
      await school.goto(schoolId, 'soccer-boys');
      await school.expectSchool(name);
      await expect(school.game(opponent)).toHaveAttribute('data-status', 'FINAL');
    }
    await fan.context.close();
  });

  test('Save keeps an upcoming game upcoming; Score live opens its console', async ({ adminSession, server }) => {
    const home = uniqueName('Cedar Point Prep');
    await seedSchoolWithSports(server, home, ['football']);
    const tab = await openTab(adminSession.admin);
    await tab.add({ status: 'Upcoming', sport: 'Football', home, away: 'Oak Valley', nonMember: true, location: 'Cedar Field', time: localInput(2, 18) });
    const card = await tab.revealUpcoming(home, 'Oak Valley');
    const { grid, editor } = await tab.openEditor(home, 'Oak Valley');
    await grid.fill({ home: { '1': '7' } });
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Score saved.' })).toBeVisible();
    await expect(card.getByTestId('game-score')).toHaveText(`${home} 7 – 0 Oak Valley`);
    await expect(card.getByTestId('game-status')).toHaveText('UPCOMING');

    await editor.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('link', { name: `Score live: ${home} vs Oak Valley` }).click();
    const scorer = new ScoringConsole(adminSession.page);
    await expect(scorer.status).toHaveText('UPCOMING');
    await scorer.expectScore(7, 0);
    await expect(scorer.startGame).toBeVisible();
  });

  test('deletes a game after confirming', async ({ adminSession, server }) => {
    const home = uniqueName('Delete High');
    await seedSchoolWithSports(server, home, []);
    const tab = await openTab(adminSession.admin);
    await tab.add({ status: 'Upcoming', sport: 'Tennis', home, away: 'Oak Valley', nonMember: true, location: 'Courts', time: localInput(3, 15) });
    await tab.revealUpcoming(home, 'Oak Valley');

    await tab.game(home, 'Oak Valley').getByRole('button', { name: /^Delete game/ }).click();
    const dialog = adminSession.page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this game?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(tab.game(home, 'Oak Valley')).toHaveCount(1);

    await tab.deleteGame(home, 'Oak Valley');
    await expect(tab.game(home, 'Oak Valley')).toHaveCount(0);
    await expect.poll(() => gameBetween(server, home)).toBeUndefined();
  });

  test('works offline: a game and its score survive a reload and reach a fan on reconnect', async ({ adminSession, server, browser }) => {
    const { context, page, admin } = adminSession;
    const home = uniqueName('Offline Valley');
    const homeId = await seedSchoolWithSports(server, home, ['football']);
    await ensureServiceWorkerControl(page);
    const tab = await openTab(admin);
    await expect(tab.school.locator('option', { hasText: home })).toHaveCount(1);

    await context.setOffline(true);
    await admin.header.expectOffline();
    await tab.add({ status: 'Live now', sport: 'Football', home, away: 'Night Owls', nonMember: true, location: 'Valley Stadium', time: localInput(0, 19) });
    const { grid, editor } = await tab.openEditor(home, 'Night Owls');
    await grid.fill({ home: { '1': '7' }, away: { '1': '3' } });
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Score saved.' })).toBeVisible();
    // The game, and its two corrections (scoring entries).
    await expect(admin.pending).toHaveText('3 changes waiting to sync');

    await page.reload();
    const again = new AdminPage(page);
    await again.expectDashboard();
    const reloaded = new AddGameTab(page);
    await expect(reloaded.game(home, 'Night Owls').getByTestId('game-score')).toHaveText(`${home} 7 – 3 Night Owls`);
    await expect(again.pending).toHaveText('3 changes waiting to sync');
    expect(await gameBetween(server, home)).toBeUndefined();

    const fan = await newContext(browser, server);
    const school = new SchoolPage(fan.page);
    await school.goto(homeId, 'football');
    await school.expectSchool(home);
    await expect(school.game('Night Owls')).toHaveCount(0);

    // The hardest order: the score's corrections push before their game, and the server refuses them
    // until the game is there; once the game is through they go at once, not after a retry's backoff.
    let entriesTried = () => undefined as void;
    const entriesPushed = new Promise<void>((resolve) => (entriesTried = resolve));
    await context.route('**/db/scoreEntries/_bulk_docs', async (route) => {
      const response = await route.fetch();
      entriesTried();
      await route.fulfill({ response });
    });
    await context.route('**/db/games/_bulk_docs', async (route) => {
      await entriesPushed;
      await route.continue();
    });
    await context.setOffline(false);
    await expect(again.pending).toHaveText('All changes synced');
    await expect(school.game('Night Owls')).toHaveAttribute('data-status', 'LIVE');
    await expect(school.score(school.game('Night Owls'))).toContainText('7');
    await fan.context.close();
  });
});
