import { randomUUID } from 'node:crypto';
import { divisionsDocId } from '../../src/shared/schemas/divisions.schema';
import { previousSeason, seasonBounds, seasonName } from '../../src/shared/standings/season';
import { expect, test } from './fixtures';
import { expectSameDocument, markDocument } from './lookChecks';
import { SportsPage } from './pages/SportsPage';
import { putDoc } from './serverDocs';

// The shared store (no demo data): this file writes its own rows, in a season of its own.
test.describe('/sports live', () => {
  test('a result and a ranking written on another device appear and re-sort without a reload; an imported season sits beside', async ({ page, server }) => {
    // A season no other test uses, so this table holds only these rows.
    const season = seasonName(2100 + Math.floor(Math.random() * 7000));
    const sport = 'cross-country-girls';
    const tag = randomUUID().slice(0, 8);
    const [alder, birch] = [`Alder Creek ${tag}`, `Birch Hollow ${tag}`];
    await putDoc(server, 'schools', { id: `${tag}-a`, name: alder, location: 'Alder', sports: [sport] });
    await putDoc(server, 'schools', { id: `${tag}-b`, name: birch, location: 'Birch', sports: [sport] });
    await putDoc(server, 'divisions', {
      id: divisionsDocId(sport, season), sport, season, tiebreakers: ['headToHead'],
      divisions: [{ key: 'division-2', name: 'Division 2', schoolIds: [`${tag}-a`, `${tag}-b`] }],
    });
    const meet = (id: string, day: number, alderPoints: number, birchPoints: number) =>
      putDoc(server, 'games', {
        id: `${tag}-${id}`, sport, homeSchoolId: `${tag}-a`, homeSchoolName: alder, awaySchoolId: `${tag}-b`, awayName: birch,
        time: new Date(seasonBounds(season).start + day * 86_400_000).toISOString(), location: 'Riverside Park', status: 'FINAL',
        // Cross country: team points, the lower total wins.
        score: { home: { final: alderPoints }, away: { final: birchPoints } },
      });
    await meet('m1', 10, 40, 20);

    const sports = new SportsPage(page);
    await sports.goto('girls-cross-country', season);
    await expect(sports.heading).toBeVisible();
    await expect(sports.standingsHeading).toContainText(season);
    await expect.poll(() => sports.teamNames('Division 2')).toEqual([birch, alder]);
    await expect(sports.row('Division 2', alder)).toContainText('.000');
    // Issue 38: the ranking is derived from the standings beside it.
    await expect(sports.rankings).toHaveText([new RegExp(birch), new RegExp(alder)]);
    await markDocument(page);

    // Two more meets, both Alder's: 2-1 against 1-2.
    await meet('m2', 20, 18, 30);
    await meet('m3', 30, 25, 31);
    await putDoc(server, 'rankings', { id: `${tag}-r1`, sport: 'girls-cross-country', season, teamName: alder, rank: 1, wins: 2, losses: 1 });
    await expect.poll(() => sports.teamNames('Division 2')).toEqual([alder, birch]);
    await expect(sports.row('Division 2', alder)).toContainText('.667');
    // The admin's rank 1 for Alder: the order as set, the record the table's (2-1).
    await expect(sports.rankings).toHaveText([new RegExp(`${alder}2-1`), new RegExp(birch)]);
    await expectSameDocument(page);

    // The season before, entered by hand: the picker offers it, and says what it is.
    const previous = previousSeason(season);
    await putDoc(server, 'teamStats', {
      id: `${tag}-prev`, sport, season: previous, division: 'division-2', teamName: `Cedar Point ${tag}`, wins: 0, losses: 2, winPercentage: 0,
    });
    await expect(sports.seasonPicker).toBeVisible();
    await sports.seasonPicker.selectOption(previous);
    await expect(page).toHaveURL(new RegExp(`[?&]season=${previous}$`));
    await expect(sports.standingsHeading).toContainText(previous);
    await expect(sports.standingsSource).toContainText('as the association entered them');
    await expect(sports.rows('Division 2')).toHaveCount(1);
    await expect(sports.row('Division 2', `Cedar Point ${tag}`)).toContainText('0-2');
    await expect(sports.row('Division 2', `Cedar Point ${tag}`)).toContainText('.000');
    await expect(sports.rankings).toHaveText([new RegExp(`Cedar Point ${tag}0-2`)]);
  });
});
