import { describe, expect, it } from 'vitest';
import type { RosterDoc } from '../../shared/schemas/rosters.schema';
import { positionLabel, rosterSeasons } from './schoolRoster';

const roster = (sport: string, season: string, players: RosterDoc['players']): RosterDoc => ({
  id: `s:${sport}:${season}`,
  schoolId: 's',
  sport,
  season,
  players,
  updatedAt: 1,
});

describe('rosterSeasons', () => {
  it('lists only seasons with players, newest first, players by number, whatever the sport spelling', () => {
    const seasons = rosterSeasons(
      [
        roster('soccer-boys', '2024-2025', [{ number: '10', name: 'B', grade: '11' }]),
        roster('boys-soccer', '2025-2026', [
          { number: '12', name: 'C', grade: '12' },
          { number: '2', name: 'A', grade: '9' },
        ]),
        roster('soccer-boys', '2026-2027', []),
        roster('soccer-girls', '2025-2026', [{ number: '1', name: 'G', grade: '10' }]),
      ],
      'soccer-boys',
    );
    expect(seasons.map((s) => s.season)).toEqual(['2025-2026', '2024-2025']);
    expect(seasons[0].players.map((p) => p.number)).toEqual(['2', '12']);
    expect(rosterSeasons([], 'football')).toEqual([]);
  });
});

describe('positionLabel', () => {
  it('joins offense and defense positions', () => {
    expect(positionLabel({ position: 'QB', defensivePosition: 'LB' })).toBe('QB / LB');
    expect(positionLabel({ position: 'GK' })).toBe('GK');
    expect(positionLabel({ defensivePosition: 'CB' })).toBe('CB');
    expect(positionLabel({})).toBe('');
  });
});
