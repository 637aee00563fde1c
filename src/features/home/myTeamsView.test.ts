import { describe, expect, it } from 'vitest';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { zonedTime } from '../../shared/zone';
import { teamViews } from './myTeamsView';

/** Wall-clock times of November 2026 in the association's time zone (src/shared/zone.ts). */
const NOW = zonedTime(2026, 10, 25, 12);
const at = (day: number, hour: number) => new Date(zonedTime(2026, 10, day, hour)).toISOString();
let n = 0;
const game = (over: Partial<GameDoc> & Pick<GameDoc, 'time' | 'status'>): GameDoc => ({
  id: `g${++n}`,
  sport: 'football',
  homeSchoolId: 'a',
  homeSchoolName: 'A',
  awaySchoolId: 'b',
  awayName: 'B',
  location: 'Field',
  updatedAt: 0,
  ...over,
});

describe('My Teams on the home page (issue 17)', () => {
  it("gives each team its live games, its next game and its latest result; a team playing now comes first", () => {
    const games = [
      game({ time: at(20, 18), status: 'FINAL' }),
      game({ time: at(22, 18), status: 'FINAL' }),
      game({ time: at(24, 18), status: 'UPCOMING' }), // never played: not 'next'
      game({ time: at(27, 18), status: 'UPCOMING' }),
      game({ time: at(28, 18), status: 'UPCOMING' }),
      game({ time: at(25, 11), status: 'LIVE', sport: 'soccer-boys', homeSchoolId: 'c', homeSchoolName: 'C', awaySchoolId: 'b' }),
    ].sort((x, y) => x.time.localeCompare(y.time));
    const views = teamViews([{ school: 'a', sport: 'football' }, { school: 'b' }], games, NOW);
    expect(views.map((v) => v.team.school)).toEqual(['b', 'a']);
    const [b, a] = views;
    expect(b.live.map((g) => g.homeSchoolName)).toEqual(['C']);
    expect(a.live).toEqual([]);
    expect(a.next?.time).toBe(at(27, 18));
    expect(a.latest?.time).toBe(at(22, 18));
  });

  it("counts 'today' on the association's calendar, not the device's", () => {
    // 21:00 on 25 November in New York (02:00 UTC on the 26th) is already the 26th in Tokyo, the test's device zone.
    const evening = Date.parse('2026-11-25T21:00:00-05:00');
    expect(evening).toBe(Date.parse('2026-11-26T02:00:00Z'));
    // 09:00 in New York: the morning of the association's today, the day before in Tokyo (23:00 on the 25th).
    const morning = game({ time: '2026-11-25T14:00:00.000Z', status: 'UPCOMING' });
    expect(teamViews([{ school: 'a', sport: 'football' }], [morning], evening)[0].next).toBe(morning);
    // A game of the association's yesterday is no longer 'next'.
    const yesterday = game({ time: '2026-11-25T04:30:00.000Z', status: 'UPCOMING' }); // 23:30 on the 24th in New York
    expect(teamViews([{ school: 'a', sport: 'football' }], [yesterday], evening)[0].next).toBeNull();
  });

  it('a team whose sport is followed sees only that sport', () => {
    const soccer = game({ time: at(27, 18), status: 'UPCOMING', sport: 'boys-soccer' });
    expect(teamViews([{ school: 'a', sport: 'football' }], [soccer], NOW)[0].next).toBeNull();
    expect(teamViews([{ school: 'a', sport: 'soccer-boys' }], [soccer], NOW)[0].next).toBe(soccer);
  });

  it("a game whose side was typed as a followed school's name is that school's game, as the calendar feeds and alerts count it", () => {
    const typed = game({ time: at(27, 18), status: 'UPCOMING', homeSchoolId: 'c', homeSchoolName: 'C', awaySchoolId: '', awayName: ' a ' });
    const idByName = new Map([['a', 'a'], ['c', 'c']]);
    expect(teamViews([{ school: 'a', sport: 'football' }], [typed], NOW, idByName)[0].next).toBe(typed);
    // Without the schools' names the side is nobody's.
    expect(teamViews([{ school: 'a', sport: 'football' }], [typed], NOW)[0].next).toBeNull();
  });
});
