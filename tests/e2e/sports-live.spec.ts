import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { expectSameDocument, markDocument } from './lookChecks';
import { SportsPage } from './pages/SportsPage';
import { putDoc, updateDoc } from './serverDocs';

// The shared store (no demo data): this file writes its own rows, in a season of its own.
test.describe('/sports live', () => {
  test('a standings row and a ranking written on another device appear and re-sort without a reload', async ({ page, server }) => {
    // A season no other test uses, so this table holds only these rows.
    const season = `e2e-${randomUUID().slice(0, 8)}`;
    const sport = 'cross-country-girls';
    const row = { sport, season, division: 'division-2', overall: '' };
    await putDoc(server, 'teamStats', { ...row, id: `${season}-a`, teamName: 'Alder Creek', wins: 1, losses: 1, winPercentage: 0.5 });
    await putDoc(server, 'teamStats', { ...row, id: `${season}-b`, teamName: 'Birch Hollow', wins: 2, losses: 0, winPercentage: 1 });

    const sports = new SportsPage(page);
    await page.goto(`/sports?selectedSport=girls-cross-country&season=${season}`);
    await expect(sports.heading).toBeVisible();
    await expect(sports.rows('Division 2')).toHaveCount(2);
    expect(await sports.teamNames('Division 2')).toEqual(['Birch Hollow', 'Alder Creek']);
    await expect(sports.row('Division 2', 'Alder Creek')).toContainText('.500');
    await expect(sports.rankingsPanel).toContainText('No rankings yet.');
    await markDocument(page);

    await updateDoc<{ id: string; wins: number; losses: number; winPercentage: number }>(server, 'teamStats', `${season}-a`, (doc) => ({
      ...doc, wins: 3, losses: 0, winPercentage: 1,
    }));
    await putDoc(server, 'rankings', { id: `${season}-r1`, sport: 'girls-cross-country', season, teamName: 'Alder Creek', rank: 1, wins: 3, losses: 0 });

    // Same win % (1.000): more wins goes first.
    await expect(sports.rows('Division 2').first()).toContainText('Alder Creek');
    await expect(sports.row('Division 2', 'Alder Creek')).toContainText('1.000');
    await expect(sports.rankings).toHaveText([/Alder Creek/]);
    await expectSameDocument(page);

    // A second season with rows brings the season picker; the choice lands in the URL.
    const previous = `${season}-prev`;
    await putDoc(server, 'teamStats', { ...row, season: previous, id: `${previous}-c`, teamName: 'Cedar Point', wins: 0, losses: 2, winPercentage: 0 });
    await expect(sports.seasonPicker).toBeVisible();
    await sports.seasonPicker.selectOption(previous);
    await expect(page).toHaveURL(new RegExp(`[?&]season=${previous}$`));
    await expect(sports.standingsHeading).toContainText(previous);
    await expect(sports.rows('Division 2')).toHaveCount(1);
    await expect(sports.row('Division 2', 'Cedar Point')).toContainText('0-2');
    await expect(sports.row('Division 2', 'Cedar Point')).toContainText('.000');
    await expect(sports.rankingsPanel).toContainText('No rankings yet.');
  });
});
