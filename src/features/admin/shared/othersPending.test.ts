import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/schemas/adminMessages';
import { pendingByOthers, pendingOnDevice } from './othersPending';

describe('pendingByOthers', () => {
  it('counts the pending edits of each other account, not the signed-in one nor unknown authors', () => {
    const meta = {
      pending: { games: ['g1', 'g2'], scoreEntries: ['e1', 'e2', 'e3'], rosters: ['r1'] },
      by: { 'games/g1': 'coach@school.test', 'scoreEntries/e1': 'coach@school.test', 'scoreEntries/e2': 'me@school.test', 'scoreEntries/e3': 'amy@school.test', 'games/gone': 'coach@school.test' },
    };
    expect(pendingByOthers(meta, 'me@school.test')).toEqual([
      { author: 'amy@school.test', count: 1 },
      { author: 'coach@school.test', count: 2 },
    ]);
  });

  it('is empty with nothing pending, or only the signed-in account\'s edits', () => {
    expect(pendingByOthers(null, 'me@school.test')).toEqual([]);
    expect(pendingByOthers({ pending: { games: ['g1'] }, by: { 'games/g1': 'me@school.test' } }, 'me@school.test')).toEqual([]);
  });
});

describe('the notice of others\' pending edits', () => {
  it('names the author and says the edits are not sent under the signed-in name', () => {
    expect(MSG.othersPending(3, 'coach@school.test')).toBe(
      '3 changes on this device were made by coach@school.test and wait for them to sign in again. They are not sent under your name.',
    );
    expect(MSG.othersPending(1, 'coach@school.test')).toBe(
      '1 change on this device was made by coach@school.test and waits for them to sign in again. They are not sent under your name.',
    );
  });
});

describe('pendingOnDevice', () => {
  it('counts every pending edit the record holds, whoever made it', () => {
    expect(pendingOnDevice({ pending: { games: ['g1', 'g2'], scoreEntries: ['e1'] } })).toBe(3);
    expect(pendingOnDevice({ pending: {} })).toBe(0);
    expect(pendingOnDevice(null)).toBe(0);
  });
});
