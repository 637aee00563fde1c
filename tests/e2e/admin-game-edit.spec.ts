import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { localInput, seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { expect, newContext, test, uniqueName } from './fixtures';
import type { AdminPage } from './pages/AdminPage';
import { GamePage } from './pages/GamePage';
import { ActivityTab } from './pages/admin/ActivityTab';
import { AddScheduleTab } from './pages/admin/AddScheduleTab';
import { EditScheduleTab } from './pages/admin/EditScheduleTab';
import { allDocs } from './serverDocs';

const NOT_LISTED = "Pick the opponent from the association's schools, or tick 'Not an association school'.";

/** A typo of `name`: its last letter of the first word left out ('Maple' → 'Mapl'). */
const typo = (name: string) => name.replace(/^(\S*)\S(\s)/, '$1$2');

test.describe('editing a game (issue 38)', () => {
  test("an admin edits a game's time, location, opponent and home or away; fans see it; Activity says what changed", async ({ adminSession, server, browser }) => {
    const home = uniqueName('Harborview High');
    const first = uniqueName('Maple Ridge Academy');
    const second = uniqueName('Oak Valley Prep');
    const homeId = await seedSchoolWithSports(server, home, ['football']);
    const firstId = await seedSchoolWithSports(server, first, ['football']);
    const secondId = await seedSchoolWithSports(server, second, ['football']);
    const gameId = await seedGame(server, {
      sport: 'football', home: { id: homeId, name: home }, away: { id: firstId, name: first }, status: 'UPCOMING', location: 'Harborview Field',
      time: new Date(localInput(2, 19)).toISOString(),
    });
    const admin: AdminPage = adminSession.admin;
    await admin.openTab('Edit Schedule');
    const tab = new EditScheduleTab(adminSession.page);
    await tab.openSport(home, 'Football');
    await tab.openGameEdit(home, `vs ${first}`);

    // The opponent is one of the schools or marked as none: a typo is refused, nothing is written.
    await tab.fillGame({ opponent: typo(second) });
    await tab.saveGame();
    await expect(tab.gameDialogError).toHaveText(NOT_LISTED);
    const before = await serverGame(server, gameId);

    const time = localInput(5, 18);
    await tab.fillGame({ opponent: second, venue: 'Away', location: 'Oak Valley Stadium', time });
    await tab.saveGame();
    await expect(tab.gameDialog).toHaveCount(0);
    await expect(tab.panel.getByText('Game updated.')).toBeVisible();
    await expect(tab.game(home, `at ${second}`)).toContainText('Oak Valley Stadium');

    // The same game, its sides swapped and its fields moved, on the server and on a fan's page.
    await expect
      .poll(async () => {
        const game = await serverGame(server, gameId);
        return [game.homeSchoolId, game.homeSchoolName, game.awaySchoolId, game.awayName, game.location, game.time, game.rescheduledFrom];
      })
      .toEqual([secondId, second, homeId, home, 'Oak Valley Stadium', new Date(time).toISOString(), before.time]);
    const fan = await newContext(browser, server);
    const page = new GamePage(fan.page);
    await page.goto(gameId);
    await page.expectGame(second, home);
    await expect(page.scoreboard).toContainText('Oak Valley Stadium');
    await fan.context.close();

    // Activity: who changed which fields, from what to what, one row for the edit.
    await admin.openTab('Activity');
    const activity = new ActivityTab(adminSession.page);
    await activity.filterByGame(gameId);
    const edit = activity.rows.filter({ hasText: `${server.adminEmail} changed games` });
    await expect(edit).toHaveCount(1);
    await expect(edit).toContainText('Location: Harborview Field → Oak Valley Stadium');
    await expect(edit).toContainText(`Home team: ${home} → ${second}`);
    await expect(edit).toContainText(`Away team: ${first} → ${home}`);
    await expect(edit).toContainText('Date and time:');
  });

  test('Add Schedule: a typo of a school is no team unless marked as a non-member, and Home or Away is always chosen', async ({ adminSession, server }) => {
    const home = uniqueName('Bayside Central');
    const member = uniqueName('Maple Ridge Academy');
    await seedSchoolWithSports(server, home, ['football']);
    const memberId = await seedSchoolWithSports(server, member, ['football']);
    await adminSession.admin.openTab('Add Schedule');
    const tab = new AddScheduleTab(adminSession.page);
    await tab.choose(home, 'Football');

    await tab.fillEntry(0, { location: 'Bayside Field', time: localInput(4, 18), opponent: typo(member), venue: 'Home' });
    await tab.submit.click();
    await expect(tab.error).toHaveText(NOT_LISTED);

    await tab.fillEntry(0, { opponent: member });
    await tab.addEntry.click();
    await tab.fillEntry(1, { location: 'Visitors Field', time: localInput(6, 18), opponent: typo(member), nonMember: true });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Entry 2: Please choose whether the school plays Home or Away.');
    await tab.fillEntry(1, { venue: 'Away' });
    await tab.submit.click();
    await expect(tab.success).toHaveText('Schedule added successfully!');

    // The member school is linked by id; the typo, marked as no school, stays a typed name.
    const games = async () => (await allDocs<GameDoc>(server, 'games')).filter((g) => g.homeSchoolName === home || g.awayName === home);
    await expect.poll(async () => (await games()).length).toBe(2);
    const stored = await games();
    expect(stored.find((g) => g.homeSchoolName === home)).toMatchObject({ awayName: member, awaySchoolId: memberId, location: 'Bayside Field' });
    const visiting = stored.find((g) => g.awayName === home);
    expect(visiting).toMatchObject({ homeSchoolName: typo(member), location: 'Visitors Field' });
    expect(visiting?.homeSchoolId).toBeUndefined();
  });
});
