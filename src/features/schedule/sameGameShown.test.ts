import { describe, expect, it } from 'vitest';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { sameGameShown } from './sameGameShown';

const game = (over: Partial<GameDoc> = {}): GameDoc => ({
  id: 'g1',
  sport: 'football',
  homeSchoolName: 'Oak Ridge',
  awayName: 'Bayview',
  time: '2026-11-22T18:00:00.000Z',
  location: 'Field',
  status: 'LIVE',
  score: { home: { final: 7 }, away: { final: 3 } },
  updatedAt: 1,
  ...over,
});

describe('sameGameShown (the memo comparator of schedule rows and live cards)', () => {
  const same = sameGameShown((g) => [g.id, g.status, g.score?.home?.final, g.score?.away?.final]);

  it('is equal for the same game as a new object (the server first screen, then the local database)', () => {
    expect(same({ game: game(), homeLogo: 'a.svg' }, { game: game({ updatedAt: 2, notes: 'not shown' }), homeLogo: 'a.svg' })).toBe(true);
  });

  it('differs when a shown value changes: a score, the status', () => {
    expect(same({ game: game() }, { game: game({ score: { home: { final: 8 }, away: { final: 3 } } }) })).toBe(false);
    expect(same({ game: game() }, { game: game({ status: 'FINAL' }) })).toBe(false);
  });

  it('differs when a logo arrives or changes', () => {
    expect(same({ game: game() }, { game: game(), awayLogo: 'data:image/svg+xml;base64,AA' })).toBe(false);
    expect(same({ game: game(), homeLogo: 'a.svg' }, { game: game(), homeLogo: 'b.svg' })).toBe(false);
  });
});
