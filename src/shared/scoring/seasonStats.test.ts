import { describe, expect, it } from 'vitest';
import type { PlayerGameLinesDoc } from '../schemas/playerGameLines.schema';
import type { PlayerStatsDoc } from '../schemas/playerStats.schema';
import { seasonPlayerLines } from './seasonStats';

const typed = (playerName: string, stats: Record<string, number>, over: Partial<PlayerStatsDoc> = {}): PlayerStatsDoc => ({
  id: `typed-${playerName}`, playerName, teamName: 'Harbor', schoolName: 'Harbor High', sport: 'basketball', division: '5A', season: '2026-2027', updatedAt: 1,
  ...stats, ...over,
});
const game = (gameId: string, players: PlayerGameLinesDoc['players'], over: Partial<PlayerGameLinesDoc> = {}): PlayerGameLinesDoc => ({
  id: `${gameId}:home`, gameId, team: 'home', sport: 'basketball', season: '2026-27', schoolName: 'Harbor High', players, updatedAt: 5, ...over,
});

describe('season lines: typed lines and credited plays (issue 39)', () => {
  it('sums the credited points of every game and takes them instead of the typed points, keeping the typed rest', () => {
    const lines = seasonPlayerLines(
      [typed('Sam Rivera', { points: 40, rebounds: 9 })],
      [game('g1', [{ name: 'sam rivera ', number: '12', stats: { points: 10 } }]), game('g2', [{ name: 'Sam  Rivera', stats: { points: 7 } }])],
      'basketball',
      '2026-27',
    );
    expect(lines).toEqual([typed('Sam Rivera', { points: 17, rebounds: 9 })]);
  });

  it('gives a credited player without a typed line a line of its own, in the division of its school', () => {
    const lines = seasonPlayerLines([typed('Jo Park', { rebounds: 3 })], [game('g1', [{ name: 'Ann Lee', stats: { points: 6 } }])], 'basketball', '2026-2027');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ playerName: 'Ann Lee', schoolName: 'Harbor High', division: '5A', season: '2026-27', sport: 'basketball', points: 6 });
    expect(lines[0]).toEqual(typed('Jo Park', { rebounds: 3 }));
  });

  it('keeps typed lines as they are for other sports, seasons and schools, and for sports whose figures are typed', () => {
    const credited = [game('g1', [{ name: 'Sam Rivera', stats: { points: 9 } }], { season: '2025-26' })];
    expect(seasonPlayerLines([typed('Sam Rivera', { points: 40 })], credited, 'basketball', '2026-27')).toEqual([typed('Sam Rivera', { points: 40 })]);
    const elsewhere = [game('g1', [{ name: 'Sam Rivera', stats: { points: 9 } }], { schoolName: 'Maple Ridge' })];
    expect(seasonPlayerLines([typed('Sam Rivera', { points: 40 })], elsewhere, 'basketball', '2026-27').map((l) => [l.schoolName, l.points])).toEqual([
      ['Harbor High', 40],
      ['Maple Ridge', 9],
    ]);
    const football = typed('Sam Rivera', { passingYards: 300 }, { sport: 'football' });
    expect(seasonPlayerLines([football], credited, 'football', '2026-27')).toEqual([football]);
  });
});
