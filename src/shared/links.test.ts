import { describe, expect, it } from 'vitest';
import { gamePath, streamHref } from './links';

describe('gamePath', () => {
  it("is the game's page, its id kept whole in one path segment", () => {
    expect(gamePath('g-123')).toBe('/games/g-123');
    expect(gamePath('a/b c')).toBe('/games/a%2Fb%20c');
  });
});

describe('streamHref', () => {
  it('only lets web links through', () => {
    expect(streamHref('https://stream.example.org/x')).toBe('https://stream.example.org/x');
    expect(streamHref(' http://a.b/c ')).toBe('http://a.b/c');
    expect(streamHref('javascript:alert(1)')).toBeNull();
    expect(streamHref('data:text/html,hi')).toBeNull();
    expect(streamHref('')).toBeNull();
    expect(streamHref(undefined)).toBeNull();
  });
});
