import { describe, expect, it } from 'vitest';
import { LEAGUE_TILES } from './leagues';

describe('Around the Leagues', () => {
  it('has the six tiles of docs/product/screens.md §2, each with the sport’s image', () => {
    expect(LEAGUE_TILES.map((t) => t.name)).toEqual(['Football', 'Soccer', 'Volleyball', 'Golf', 'Cross Country', 'Basketball']);
    expect(LEAGUE_TILES.find((t) => t.name === 'Cross Country')?.image).toBe('/sports/running.svg');
    expect(LEAGUE_TILES.find((t) => t.name === 'Basketball')?.image).toBe('/sports/generic.svg');
  });
});
