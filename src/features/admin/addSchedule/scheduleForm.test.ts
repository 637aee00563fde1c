import { describe, expect, it } from 'vitest';
import type { SchoolOption } from '../shared/queries';
import type { ScheduleEntry } from './scheduleForm';
import { checkSchedule } from './scheduleForm';

const SCHOOLS: SchoolOption[] = [
  { id: 'h', name: 'Harborview High', sports: ['football', 'soccer-boys'] },
  { id: 'm', name: 'Maple Ridge Academy', sports: ['football'] },
];
const entry = (fields: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  key: crypto.randomUUID(),
  location: 'Harborview Field',
  time: '2025-09-12T19:00',
  opponent: 'Oak Valley',
  venue: 'home',
  nonMember: true,
  ...fields,
});

describe('checkSchedule', () => {
  it('needs a school and a sport', () => {
    expect(checkSchedule(SCHOOLS, '', 'football', [entry()])).toEqual({ ok: false, message: 'Please select a school and a sport.' });
    expect(checkSchedule(SCHOOLS, 'h', '', [entry()])).toEqual({ ok: false, message: 'Please select a school and a sport.' });
  });

  it('only takes one of the school’s own sports', () => {
    expect(checkSchedule(SCHOOLS, 'm', 'soccer-boys', [entry()]).ok).toBe(false);
  });

  it.each([{ location: ' ' }, { time: '' }, { opponent: '' }, { time: 'soon' }])('needs every field of every entry: %j', (broken) => {
    expect(checkSchedule(SCHOOLS, 'h', 'football', [entry(), entry(broken)])).toEqual({
      ok: false,
      message: 'Please fill out all fields for each schedule entry.',
    });
  });

  it('refuses the school as its own opponent', () => {
    expect(checkSchedule(SCHOOLS, 'h', 'football', [entry({ opponent: 'harborview high ' })])).toEqual({
      ok: false,
      message: 'Home and away teams must be different.',
    });
  });

  it('refuses a typo of a member school unless the opponent is marked as none, naming the entry', () => {
    const typo = entry({ opponent: 'Maple Ridge Acadmy', nonMember: false });
    expect(checkSchedule(SCHOOLS, 'h', 'football', [typo])).toEqual({
      ok: false,
      message: "Pick the opponent from the association's schools, or tick 'Not an association school'.",
    });
    expect(checkSchedule(SCHOOLS, 'h', 'football', [entry(), typo])).toEqual({
      ok: false,
      message: "Entry 2: Pick the opponent from the association's schools, or tick 'Not an association school'.",
    });
  });

  it('asks home or away for every entry, and puts the school away when so chosen', () => {
    expect(checkSchedule(SCHOOLS, 'h', 'football', [entry({ venue: '' })])).toEqual({
      ok: false,
      message: 'Please choose whether the school plays Home or Away.',
    });
    const away = checkSchedule(SCHOOLS, 'h', 'football', [entry({ venue: 'away', opponent: 'Maple Ridge Academy', nonMember: false })]);
    if (!away.ok) throw new Error(away.message);
    expect(away.games[0]).toMatchObject({ homeSchoolId: 'm', homeSchoolName: 'Maple Ridge Academy', awaySchoolId: 'h', awayName: 'Harborview High' });
  });

  it('makes one UPCOMING home game per entry, linking an opponent that is a member school', () => {
    const result = checkSchedule(SCHOOLS, 'h', 'football', [entry({ opponent: ' maple ridge academy' }), entry({ location: ' Oak Field ' })]);
    if (!result.ok) throw new Error(result.message);
    expect(result.games).toHaveLength(2);
    expect(result.games[0]).toMatchObject({
      sport: 'football',
      homeSchoolId: 'h',
      homeSchoolName: 'Harborview High',
      awaySchoolId: 'm',
      awayName: 'Maple Ridge Academy',
      status: 'UPCOMING',
    });
    expect(result.games[1]).toMatchObject({ awayName: 'Oak Valley', location: 'Oak Field' });
    expect(result.games[1].awaySchoolId).toBeUndefined();
    // The entry's time is the association's (New York, EDT), whatever the device's zone.
    expect(Date.parse(result.games[0].time)).toBe(Date.parse('2025-09-12T19:00:00-04:00'));
  });
});
