import { describe, expect, it } from 'vitest';
import type { CreditEntry } from './credits';
import { creditsOf, playerBox, playerLabel } from './credits';
import { formatHlc } from './hlc';

let n = 0;
const at = (wall: number) => formatHlc({ wall, counter: 0, node: 'd1' });
const play = (team: 'home' | 'away', value: number, key: string, wall: number): CreditEntry => ({ id: `g:${n++}`, kind: 'play', team, period: '1', value, play: key, hlc: at(wall) });
const credit = (target: CreditEntry, name: string, number: string | undefined, wall: number): CreditEntry => ({
  id: `g:${n++}`, kind: 'credit', target: target.id, player: { name, ...(number ? { number } : {}) }, hlc: at(wall),
});
const voids = (target: CreditEntry, wall: number): CreditEntry => ({ id: `g:${n++}`, kind: 'void', target: target.id, hlc: at(wall) });

describe('player credit (issue 39)', () => {
  it('credits a play to its latest credit; a voided play or credit credits no one', () => {
    const three = play('home', 3, 'fg3', 1);
    const two = play('home', 2, 'fg2', 2);
    const first = credit(three, 'Sam Rivera', '12', 3);
    const fixed = credit(three, 'Jo Park', '4', 4);
    const onTwo = credit(two, 'Sam Rivera', '12', 5);
    expect(creditsOf([three, two, first, fixed, onTwo]).get(three.id)).toEqual({ name: 'Jo Park', number: '4' });
    expect(creditsOf([three, two, first, fixed, voids(fixed, 6)]).get(three.id)).toEqual({ name: 'Sam Rivera', number: '12' });
    expect(creditsOf([three, two, onTwo, voids(two, 7)]).has(two.id)).toBe(false);
    expect(playerLabel({ name: 'Sam Rivera', number: '12' })).toBe('#12 Sam Rivera');
    expect(playerLabel({ name: 'Sam Rivera' })).toBe('Sam Rivera');
  });

  it("sums each team's credited points and counts each kind of play, most points first", () => {
    const plays = [play('home', 3, 'fg3', 1), play('home', 2, 'fg2', 2), play('home', 1, 'ft', 3), play('away', 2, 'fg2', 4), play('home', 2, 'fg2', 5)];
    const credits = [credit(plays[0], 'Sam Rivera', '12', 6), credit(plays[1], 'Sam Rivera', '12', 7), credit(plays[2], 'Jo Park', '4', 8), credit(plays[3], 'Ann Lee', '9', 9)];
    const box = playerBox('basketball', [...plays, ...credits]);
    expect(box.home).toEqual([
      { player: { name: 'Sam Rivera', number: '12' }, points: 5, plays: { fg3: 1, fg2: 1 } },
      { player: { name: 'Jo Park', number: '4' }, points: 1, plays: { ft: 1 } },
    ]);
    expect(box.away).toEqual([{ player: { name: 'Ann Lee', number: '9' }, points: 2, plays: { fg2: 1 } }]);
  });

  it('counts a hit in the line score without adding runs', () => {
    const hit: CreditEntry = { id: 'g:h', kind: 'play', team: 'away', period: 'H', value: 1, play: 'hit', hlc: at(1) };
    const run: CreditEntry = { id: 'g:r', kind: 'play', team: 'away', period: '1', value: 1, play: 'run', hlc: at(2) };
    const box = playerBox('baseball', [hit, run, credit(hit, 'Ann Lee', '9', 3), credit(run, 'Ann Lee', '9', 4)]);
    expect(box.away).toEqual([{ player: { name: 'Ann Lee', number: '9' }, points: 1, plays: { hit: 1, run: 1 } }]);
  });
});
