import { describe, expect, it } from 'vitest';
import { MAX_FOLLOWED_TEAMS, encodeTeams, followsGame, parseTeams, schoolCalendarPath, teamsCalendarPath, webcalUrl } from './calendarLinks';

describe('encodeTeams / parseTeams', () => {
  it('round-trips schools and school sports, ids with separators in them kept whole', () => {
    const teams = [{ school: 'harbor,view:1' }, { school: 'maple', sport: 'boys-soccer' }];
    const value = encodeTeams(teams);
    expect(value).toBe('harbor%2Cview%3A1,maple:soccer-boys');
    expect(parseTeams(value)).toEqual([{ school: 'harbor,view:1' }, { school: 'maple', sport: 'soccer-boys' }]);
  });

  it('writes one set of teams as one value, whatever the order or repeats', () => {
    expect(encodeTeams([{ school: 'b' }, { school: 'a', sport: 'football' }, { school: 'b' }])).toBe(encodeTeams([{ school: 'a', sport: 'football' }, { school: 'b' }]));
  });

  it('refuses what it cannot read', () => {
    expect(parseTeams('')).toBeNull();
    expect(parseTeams('a:curling')).toBeNull();
    expect(parseTeams('a:football:x')).toBeNull();
    expect(parseTeams(',a')).toBeNull();
    expect(parseTeams('%E0%A4%A')).toBeNull();
    expect(parseTeams(Array.from({ length: MAX_FOLLOWED_TEAMS + 1 }, (_, i) => `s${i}`).join(','))).toBeNull();
  });
});

describe('calendar addresses', () => {
  it('names a school, a school sport and a set of teams', () => {
    expect(schoolCalendarPath('s 1')).toBe('/api/calendar/school/s%201.ics');
    expect(schoolCalendarPath('s1', 'girls-soccer')).toBe('/api/calendar/school/s1/soccer-girls.ics');
    expect(teamsCalendarPath([{ school: 's1', sport: 'football' }, { school: 's2' }])).toBe('/api/calendar/teams.ics?teams=s1%3Afootball%2Cs2');
    expect(webcalUrl('https://liaa.example', '/api/calendar/school/s1.ics')).toBe('webcal://liaa.example/api/calendar/school/s1.ics');
  });
});

describe('followsGame', () => {
  const game = { sport: 'boys-soccer', homeSchoolId: 'h', awaySchoolId: 'a' };
  it("matches either side's school, whole or in the game's sport", () => {
    expect(followsGame([{ school: 'a' }], game)).toBe(true);
    expect(followsGame([{ school: 'h', sport: 'soccer-boys' }], game)).toBe(true);
    expect(followsGame([{ school: 'h', sport: 'football' }], game)).toBe(false);
    expect(followsGame([{ school: 'x' }], game)).toBe(false);
    expect(followsGame([], game)).toBe(false);
  });
});
