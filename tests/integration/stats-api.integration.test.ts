import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { R, call, listIds } from './server-helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.adminToken();
});
afterAll(async () => {
  await server?.stop();
});

/** The body for another sport: football's numbers left out. */
function forSport(sport: string, division: string, stats: Record<string, unknown>): Record<string, unknown> {
  return { sport, division, passingYards: undefined, passingTouchdowns: undefined, ...stats };
}

/** A valid body of docs/design/sync.md §9 (flat JSON); `R` keeps names unique when the suite shares a store. */
function body(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    playerName: `${R}Sam Rivera`,
    teamName: 'Harborview',
    schoolName: 'Harborview High School',
    sport: 'football',
    division: '6A',
    season: '2025-2026',
    passingYards: 250,
    passingTouchdowns: 3,
    ...patch,
  };
}

async function playerStatsIds(): Promise<string[]> {
  return listIds(server.url, 'playerStats');
}

describe('POST /api/stats', () => {
  it('refuses an anonymous client with 401 JSON and stores nothing', async () => {
    const before = await playerStatsIds();
    const reply = await call(server.url, 'POST', '/api/stats', { body: body() });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('content-type')).toMatch(/application\/json/);
    expect(reply.body.error).toBe('unauthorized');
    expect(await playerStatsIds()).toEqual(before);
  });

  it.each([
    ['a malformed token', 'not-a-token'],
    ['a forged token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbkBsaWFhLnRlc3QifQ.c2lnbmF0dXJl'],
    ['an empty bearer', ''],
  ])('refuses %s with 401', async (_what, bad) => {
    const reply = await call(server.url, 'POST', '/api/stats', { body: body(), token: bad });
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe('unauthorized');
  });

  const invalid: [string, Record<string, unknown>, string, RegExp][] = [
    ['a missing player name', { playerName: undefined }, 'playerName', /playerName/],
    ['an empty team name (removed, so missing)', { teamName: '' }, 'teamName', /teamName/],
    ['a blank school name', { schoolName: '   ' }, 'schoolName', /schoolName/],
    ['a missing division', { division: undefined }, 'division', /division/],
    ['a missing season', { season: undefined }, 'season', /season/],
    ['an unknown sport', { sport: 'quidditch' }, 'sport', /Unknown sport/],
    ['a division the sport does not offer', forSport('volleyball', '6A', {}), 'division', /3A, 2A, 1A/],
    ['a stat of another sport', { goals: 2 }, 'goals', /not a statistic of Football/],
    ['an unknown field', { favouriteColour: 'blue' }, 'favouriteColour', /not an allowed field/],
    ['a decimal where an integer is due', { passingYards: 12.5 }, 'passingYards', /whole number/],
    ['a negative count', { tackles: -1 }, 'tackles', /tackles/],
    ['text that is not a number', { passingYards: 'lots' }, 'passingYards', /whole number/],
    ['a time that is not MM:SS', forSport('boys-cross-country', '2A', { fastestTime: '18.05' }), 'fastestTime', /MM:SS/],
    ['a number where MM:SS text is due', forSport('cross-country-girls', '2A', { averageTime: 1805 }), 'averageTime', /averageTime/],
    ['a swim time that is not MM:SS.ms', forSport('swimming', '1A', { bestTime: '1:2:3' }), 'bestTime', /MM:SS\.ms/],
  ];

  it.each(invalid)('refuses %s with 400 naming %s, storing nothing', async (_what, patch, field, message) => {
    const before = await playerStatsIds();
    const reply = await call(server.url, 'POST', '/api/stats', { body: body(patch), token });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.field).toBe(field);
    expect(String(reply.body.message)).toContain(field);
    expect(String(reply.body.message)).toMatch(message);
    expect(await playerStatsIds()).toEqual(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await call(server.url, 'POST', '/api/stats', { body: [body()], token })).status).toBe(400);
    const broken = await call(server.url, 'POST', '/api/stats', { raw: '{"playerName":', token });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('The request body is not valid JSON.');
    const empty = await call(server.url, 'POST', '/api/stats', { token });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/JSON object/);
  });

  it('stores a valid line (empty strings removed, server fields its own) and GET returns it for either spelling', async () => {
    const sent = body({
      sport: 'boys-soccer',
      division: '3A',
      passingYards: undefined,
      passingTouchdowns: undefined,
      goals: 7,
      assistsSoccer: '',
      saves: '4',
      shutouts: '',
      id: 'chosen-by-client',
      updatedBy: 'someone-else',
    });
    const reply = await call(server.url, 'POST', '/api/stats', { body: sent, token });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const id = String(reply.body.id);

    for (const spelling of ['boys-soccer', 'soccer-boys']) {
      const got = await call(server.url, 'GET', `/api/stats/sport/${spelling}`);
      expect(got.status).toBe(200);
      const lines = JSON.parse(got.text) as Record<string, unknown>[];
      const line = lines.find((l) => l.id === id);
      expect(line).toMatchObject({
        id,
        playerName: `${R}Sam Rivera`,
        sport: 'soccer-boys',
        division: '3A',
        goals: 7,
        saves: 4,
        updatedBy: server.adminEmail,
      });
      expect(line).not.toHaveProperty('assistsSoccer');
      expect(line).not.toHaveProperty('shutouts');
      expect(line).not.toHaveProperty('_rev');
    }
    const other = JSON.parse((await call(server.url, 'GET', '/api/stats/sport/soccer-girls')).text) as { id: string }[];
    expect(other.map((l) => l.id)).not.toContain(id);
    // The line is a synced document: replication clients see it at /db/playerStats.
    expect((await call(server.url, 'GET', `/db/playerStats/${id}`)).body).toMatchObject({ _id: id, id, goals: 7 });
  });

  it('accepts decimals for Average fields and MM:SS text', async () => {
    const golf = await call(server.url, 'POST', '/api/stats', {
      body: body(forSport('golf-boys', '2A', { averageScore: 72.5, roundsPlayed: 8 })),
      token,
    });
    expect(golf.status, golf.text).toBe(201);
    const xc = await call(server.url, 'POST', '/api/stats', {
      body: body(forSport('girls-cross-country', '1A', { fastestTime: '18:05', averageTime: '19:30' })),
      token,
    });
    expect(xc.status, xc.text).toBe(201);
    const lines = JSON.parse((await call(server.url, 'GET', '/api/stats/sport/cross-country-girls')).text) as Record<string, unknown>[];
    expect(lines.find((l) => l.id === xc.body.id)).toMatchObject({ fastestTime: '18:05', averageTime: '19:30' });
  });
});

describe('GET /api/stats/sport/{sport}', () => {
  it('answers 404 for a sport it does not know', async () => {
    expect((await call(server.url, 'GET', '/api/stats/sport/quidditch')).status).toBe(404);
  });
});
