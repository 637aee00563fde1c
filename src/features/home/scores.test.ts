import { describe, expect, it } from 'vitest';
import type { FeaturedScoreDoc } from '../../shared/schemas/featuredScores.schema';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { HOME_SCORES_LIMIT, featuredViews, mostRecent, scoreText, winningSide } from './scores';

const game = (id: string, time: string, over: Partial<GameDoc> = {}): GameDoc => ({
  id,
  sport: 'football',
  homeSchoolName: 'Home High',
  awayName: 'Away Academy',
  time,
  location: 'Field',
  status: 'FINAL',
  updatedAt: 1,
  ...over,
});

describe('mostRecent', () => {
  it('keeps the 10 newest games by time, newest first (docs/product/rules.md §10)', () => {
    const games = Array.from({ length: 14 }, (_, i) => game(`g${i}`, new Date(Date.UTC(2025, 8, 1 + i, 18)).toISOString()));
    const recent = mostRecent(games.reverse().concat());
    expect(HOME_SCORES_LIMIT).toBe(10);
    expect(recent.map((g) => g.id)).toEqual(['g13', 'g12', 'g11', 'g10', 'g9', 'g8', 'g7', 'g6', 'g5', 'g4']);
  });

  it('compares instants, not strings, and puts unreadable times last', () => {
    const recent = mostRecent([
      game('utc', '2025-09-12T23:00:00.000Z'),
      game('offset', '2025-09-12T20:30:00-04:00'),
      game('broken', 'not a time'),
    ]);
    expect(recent.map((g) => g.id)).toEqual(['offset', 'utc', 'broken']);
  });
});

describe('scoreText and winningSide', () => {
  it('shows numbers, cross country times, and a dash for nothing', () => {
    expect(scoreText(0)).toBe('0');
    expect(scoreText(21)).toBe('21');
    expect(scoreText('16:45')).toBe('16:45');
    expect(scoreText(null)).toBe('–');
    expect(scoreText(undefined)).toBe('–');
  });

  it('finds the winner, the other way round where the lower score wins', () => {
    expect(winningSide(21, 14, false)).toBe('home');
    expect(winningSide(14, 21, false)).toBe('away');
    expect(winningSide(38, 41, true)).toBe('home');
    expect(winningSide(7, 7, false)).toBeNull();
    expect(winningSide(undefined, 3, false)).toBeNull();
  });
});

describe('featuredViews', () => {
  const featured = (id: string, order: number, gameId: string): FeaturedScoreDoc => ({
    id,
    gameId,
    schoolName: 'Snapshot Home',
    opponent: 'Snapshot Away',
    homeScore: 1,
    awayScore: 2,
    date: '2025-09-12T23:00:00.000Z',
    location: 'Old Field',
    status: 'LIVE',
    order,
    updatedAt: 1,
  });

  it('follows the admin order and the live game over the snapshot', () => {
    const live = game('g1', '2025-09-12T23:00:00.000Z', {
      status: 'FINAL',
      score: { home: { final: 28 }, away: { final: 21 } },
    });
    const views = featuredViews([featured('b', 2, 'gone'), featured('a', 1, 'g1')], new Map([['g1', live]]));
    expect(views.map((v) => [v.id, v.gameId, v.home, v.homeScore, v.awayScore, v.status])).toEqual([
      ['a', 'g1', 'Home High', 28, 21, 'FINAL'],
      ['b', undefined, 'Snapshot Home', 1, 2, 'LIVE'],
    ]);
  });
});
