import { describe, expect, it } from 'vitest';
import type { StandingsFirstScreen } from '../../src/shared/standingsFirstScreen';
import type { DivisionsDoc } from '../../src/shared/schemas/divisions.schema';
import { divisionsDocId } from '../../src/shared/schemas/divisions.schema';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { computeStandings } from '../../src/shared/standings/compute';
import { currentSeason, previousSeason, seasonBounds } from '../../src/shared/standings/season';
import { R, call, clientDocs, putAsAdmin, sampleDoc, serverForFile } from './server-helpers';

// GET /api/first/standings against the real server and store: /sports' first screen, computed by
// the server with the function every device runs, from the demo association.
const ctx = serverForFile({ demoData: true });

async function first(sport: string, season: string): Promise<StandingsFirstScreen> {
  const reply = await call(ctx.server.url, 'GET', `/api/first/standings?sport=${sport}&season=${season}`);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.headers.get('cache-control')).toBe('no-cache');
  return reply.body as unknown as StandingsFirstScreen;
}

/** The tables a device computes from what it pulls: every game, school and set-up the store holds. */
async function deviceTables(sport: string, season: string) {
  const [games, schools, setups] = await Promise.all([
    clientDocs<GameDoc>(ctx.server.url, 'games'), clientDocs<SchoolDoc>(ctx.server.url, 'schools'), clientDocs<DivisionsDoc>(ctx.server.url, 'divisions'),
  ]);
  const setup = setups.find((doc) => doc.sport === sport && doc.season === season) as DivisionsDoc;
  return computeStandings({ games, sport, season, setup, teamNames: new Map(schools.map((s) => [s.id, s.name])) });
}

describe('GET /api/first/standings', () => {
  it('answers anonymous readers with the tables a device computes, in either spelling of the sport', async () => {
    const season = currentSeason();
    const answer = await first('boys-soccer', season);
    expect(answer.sport).toBe('soccer-boys');
    expect(answer.computed?.setup.id).toBe(divisionsDocId('soccer-boys', season));
    expect(answer.computed?.divisions).toEqual(await deviceTables('soccer-boys', season));
    expect(answer.computed?.divisions.flatMap((d) => d.rows).some((row) => row.played > 0)).toBe(true);
    expect(answer.seasons).toEqual([season, previousSeason(season)]);
    expect(answer.imported).toEqual([]);
  });

  it("a past season without a set-up answers with its imported rows", async () => {
    const last = previousSeason(currentSeason());
    const answer = await first('football', last);
    expect(answer.computed).toBeNull();
    expect(answer.imported.length).toBeGreaterThan(10);
    expect(answer.imported.every((row) => row.season === last && row.sport === 'football')).toBe(true);
  });

  it('a final written through the server moves the next answer', async () => {
    const season = currentSeason();
    const before = await first('volleyball', season);
    const division = before.computed?.divisions[0];
    const [top, bottom] = [division?.rows[0], division?.rows[division.rows.length - 1]];
    expect(top && bottom).toBeTruthy();
    await putAsAdmin(ctx, 'games', {
      ...sampleDoc('games', `${R}first-standings-final`),
      sport: 'volleyball', homeSchoolId: bottom?.schoolId, homeSchoolName: bottom?.teamName, awaySchoolId: top?.schoolId, awayName: top?.teamName,
      time: new Date(seasonBounds(season).start + 3 * 86_400_000).toISOString(), status: 'FINAL',
      score: { home: { final: 3, '1': 25, '2': 25, '3': 25 }, away: { final: 0, '1': 20, '2': 20, '3': 20 } },
    });
    const after = await first('volleyball', season);
    const row = (answer: StandingsFirstScreen, id: string | undefined) => answer.computed?.divisions[0].rows.find((r) => r.schoolId === id);
    expect(row(after, bottom?.schoolId)?.wins).toBe((row(before, bottom?.schoolId)?.wins ?? 0) + 1);
    expect(row(after, top?.schoolId)?.losses).toBe((row(before, top?.schoolId)?.losses ?? 0) + 1);
    expect(after.computed?.divisions).toEqual(await deviceTables('volleyball', season));
  });

  it('refuses a sport or season it cannot name, with a message', async () => {
    const noSport = await call(ctx.server.url, 'GET', `/api/first/standings?sport=quidditch&season=${currentSeason()}`);
    expect(noSport.status).toBe(400);
    expect(noSport.body.reason).toBe('sport must name a sport of the catalog');
    const noSeason = await call(ctx.server.url, 'GET', '/api/first/standings?sport=football&season=fall');
    expect(noSeason.status).toBe(400);
    expect(noSeason.body.reason).toBe('season must be written like 2026-27');
  });
});
