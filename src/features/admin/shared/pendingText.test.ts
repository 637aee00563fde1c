import { describe, expect, it } from 'vitest';
import { pendingText, syncLineText } from './pendingText';

describe('the admin sync line', () => {
  it('counts what waits, and says apart what the server refused', () => {
    expect(pendingText(0)).toBe('All changes synced');
    expect(syncLineText(2, 0)).toBe('2 changes waiting to sync');
    expect(syncLineText(1, 1)).toBe('1 change not saved: see below');
    expect(syncLineText(3, 1)).toBe('2 changes waiting to sync, 1 not saved');
    expect(syncLineText(2, 2)).toBe('2 changes not saved: see below');
  });
});
