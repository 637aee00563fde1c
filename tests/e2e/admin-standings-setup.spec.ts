import type { DivisionsDoc } from '../../src/shared/schemas/divisions.schema';
import { divisionsDocId } from '../../src/shared/schemas/divisions.schema';
import { currentSeason, seasonName, seasonStartYear } from '../../src/shared/standings/season';
import { TIEBREAK_LABELS } from '../../src/shared/standings/tiebreakLabels';
import { seedSchoolWithSports } from './adminGamesSeed';
import { expect, test, uniqueName } from './fixtures';
import { expectLaidOut, expectNoAxeViolations } from './lookChecks';
import { StandingsSetupTab } from './pages/admin/StandingsSetupTab';
import { getDoc, putDoc } from './serverDocs';

const THIS_SEASON = currentSeason();
const NEXT_SEASON = seasonName((seasonStartYear(THIS_SEASON) ?? 0) + 1);
const H2H = TIEBREAK_LABELS.headToHead;
const H2H_DIFF = TIEBREAK_LABELS.headToHeadDiff;
const ALLOWED = TIEBREAK_LABELS.pointsAllowed;
const SCORED = TIEBREAK_LABELS.pointsFor;

/** Schools of this test only, playing `sport`, with their ids. */
async function seedSchools(server: Parameters<typeof seedSchoolWithSports>[0], sport: string, prefixes: string[]): Promise<{ id: string; name: string }[]> {
  const schools = prefixes.map((prefix) => ({ name: uniqueName(prefix), id: '' }));
  for (const school of schools) school.id = await seedSchoolWithSports(server, school.name, [sport]);
  return schools;
}

test.describe('Standings tab', () => {
  test('builds two divisions, orders the tiebreakers, saves; the set-up survives a reload and is on the server', async ({ adminSession, server }) => {
    const { page } = adminSession;
    const [a, b, c, d] = await seedSchools(server, 'volleyball', ['Alder Bay High', 'Birch Hollow High', 'Cedar Falls High', 'Dune Shore High']);
    const tab = new StandingsSetupTab(page);
    await tab.open();
    await expect(tab.season).toHaveValue(THIS_SEASON);
    await tab.choose('Volleyball', NEXT_SEASON);
    await expect(tab.noDivisions).toBeVisible();
    await expect(tab.panel.getByText('Teams are ordered by win %. Teams level on win % are ordered by these tiebreakers, in order; teams level on all of them are listed by name.')).toBeVisible();
    await tab.expectTiebreakers([H2H, H2H_DIFF, ALLOWED]);

    await tab.addDivisionButton.click();
    // The new division's name takes the focus, ready to be typed.
    await expect(tab.divisionName(1)).toBeFocused();
    await expect(tab.divisionName(1)).toHaveValue('Division 1');
    await tab.divisionName(1).fill('North');
    await tab.addDivisionButton.click();
    await expect(tab.divisionName(2)).toHaveValue('Division 2');
    // Unsaved changes: no other sport or season until they are saved or discarded.
    await expect(tab.sport).toBeDisabled();
    await expect(tab.season).toBeDisabled();
    await expect(tab.discard).toBeVisible();

    await tab.addSchool('North', a.name);
    await tab.addSchool('North', b.name);
    // A school placed in one division is not offered for another.
    await expect(tab.addSchoolSelect('Division 2').locator('option', { hasText: a.name })).toHaveCount(0);
    await tab.addSchool('Division 2', c.name);
    await tab.addSchool('Division 2', d.name);
    await tab.removeSchoolButton('Division 2', d.name).click();
    await expect(tab.members('Division 2')).toHaveText([new RegExp(c.name)]);
    await expect(tab.addSchoolSelect('Division 2')).toBeFocused();
    await tab.addSchool('Division 2', d.name);
    // Another dashboard tab opened by mistake: the unsaved set-up is still there on return.
    await adminSession.admin.openTab('Featured Scores');
    await tab.open();
    await expect(tab.season).toHaveValue(NEXT_SEASON);
    await expect(tab.members('Division 2')).toHaveText([new RegExp(c.name), new RegExp(d.name)]);

    await tab.moveButton(ALLOWED, 'up').click();
    await tab.expectTiebreakers([H2H, ALLOWED, H2H_DIFF]);
    // The keyboard stays on the moved rule's button.
    await expect(tab.moveButton(ALLOWED, 'up')).toBeFocused();
    await page.keyboard.press('Enter');
    await tab.expectTiebreakers([ALLOWED, H2H, H2H_DIFF]);
    await expect(tab.moveButton(ALLOWED, 'up')).toBeDisabled();
    await expect(tab.moveButton(ALLOWED, 'down')).toBeFocused();
    // A rule already listed is never offered again.
    await expect(tab.addTiebreakerSelect.locator('option')).toHaveText(['Choose a tiebreaker', TIEBREAK_LABELS.pointDiff, SCORED, TIEBREAK_LABELS.overallPct]);
    await tab.addTiebreaker(SCORED);
    await tab.removeTiebreakerButton(H2H_DIFF).click();
    await tab.expectTiebreakers([ALLOWED, H2H, SCORED]);

    await tab.saveAndWait();
    await expect(tab.sport).toBeEnabled();
    await expect(tab.discard).toHaveCount(0);

    const id = divisionsDocId('volleyball', NEXT_SEASON);
    await expect.poll(async () => getDoc<DivisionsDoc>(server, 'divisions', id).catch(() => null)).toMatchObject({
      sport: 'volleyball',
      season: NEXT_SEASON,
      divisions: [
        { key: 'division-1', name: 'North', schoolIds: [a.id, b.id] },
        { key: 'division-2', name: 'Division 2', schoolIds: [c.id, d.id] },
      ],
      tiebreakers: ['pointsAllowed', 'headToHead', 'pointsFor'],
      updatedBy: server.adminEmail,
    });

    await page.reload();
    await tab.open();
    await tab.choose('Volleyball', NEXT_SEASON);
    await expect(tab.divisionName(1)).toHaveValue('North');
    await expect(tab.divisionName(2)).toHaveValue('Division 2');
    await expect(tab.members('North')).toHaveText([new RegExp(a.name), new RegExp(b.name)]);
    await expect(tab.members('Division 2')).toHaveText([new RegExp(c.name), new RegExp(d.name)]);
    await tab.expectTiebreakers([ALLOWED, H2H, SCORED]);

    // What the rules refuse is said, and nothing is written.
    await tab.divisionName(2).fill('north');
    await tab.save.click();
    await expect(tab.error).toHaveText("'north' is listed twice.");
    await tab.divisionName(2).fill('');
    await tab.save.click();
    await expect(tab.error).toHaveText('Division 2 needs a name.');
    expect((await getDoc<DivisionsDoc>(server, 'divisions', id)).divisions[1].name).toBe('Division 2');
    await tab.discard.click();
    await tab.dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(tab.divisionName(2)).toHaveValue('Division 2');
    await expect(tab.season).toBeEnabled();
  });

  test("copies last season's set-up into a new season, and asks before removing a division", async ({ adminSession, server }) => {
    const { page } = adminSession;
    const [east, west] = await seedSchools(server, 'soccer-girls', ['East Harbor High', 'West Meadow High']);
    // The previous season's set-up, written by another admin device; one of its schools has dropped the sport since.
    const gone = await seedSchools(server, 'football', ['Quarry Lane High']).then(([school]) => school);
    await putDoc(server, 'divisions', {
      id: divisionsDocId('soccer-girls', THIS_SEASON),
      sport: 'soccer-girls',
      season: THIS_SEASON,
      divisions: [
        { key: 'division-1', name: 'Coast', schoolIds: [east.id, gone.id] },
        { key: 'division-2', name: 'Inland', schoolIds: [west.id] },
      ],
      tiebreakers: ['overallPct', 'headToHead'],
    });
    const tab = new StandingsSetupTab(page);
    await tab.open();
    await tab.choose('Girls Soccer', NEXT_SEASON);
    await expect(tab.noDivisions).toBeVisible();
    await tab.panel.getByRole('button', { name: `Copy from ${THIS_SEASON}` }).click();
    await expect(tab.note).toContainText(`Copied from ${THIS_SEASON}. 1 school that no longer plays Girls Soccer was left out.`);
    await expect(tab.members('Coast')).toHaveText([new RegExp(east.name)]);
    await expect(tab.members('Inland')).toHaveText([new RegExp(west.name)]);
    await tab.expectTiebreakers([TIEBREAK_LABELS.overallPct, H2H]);

    await tab.removeDivisionButton('Inland').click();
    await expect(tab.dialog).toContainText('Remove Inland? Its school goes back to the schools without a division.');
    await tab.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(tab.divisions).toHaveCount(2);
    await tab.removeDivisionButton('Inland').click();
    await tab.dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(tab.divisions).toHaveCount(1);
    await expect(tab.addDivisionButton).toBeFocused();
    await expect(tab.addSchoolSelect('Coast').locator('option', { hasText: west.name })).toHaveCount(1);

    await tab.saveAndWait();
    await expect.poll(async () => (await getDoc<DivisionsDoc>(server, 'divisions', divisionsDocId('soccer-girls', NEXT_SEASON)).catch(() => null))?.divisions).toEqual([
      { key: 'division-1', name: 'Coast', schoolIds: [east.id] },
    ]);
    // Once this season is set up there is nothing to copy any more.
    await expect(tab.panel.getByRole('button', { name: /^Copy from/ })).toHaveCount(0);
  });

  for (const viewport of [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1280, height: 800 }]) {
    test(`is laid out and passes axe at ${viewport.width} px`, async ({ adminSession, server }) => {
      const { page } = adminSession;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const schools = await seedSchools(server, 'golf-boys', ['Longwood Regional High School of the Arts', 'Pine Hill High']);
      const tab = new StandingsSetupTab(page);
      await tab.open();
      await tab.choose('Boys Golf', NEXT_SEASON);
      await tab.addDivisionButton.click();
      await tab.divisionName(1).fill('Long Island Athletic Association Northern Conference');
      await tab.addSchool('Long Island Athletic Association Northern Conference', schools[0].name);
      await tab.addSchool('Long Island Athletic Association Northern Conference', schools[1].name);
      await tab.addDivisionButton.click();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  }
});
