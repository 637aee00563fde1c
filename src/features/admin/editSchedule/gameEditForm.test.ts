import { describe, expect, it } from 'vitest';
import type { AdminGame, SchoolOption } from '../shared/queries';
import { checkGameEdit, gameEditForm } from './gameEditForm';

const SCHOOLS: SchoolOption[] = [
  { id: 'h', name: 'Harborview High', sports: [] },
  { id: 'm', name: 'Maple Ridge Academy', sports: [] },
];
const HARBORVIEW = SCHOOLS[0];
const GAME: AdminGame = {
  id: 'g1', sport: 'football', homeSchoolId: 'h', homeSchoolName: 'Harborview High', awaySchoolId: 'm', awayName: 'Maple Ridge Academy',
  // 19:00 on the association's clock (New York, EDT): 08:00 on the 13th in Tokyo, the test's device zone.
  time: new Date('2030-09-12T19:00:00-04:00').toISOString(), location: 'Harborview Field', status: 'UPCOMING', score: { home: {}, away: {} },
  updatedAt: 1, updatedBy: 'a@liaa.test',
};
const form = (game: AdminGame = GAME) => gameEditForm(game, HARBORVIEW, SCHOOLS);
const played: AdminGame = { ...GAME, status: 'FINAL', score: { home: { '1': 7, final: 7 }, away: { final: 0 } } };

describe('checkGameEdit', () => {
  it('opens with the game as the school sees it, and an unchanged form writes nothing', () => {
    expect(form()).toEqual({ sport: 'football', time: '2030-09-12T19:00', location: 'Harborview Field', venue: 'home', opponent: 'Maple Ridge Academy', nonMember: false, url: '' });
    expect(gameEditForm(GAME, SCHOOLS[1], SCHOOLS)).toMatchObject({ venue: 'away', opponent: 'Harborview High' });
    expect(checkGameEdit(SCHOOLS, HARBORVIEW, GAME, form())).toEqual({ ok: true, changes: [] });
  });

  it('writes only the fields changed; a new time keeps the old one for followers', () => {
    const result = checkGameEdit(SCHOOLS, HARBORVIEW, GAME, { ...form(), location: ' Cedar Park ', time: '2030-09-13T18:30' });
    expect(result).toEqual({
      ok: true,
      changes: [
        { path: ['time'], value: new Date('2030-09-13T18:30:00-04:00').toISOString() },
        { path: ['location'], value: 'Cedar Park' },
        { path: ['rescheduledFrom'], value: GAME.time },
      ],
    });
  });

  it('swaps the sides for Away, and drops the id of an opponent marked as no member school', () => {
    const result = checkGameEdit(SCHOOLS, HARBORVIEW, GAME, { ...form(), venue: 'away', opponent: 'Oak Valley', nonMember: true });
    if (!result.ok) throw new Error(result.message);
    expect(result.changes).toEqual([
      { path: ['homeSchoolId'], value: undefined },
      { path: ['homeSchoolName'], value: 'Oak Valley' },
      { path: ['awaySchoolId'], value: 'h' },
      { path: ['awayName'], value: 'Harborview High' },
    ]);
  });

  it.each([
    [{ location: '  ' }, 'Please fill out all fields.'],
    [{ time: '' }, 'Please fill out all fields.'],
    [{ opponent: 'Maple Ridge Acadmy' }, "Pick the opponent from the association's schools, or tick 'Not an association school'."],
    [{ opponent: 'harborview high' }, 'Home and away teams must be different.'],
    [{ url: 'javascript:alert(1)' }, 'Stream URL must start with http:// or https://.'],
    [{ location: 'x'.repeat(201) }, 'Location must be at most 200 characters.'],
  ])('refuses %j as on create: %s', (patch, message) => {
    expect(checkGameEdit(SCHOOLS, HARBORVIEW, GAME, { ...form(), ...patch })).toEqual({ ok: false, message });
  });

  it('changes the sport and home or away only while the game has no result', () => {
    expect(checkGameEdit(SCHOOLS, HARBORVIEW, GAME, { ...form(), sport: 'soccer-boys' })).toMatchObject({ ok: true, changes: [{ path: ['sport'], value: 'soccer-boys' }] });
    expect(checkGameEdit(SCHOOLS, HARBORVIEW, played, { ...form(played), sport: 'soccer-boys' })).toEqual({ ok: false, message: 'The sport can be changed only while the game has no result.' });
    expect(checkGameEdit(SCHOOLS, HARBORVIEW, played, { ...form(played), venue: 'away' }).ok).toBe(false);
    // Its venue, time and stream link can still be put right.
    expect(checkGameEdit(SCHOOLS, HARBORVIEW, played, { ...form(played), location: 'Cedar Park', url: 'https://stream.example.org/g1' })).toMatchObject({ ok: true });
  });
});
