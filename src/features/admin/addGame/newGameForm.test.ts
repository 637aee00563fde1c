import { describe, expect, it } from 'vitest';
import type { SchoolOption } from '../shared/queries';
import type { NewGameForm } from './newGameForm';
import { STREAM_URL_INVALID, checkNewGame } from './newGameForm';

const SCHOOLS: SchoolOption[] = [
  { id: 'h', name: 'Harborview High', sports: [] },
  { id: 'm', name: 'Maple Ridge Academy', sports: [] },
];
const FORM: NewGameForm = {
  status: 'LIVE',
  sport: 'volleyball',
  homeSchoolId: 'h',
  awayName: 'Maple Ridge Academy',
  location: 'Harborview Gym',
  time: '2025-09-12T18:00',
  url: '',
};

describe('checkNewGame', () => {
  it.each([{ sport: '' }, { homeSchoolId: '' }, { awayName: '  ' }, { location: '' }, { time: '' }])('needs %j', (blank) => {
    expect(checkNewGame(SCHOOLS, { ...FORM, ...blank })).toEqual({ ok: false, message: 'Please fill out all fields.' });
  });

  it("lets a school scorekeeper add only its schools' games, home or away", () => {
    const notMine = { ok: false, message: 'A school scorekeeper adds only games where one of their schools plays.' };
    expect(checkNewGame(SCHOOLS, FORM, ['x'])).toEqual(notMine);
    expect(checkNewGame(SCHOOLS, { ...FORM, awayName: 'Cedar Point' }, ['m'])).toEqual(notMine);
    expect(checkNewGame(SCHOOLS, FORM, ['h']).ok).toBe(true);
    expect(checkNewGame(SCHOOLS, FORM, ['m']).ok).toBe(true);
  });

  it('refuses the same team on both sides', () => {
    expect(checkNewGame(SCHOOLS, { ...FORM, awayName: ' HARBORVIEW HIGH' })).toEqual({ ok: false, message: 'Home and away teams must be different.' });
  });

  it('takes an optional web stream link only', () => {
    expect(checkNewGame(SCHOOLS, { ...FORM, url: 'javascript:alert(1)' })).toEqual({ ok: false, message: STREAM_URL_INVALID });
    const withUrl = checkNewGame(SCHOOLS, { ...FORM, url: ' https://stream.example.org/g1 ' });
    expect(withUrl.ok && withUrl.game.url).toBe('https://stream.example.org/g1');
  });

  it('builds the game with both schools linked and no url when none is given', () => {
    const result = checkNewGame(SCHOOLS, { ...FORM, status: 'UPCOMING' });
    if (!result.ok) throw new Error(result.message);
    expect(result.game).toMatchObject({
      status: 'UPCOMING',
      sport: 'volleyball',
      homeSchoolId: 'h',
      homeSchoolName: 'Harborview High',
      awaySchoolId: 'm',
      awayName: 'Maple Ridge Academy',
      location: 'Harborview Gym',
    });
    expect(result.game).not.toHaveProperty('url');
  });

  it('keeps a free-text opponent that is not a member school', () => {
    const result = checkNewGame(SCHOOLS, { ...FORM, awayName: 'Visiting Prep' });
    expect(result.ok && result.game.awaySchoolId).toBeUndefined();
  });
});
