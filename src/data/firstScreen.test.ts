import { describe, expect, it, vi } from 'vitest';
import { parsedOnce } from './firstScreen';

describe('parsedOnce', () => {
  it('reads an answer once per parser: the parts of a page that show it share one object', () => {
    const answer = { finals: [1, 2] };
    const parse = vi.fn((value: unknown) => ({ count: (value as typeof answer).finals.length }));
    const scores = parsedOnce(parse, answer);
    const news = parsedOnce(parse, answer);
    expect(scores).toEqual({ count: 2 });
    expect(news).toBe(scores);
    expect(parse).toHaveBeenCalledTimes(1);

    // Another answer, or another reading of the same one, is read on its own.
    expect(parsedOnce(parse, { finals: [] })).toEqual({ count: 0 });
    const other = vi.fn(() => 'other');
    expect(parsedOnce(other, answer)).toBe('other');
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('keeps a refused answer refused, and reads no answer (null) each time', () => {
    const refuse = vi.fn(() => null);
    const answer = {};
    expect(parsedOnce(refuse, answer)).toBeNull();
    expect(parsedOnce(refuse, answer)).toBeNull();
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(parsedOnce(refuse, null)).toBeNull();
    expect(parsedOnce(refuse, null)).toBeNull();
    expect(refuse).toHaveBeenCalledTimes(3);
  });
});
