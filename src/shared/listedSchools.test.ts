import { describe, expect, it } from 'vitest';
import { listedSchools } from './listedSchools';

describe('listedSchools', () => {
  it('leaves archived schools out of public lists and new-entry pickers, in the order given', () => {
    const schools = [{ id: 'a' }, { id: 'b', archived: true }, { id: 'c', archived: false }];
    expect(listedSchools(schools).map((s) => s.id)).toEqual(['a', 'c']);
  });
});
