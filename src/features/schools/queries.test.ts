import { describe, expect, it } from 'vitest';
import { sortSchoolsByName } from './queries';

describe('sortSchoolsByName', () => {
  it('sorts by name ignoring case and accents, numbers in order', () => {
    const names = ['Zephyr Hills', 'alder creek', 'Élan Academy', 'Brookhaven', 'School 10', 'School 9'];
    expect(sortSchoolsByName(names.map((name) => ({ name }))).map((s) => s.name)).toEqual([
      'alder creek',
      'Brookhaven',
      'Élan Academy',
      'School 9',
      'School 10',
      'Zephyr Hills',
    ]);
  });

  it('leaves the input untouched', () => {
    const input = [{ name: 'b' }, { name: 'a' }];
    sortSchoolsByName(input);
    expect(input.map((s) => s.name)).toEqual(['b', 'a']);
  });
});
