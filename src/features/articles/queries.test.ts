import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../shared/firstScreens';

describe('newestFirst', () => {
  it('orders by createdAt descending, ties by id', () => {
    const list = [
      { id: 'b', createdAt: 5 },
      { id: 'c', createdAt: 9 },
      { id: 'a', createdAt: 5 },
    ];
    expect(newestFirst(list).map((a) => a.id)).toEqual(['c', 'a', 'b']);
    expect(list.map((a) => a.id)).toEqual(['b', 'c', 'a']);
  });
});
