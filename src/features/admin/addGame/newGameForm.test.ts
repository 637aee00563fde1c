import { describe, expect, it } from 'vitest';
import type { SchoolOption } from '../shared/queries';
import type { NewGameForm } from './newGameForm';
import { STREAM_URL_INVALID, checkNewGame } from './newGameForm';
import { zonedTime } from '../../../shared/zone';

const SCHOOLS: SchoolOption[] = [
  { id: 'h', name: 'Harborview High', sports: [] },
  { id: 'm', name: 'Maple Ridge Academy', sports: [] },
];
const FORM: NewGameForm = {
  status: 'UPCOMING',
  sport: 'volleyball',
  schoolId: 'h',
  venue: 'home',
  opponent: 'Maple Ridge Academy',
  location: 'Harborview Gym',
  time: '2025-09-12T18:00',
  url: '',
  nonMember: false,
};

describe('checkNewGame', () => {
  it.each([{ sport: '' }, { schoolId: '' }, { opponent: '  ' }, { location: '' }, { time: '' }])('needs %j', (blank) => {
    expect(checkNewGame(SCHOOLS, { ...FORM, ...blank })).toEqual({ ok: false, message: 'Please fill out all fields.' });
  });

  it("lets a school scorekeeper add only its schools' games, home or away", () => {
    const notMine = { ok: false, message: 'A school scorekeeper adds only games where one of their schools plays.' };
    expect(checkNewGame(SCHOOLS, FORM, ['x'])).toEqual(notMine);
    expect(checkNewGame(SCHOOLS, { ...FORM, opponent: 'Cedar Point', nonMember: true }, ['m'])).toEqual(notMine);
    expect(checkNewGame(SCHOOLS, FORM, ['h']).ok).toBe(true);
    expect(checkNewGame(SCHOOLS, FORM, ['m']).ok).toBe(true);
  });

  it('refuses the same team on both sides', () => {
    expect(checkNewGame(SCHOOLS, { ...FORM, opponent: ' HARBORVIEW HIGH' })).toEqual({ ok: false, message: 'Home and away teams must be different.' });
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
      // 18:00 on the association's clock (New York, EDT).
      time: '2025-09-12T22:00:00.000Z',
    });
    expect(result.game).not.toHaveProperty('url');
  });

  it('asks home or away every time, and puts the school away when so chosen', () => {
    expect(checkNewGame(SCHOOLS, { ...FORM, venue: '' })).toEqual({ ok: false, message: 'Please choose whether the school plays Home or Away.' });
    const away = checkNewGame(SCHOOLS, { ...FORM, venue: 'away', opponent: 'Visiting Prep', nonMember: true });
    if (!away.ok) throw new Error(away.message);
    expect(away.game).toMatchObject({ homeSchoolName: 'Visiting Prep', awaySchoolId: 'h', awayName: 'Harborview High' });
    expect(away.game).not.toHaveProperty('homeSchoolId');
  });

  it('keeps a free-text opponent that is not a member school', () => {
    const result = checkNewGame(SCHOOLS, { ...FORM, opponent: 'Visiting Prep', nonMember: true });
    expect(result.ok && result.game.awaySchoolId).toBeUndefined();
  });

  it("refuses an opponent that is no school unless it is marked as none (a typo is not a new team)", () => {
    expect(checkNewGame(SCHOOLS, { ...FORM, opponent: 'Maple Ridge Acadmy' })).toEqual({
      ok: false,
      message: "Pick the opponent from the association's schools, or tick 'Not an association school'.",
    });
    // Marked as a non-member but named as a school: it is the school.
    const school = checkNewGame(SCHOOLS, { ...FORM, opponent: 'maple ridge academy', nonMember: true });
    expect(school.ok && school.game.awaySchoolId).toBe('m');
  });

  it("starts a game as live only on its day, by the association's clock", () => {
    const today = new Date(zonedTime(2025, 8, 12, 9, 0));
    const live = { ...FORM, status: 'LIVE' as const };
    expect(checkNewGame(SCHOOLS, live, undefined, today).ok).toBe(true);
    const refused = { ok: false, message: "Only a game of today can be live now: choose Upcoming, or set today's date." };
    expect(checkNewGame(SCHOOLS, { ...live, time: '1999-09-12T18:00' }, undefined, today)).toEqual(refused);
    expect(checkNewGame(SCHOOLS, { ...live, time: '2025-09-13T00:30' }, undefined, today)).toEqual(refused);
    expect(checkNewGame(SCHOOLS, { ...FORM, time: '1999-09-12T18:00' }, undefined, today).ok).toBe(true);
    // 22:00 on the 12th in New York is 11:00 on the 13th in Tokyo, the test's device zone; a game at
    // 09:00 on the 12th in New York (22:00 on the 12th in Tokyo) is still a game of the association's today.
    const lateEvening = new Date('2025-09-12T22:00:00-04:00');
    expect(checkNewGame(SCHOOLS, { ...live, time: '2025-09-12T09:00' }, undefined, lateEvening).ok).toBe(true);
    expect(checkNewGame(SCHOOLS, { ...live, time: '2025-09-13T00:30' }, undefined, lateEvening)).toEqual(refused);
  });
});
