import { describe, expect, it } from 'vitest';
import { sortByName } from './queries';

describe('sortByName', () => {
  it('sorts like a person would: case and accents ignored, numbers in order', () => {
    const names = ['Zephyr Hills', 'alder creek', 'Élan Academy', 'Brookhaven', 'School 10', 'School 9'];
    expect(sortByName(names.map((name) => ({ name }))).map((s) => s.name)).toEqual([
      'alder creek', 'Brookhaven', 'Élan Academy', 'School 9', 'School 10', 'Zephyr Hills',
    ]);
  });

  it('orders names that differ only in case the same way every time', () => {
    const a = sortByName([{ name: 'Oak Ridge' }, { name: 'oak ridge' }]).map((s) => s.name);
    const b = sortByName([{ name: 'oak ridge' }, { name: 'Oak Ridge' }]).map((s) => s.name);
    expect(a).toEqual(b);
  });
});
