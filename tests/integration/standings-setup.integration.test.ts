import { describe, expect, it } from 'vitest';
import { divisionsDocId } from '../../src/shared/schemas/divisions.schema';
import { R, call, serverForFile } from './server-helpers';

/* The standings set-up (collection `divisions`) as the server takes it: only admins write it, anyone reads it, and a set-up the rules refuse is never stored. */

const ctx = serverForFile();

/** A valid set-up: two divisions, each school in one, the tiebreakers known and each once. */
function setup(id: string, patch: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Date.now();
  return {
    id,
    sport: 'football',
    season: '2026-27',
    divisions: [
      { key: 'division-1', name: 'North', schoolIds: ['school-harbor', 'school-maple'] },
      { key: 'division-2', name: 'South', schoolIds: ['school-bay'] },
    ],
    tiebreakers: ['headToHead', 'pointDiff', 'pointsAllowed'],
    createdAt: now,
    updatedAt: now,
    updatedBy: 'admin@liaa.test',
    ...patch,
  };
}

/** Ids of this run (a shared external store keeps earlier runs' documents). */
function idFor(sport: string, season: string, what: string): string {
  return `${R}${what}-${divisionsDocId(sport, season)}`;
}

describe('standings set-up documents', () => {
  it('refuses an anonymous write and stores nothing', async () => {
    const id = idFor('football', '2026-27', 'anon');
    const reply = await call(ctx.server.url, 'PUT', `/db/divisions/${id}`, { body: setup(id) });
    expect([401, 403]).toContain(reply.status);
    expect((await call(ctx.server.url, 'GET', `/db/divisions/${id}`)).status).toBe(404);
  });

  it("stores an admin's valid set-up, which anyone can read", async () => {
    const id = idFor('soccer-boys', '2026-27', 'ok');
    const doc = setup(id, { sport: 'soccer-boys' });
    const reply = await call(ctx.server.url, 'PUT', `/db/divisions/${id}`, { body: doc, token: ctx.token });
    expect(reply.status, reply.text).toBe(201);
    const read = await call(ctx.server.url, 'GET', `/db/divisions/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: id, ...doc });
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['an unknown tiebreaker', { tiebreakers: ['headToHead', 'coinToss'] }, /^tiebreakers/],
    ['a tiebreaker listed twice', { tiebreakers: ['pointDiff', 'headToHead', 'pointDiff'] }, /^tiebreakers$/],
    [
      'a school in two divisions',
      {
        divisions: [
          { key: 'division-1', name: 'North', schoolIds: ['school-harbor'] },
          { key: 'division-2', name: 'South', schoolIds: ['school-bay', 'school-harbor'] },
        ],
      },
      /^divisions\[1\]\.schoolIds$/,
    ],
    ['the season spelled 2026', { season: '2026' }, /^season$/],
    ['a division named twice', { divisions: [{ key: 'division-1', name: 'North', schoolIds: [] }, { key: 'division-2', name: 'north', schoolIds: [] }] }, /^divisions\[1\]$/],
  ];

  it.each(invalid)('refuses %s with a 400 naming the field, and stores nothing', async (what, patch, field) => {
    const id = idFor('volleyball', '2026-27', `bad-${what.replace(/\W+/g, '-')}`);
    const reply = await call(ctx.server.url, 'PUT', `/db/divisions/${id}`, { body: setup(id, patch), token: ctx.token });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.error).toBe('bad_request');
    expect(String(reply.body.field)).toMatch(field);
    expect((await call(ctx.server.url, 'GET', `/db/divisions/${id}`)).status).toBe(404);
  });

  it('keeps the stored version when an update is refused', async () => {
    const id = idFor('golf-girls', '2026-27', 'update');
    const created = await call(ctx.server.url, 'PUT', `/db/divisions/${id}`, { body: setup(id, { sport: 'golf-girls' }), token: ctx.token });
    expect(created.status, created.text).toBe(201);
    const rev = String(created.body.rev);
    const refused = await call(ctx.server.url, 'PUT', `/db/divisions/${id}`, {
      body: { ...setup(id, { sport: 'golf-girls', tiebreakers: ['pointsFor', 'pointsFor'] }), _rev: rev },
      token: ctx.token,
    });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.field).toBe('tiebreakers');
    const read = await call(ctx.server.url, 'GET', `/db/divisions/${id}`);
    expect(read.body).toMatchObject({ _rev: rev, tiebreakers: ['headToHead', 'pointDiff', 'pointsAllowed'] });
  });
});
