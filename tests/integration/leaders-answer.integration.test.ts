import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadersAnswer } from '../../src/shared/leaders';
import { sportLeaders } from '../../src/shared/leaders';
import type { PlayerGameLinesDoc } from '../../src/shared/schemas/playerGameLines.schema';
import type { PlayerStatsDoc } from '../../src/shared/schemas/playerStats.schema';
import { formatHlc } from '../../src/shared/scoring/hlc';
import { currentSeason, seasonStartYear } from '../../src/shared/standings/season';
import { waitFor } from '../kit/client';
import { R, accountToken, call, clientDocs, putAsAdmin, sampleDoc, serverForFile } from './server-helpers';

// GET /api/first/leaders against the real server and store: /sports' LIAA Leaders as a fan's
// device shows them (it holds only the player lines of the schools it opened), computed by the
// server with the function a signed-in device runs, from the season's typed and credited lines.
const ctx = serverForFile();

const SHORT = currentSeason();
const START = seasonStartYear(SHORT) ?? new Date().getFullYear();
const LONG = `${START}-${START + 1}`;
const HARBOR = `Harborview High ${R}`;
const MAPLE = `Maple Ridge ${R}`;
const CEDAR = `Cedar Falls ${R}`;

/** Anonymous, as a fan's device asks. */
async function leaders(sport: string, season: string): Promise<LeadersAnswer> {
  const reply = await call(ctx.server.url, 'GET', `/api/first/leaders?sport=${sport}&season=${season}`);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.headers.get('cache-control')).toBe('no-cache');
  return reply.body as unknown as LeadersAnswer;
}

const names = (answer: LeadersAnswer, stat: string) => answer.boards.find((b) => b.field.name === stat)?.lines.map((l) => `${l.playerName} ${l.value}`);

/** A typed line through POST /api/stats, as the admin's Add Stats form sends it. */
async function postLine(line: Record<string, unknown>): Promise<void> {
  const reply = await call(ctx.server.url, 'POST', '/api/stats', { token: ctx.token, body: { teamName: 'Varsity', division: '5A', season: LONG, ...line } });
  expect(reply.status, reply.text).toBe(201);
}

/** The boards a device holding every line computes (a signed-in device: sportLeaders$). */
async function deviceBoards(sport: string, season: string) {
  const [typed, credited] = await Promise.all([
    clientDocs<PlayerStatsDoc>(ctx.server.url, 'playerStats'),
    clientDocs<PlayerGameLinesDoc>(ctx.server.url, 'playerGameLines'),
  ]);
  return sportLeaders(typed, sport, season, credited);
}

beforeAll(async () => {
  // Football lines of three schools, the season in both spellings and the sport in any case.
  await postLine({ playerName: 'Quinn Avery', schoolName: HARBOR, sport: 'football', passingYards: 3100, tackles: 12 });
  await postLine({ playerName: 'Casey Lin', schoolName: MAPLE, sport: 'football', passingYards: 2800, division: '3A' });
  await putAsAdmin(ctx, 'playerStats', {
    ...sampleDoc('playerStats', `${R}blake`), playerName: 'blake Moss', schoolName: ` ${CEDAR.toUpperCase()} `, sport: 'Football', season: SHORT,
    passingYards: 2400, passingTouchdowns: undefined, rushingYards: 900,
  });
  // Another season never leads, however good; nor another sport.
  await postLine({ playerName: 'Old Timer', schoolName: HARBOR, sport: 'football', season: `${START - 1}-${START}`, passingYards: 9000 });
  await postLine({ playerName: 'Vera Kim', schoolName: MAPLE, sport: 'volleyball', division: '2A', kills: 300 });
});

describe('GET /api/first/leaders', () => {
  it("answers anonymous readers with the season's leaders of every school, as a device holding every line ranks them", async () => {
    const answer = await leaders('football', SHORT);
    expect(answer.sport).toBe('football');
    expect(answer.season).toBe(SHORT);
    expect(answer.boards.map((b) => b.caption)).toEqual(['Passing Yards', 'Rushing Yards', 'Tackles']);
    expect(names(answer, 'passingYards')).toEqual(['Quinn Avery 3,100', 'Casey Lin 2,800', 'blake Moss 2,400']);
    expect(answer.boards[0].lines.map((l) => [l.rank, l.schoolName, l.division])).toEqual([[1, HARBOR, '5A'], [2, MAPLE, '3A'], [3, CEDAR.toUpperCase(), '6A']]);
    expect(answer.boards).toEqual(await deviceBoards('football', SHORT));
    // The season and the sport in their other spellings name the same answer.
    expect(await leaders('Football', LONG)).toEqual(answer);
    // A sport without lines this season: no boards (the panel says so).
    expect((await leaders('basketball', `${START - 5}-${START - 4}`)).boards).toEqual([]);
  });

  it("ranks credited lines too: a scorekeeper's credited points lead beside a typed line", async () => {
    const schoolId = `${R}leaders-school`;
    await putAsAdmin(ctx, 'schools', { ...sampleDoc('schools', schoolId), name: HARBOR });
    const keeper = (await accountToken(ctx.server, `${R}leaders-keeper@liaa.test`.toLowerCase(), 'scorekeeper', [schoolId])).token;
    const gameId = `${R}leaders-game`;
    const game = {
      ...sampleDoc('games', gameId), sport: 'basketball', homeSchoolId: schoolId, homeSchoolName: HARBOR, awayName: MAPLE,
      time: new Date().toISOString(), status: 'LIVE', score: { home: { '1': 0 }, away: { '1': 0 } }, updatedBy: undefined,
    };
    const put = await call(ctx.server.url, 'PUT', `/db/games/${encodeURIComponent(gameId)}`, { body: game, token: keeper });
    expect(put.status, put.text).toBe(201);
    await postLine({ playerName: 'Jo Park', schoolName: CEDAR, sport: 'basketball', season: SHORT, division: '4A', points: 20 });
    const before = await leaders('basketball', SHORT);
    expect(names(before, 'points')).toEqual(['Jo Park 20']);

    let n = 0;
    const entry = (over: Record<string, unknown>) => {
      const id = `${gameId}:${R}${(n += 1)}`;
      const now = Date.now();
      return { _id: id, id, gameId, hlc: formatHlc({ wall: now, counter: n, node: 'devL' }), device: 'devL', createdAt: now, updatedAt: now, ...over };
    };
    const three = entry({ kind: 'play', team: 'home', period: '1', value: 3, play: 'fg3' });
    const posted = await call(ctx.server.url, 'POST', '/db/scoreEntries/_bulk_docs', {
      token: keeper,
      body: { docs: [three, entry({ kind: 'credit', target: three._id, player: { name: 'Sam Rivera', number: '12' } })] },
    });
    expect(posted.status, posted.text).toBe(201);

    // The server writes the game's credited lines after the entries: the next answer ranks them.
    const after = await waitFor(async () => {
      const answer = await leaders('basketball', SHORT);
      return names(answer, 'points')?.length === 2 ? answer : null;
    });
    expect(names(after, 'points')).toEqual(['Jo Park 20', 'Sam Rivera 3']);
    expect(after.boards.find((b) => b.field.name === 'points')?.lines[1]).toMatchObject({ schoolName: HARBOR, division: '' });
    expect(after.boards).toEqual(await deviceBoards('basketball', SHORT));
  });

  it('a line written after an answer moves the next answer, through /db and through /api/stats', async () => {
    const first = await leaders('football', SHORT);
    expect(names(first, 'passingYards')?.[0]).toBe('Quinn Avery 3,100');
    await putAsAdmin(ctx, 'playerStats', {
      ...sampleDoc('playerStats', `${R}drew`), playerName: 'Drew Fox', schoolName: CEDAR, season: LONG, passingYards: 4000, passingTouchdowns: undefined,
    });
    const second = await leaders('football', SHORT);
    expect(names(second, 'passingYards')).toEqual(['Drew Fox 4,000', 'Quinn Avery 3,100', 'Casey Lin 2,800', 'blake Moss 2,400']);

    await postLine({ playerName: 'Aaron Bell', schoolName: MAPLE, sport: 'football', tackles: 30 });
    const third = await leaders('football', SHORT);
    expect(names(third, 'tackles')).toEqual(['Aaron Bell 30', 'Quinn Avery 12']);

    // A line moved to another season leaves this one's answer.
    await putAsAdmin(ctx, 'playerStats', {
      ...sampleDoc('playerStats', `${R}drew`), playerName: 'Drew Fox', schoolName: CEDAR, season: `${START - 1}-${START}`, passingYards: 4000, passingTouchdowns: undefined,
    });
    expect(names(await leaders('football', SHORT), 'passingYards')?.[0]).toBe('Quinn Avery 3,100');
  });

  it('refuses a sport or season it cannot name, with a message', async () => {
    const noSport = await call(ctx.server.url, 'GET', `/api/first/leaders?sport=quidditch&season=${SHORT}`);
    expect(noSport.status).toBe(400);
    expect(noSport.headers.get('cache-control')).toBe('no-cache');
    expect(noSport.body.reason).toBe('sport must name a sport of the catalog');
    const noSeason = await call(ctx.server.url, 'GET', '/api/first/leaders?sport=football&season=fall');
    expect(noSeason.status).toBe(400);
    expect(noSeason.body.reason).toBe('season must be written like 2026-27');
    const nothing = await call(ctx.server.url, 'GET', '/api/first/leaders');
    expect(nothing.status).toBe(400);
  });
});
