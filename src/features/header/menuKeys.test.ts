import { describe, expect, it } from 'vitest';
import { indexForKey, opensFromToggle } from './menuKeys';

describe('indexForKey', () => {
  it('steps with the arrows and wraps at both ends', () => {
    expect(indexForKey('ArrowDown', 0, 3)).toBe(1);
    expect(indexForKey('ArrowDown', 2, 3)).toBe(0);
    expect(indexForKey('ArrowUp', 1, 3)).toBe(0);
    expect(indexForKey('ArrowUp', 0, 3)).toBe(2);
  });

  it('enters the list from the toggle at the first or the last school', () => {
    expect(indexForKey('ArrowDown', -1, 3)).toBe(0);
    expect(indexForKey('ArrowUp', -1, 3)).toBe(2);
  });

  it('jumps with Home and End', () => {
    expect(indexForKey('Home', 2, 5)).toBe(0);
    expect(indexForKey('End', 0, 5)).toBe(4);
  });

  it('leaves other keys and empty lists alone', () => {
    expect(indexForKey('Tab', 0, 3)).toBeNull();
    expect(indexForKey('a', 0, 3)).toBeNull();
    expect(indexForKey('ArrowDown', -1, 0)).toBeNull();
  });
});

describe('opensFromToggle', () => {
  it('opens on Enter, Space and the arrows, not on Tab or Escape', () => {
    expect(['Enter', ' ', 'ArrowDown', 'ArrowUp'].every(opensFromToggle)).toBe(true);
    expect(['Tab', 'Escape', 'a'].some(opensFromToggle)).toBe(false);
  });
});
