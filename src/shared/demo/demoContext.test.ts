import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latin1ToBase64, svgDataUrl } from './demoContext';

describe('latin1ToBase64', () => {
  it('gives what btoa gives', () => {
    for (const s of ['', 'a', 'ab', 'abc', 'abcd', '<svg xmlns="http://www.w3.org/2000/svg"/>', '\xff\x00\x80']) {
      expect(latin1ToBase64(s)).toBe(btoa(s));
    }
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0xff }).map((c) => String.fromCharCode(c)) }), (s) => {
      expect(latin1ToBase64(s)).toBe(btoa(s));
    }));
  });

  it('refuses a character above U+00FF, as btoa does', () => {
    expect(() => latin1ToBase64('€')).toThrow(RangeError);
    expect(() => btoa('€')).toThrow();
  });

  it('makes the demo logos\' data URLs', () => {
    expect(svgDataUrl('<svg/>')).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
  });
});
