import { describe, expect, it } from 'vitest';
import type { CreditEntry } from './credits';
import { creditedStats, gameLinesDrafts } from './creditedStats';
import { formatHlc } from './hlc';

let n = 0;
const at = (wall: number) => formatHlc({ wall, counter: 0, node: 'd1' });
const play = (team: 'home' | 'away', value: number, key: string): CreditEntry => ({ id: `g:${n++}`, kind: 'play', team, period: '1', value, play: key, hlc: at(n) });
const credit = (target: CreditEntry, name: string, number?: string): CreditEntry => ({
  id: `g:${n++}`, kind: 'credit', target: target.id, player: { name, ...(number ? { number } : {}) }, hlc: at(n),
});
const voids = (target: CreditEntry): CreditEntry => ({ id: `g:${n++}`, kind: 'void', target: target.id, hlc: at(n) });

const game = {
  id: 'g', sport: 'basketball', time: '2026-12-04T23:00:00.000Z',
  homeSchoolId: 'school-h', homeSchoolName: 'Harbor High ', awaySchoolId: 'school-a', awayName: 'Maple Ridge',
};

describe('player lines from credited plays (issue 39)', () => {
  it("sums a basketball player's credited points; an uncredited or voided play counts for no one", () => {
    const three = play('home', 3, 'fg3');
    const two = play('home', 2, 'fg2');
    const free = play('home', 1, 'ft');
    const gone = play('home', 2, 'fg2');
    const away = play('away', 2, 'fg2');
    const entries = [three, two, free, gone, away, play('home', 3, 'fg3'),
      credit(three, 'Sam Rivera', '12'), credit(two, 'Sam Rivera', '12'), credit(free, 'Jo Park'), credit(gone, 'Jo Park'), voids(gone), credit(away, 'Ann Lee', '9')];
    expect(creditedStats('basketball', entries)).toEqual({
      home: [{ number: '12', name: 'Sam Rivera', stats: { points: 5 } }, { name: 'Jo Park', stats: { points: 1 } }],
      away: [{ number: '9', name: 'Ann Lee', stats: { points: 2 } }],
    });
  });

  it('counts goals and bouts by kind; plays whose figures stay typed give no line', () => {
    const goal = play('away', 1, 'goal');
    expect(creditedStats('soccer-girls', [goal, credit(goal, 'Mia Cruz', '7')]).away).toEqual([{ number: '7', name: 'Mia Cruz', stats: { goals: 1 } }]);
    const fall = play('home', 6, 'w6');
    const major = play('home', 4, 'w4');
    expect(creditedStats('wrestling', [fall, major, credit(fall, 'Eli Stone'), credit(major, 'Eli Stone')]).home).toEqual([
      { name: 'Eli Stone', stats: { wrestlingWins: 2, pins: 1, majorDecisions: 1 } },
    ]);
    const td = play('home', 6, 'td');
    const hit = { ...play('home', 1, 'hit'), period: 'H' };
    expect(creditedStats('football', [td, credit(td, 'Sam Rivera')])).toEqual({ home: [], away: [] });
    expect(creditedStats('baseball', [hit, credit(hit, 'Sam Rivera')])).toEqual({ home: [], away: [] });
  });

  it("makes one document per team with lines, named by the game and team, in the game's season", () => {
    const home = play('home', 3, 'fg3');
    const drafts = gameLinesDrafts(game, [home, credit(home, 'Sam Rivera', '12')]);
    expect(drafts.away).toBeNull();
    expect(drafts.home).toEqual({
      id: 'g:home', gameId: 'g', team: 'home', sport: 'basketball', season: '2026-27', schoolId: 'school-h', schoolName: 'Harbor High',
      players: [{ number: '12', name: 'Sam Rivera', stats: { points: 3 } }],
    });
    // The same entries in another order give the same document.
    const entries = [home, credit(home, 'Sam Rivera', '12')];
    expect(gameLinesDrafts(game, [...entries].reverse())).toEqual(gameLinesDrafts(game, entries));
  });
});
