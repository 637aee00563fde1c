import { describe, expect, it } from 'vitest';
import type { SchoolOption } from './queries';
import { gameSides } from './gameSides';

const SCHOOLS: SchoolOption[] = [
  { id: 'h', name: 'Harborview High', sports: [] },
  { id: 'm', name: 'Maple Ridge Academy', sports: [] },
];
const HARBORVIEW = SCHOOLS[0];

describe('gameSides', () => {
  it('puts the school at home or away, as chosen, the member opponent by id and its own spelling', () => {
    expect(gameSides(SCHOOLS, HARBORVIEW, 'home', ' maple ridge academy ', false)).toEqual({
      ok: true,
      sides: { homeSchoolId: 'h', homeSchoolName: 'Harborview High', awaySchoolId: 'm', awayName: 'Maple Ridge Academy' },
      opponentId: 'm',
    });
    expect(gameSides(SCHOOLS, HARBORVIEW, 'away', 'Maple Ridge Academy', false)).toMatchObject({
      sides: { homeSchoolId: 'm', homeSchoolName: 'Maple Ridge Academy', awaySchoolId: 'h', awayName: 'Harborview High' },
    });
  });

  it('never assumes home: no choice is refused', () => {
    expect(gameSides(SCHOOLS, HARBORVIEW, '', 'Maple Ridge Academy', false)).toEqual({ ok: false, message: 'Please choose whether the school plays Home or Away.' });
  });

  it('refuses a typo unless the opponent is marked as no member school, then keeps it as typed, without an id', () => {
    const typo = gameSides(SCHOOLS, HARBORVIEW, 'home', 'Maple Ridge Acadmy', false);
    expect(typo).toEqual({ ok: false, message: "Pick the opponent from the association's schools, or tick 'Not an association school'." });
    expect(gameSides(SCHOOLS, HARBORVIEW, 'away', ' Oak Valley ', true)).toEqual({
      ok: true,
      sides: { homeSchoolName: 'Oak Valley', awaySchoolId: 'h', awayName: 'Harborview High' },
    });
  });

  it('refuses the school against itself, whatever the spelling', () => {
    expect(gameSides(SCHOOLS, HARBORVIEW, 'home', ' HARBORVIEW HIGH', true)).toEqual({ ok: false, message: 'Home and away teams must be different.' });
  });
});
