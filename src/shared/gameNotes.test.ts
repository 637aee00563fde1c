import { describe, expect, it } from 'vitest';
import { gameNotes } from './gameNotes';
import type { GameDoc } from './schemas/games.schema';

const base: GameDoc = {
  id: 'g',
  sport: 'football',
  homeSchoolName: 'Home HS',
  awayName: 'Away HS',
  time: '2025-10-03T23:00:00.000Z',
  location: 'Field',
  status: 'FINAL',
  updatedAt: 1,
};

describe('gameNotes', () => {
  it('lists general, home, away and additional notes in order, leaving out empty ones', () => {
    const notes = gameNotes({
      ...base,
      gameNotes: { general: 'Rainy', home: ' ', away: 'Great defense', additional: 'Attendance 900' },
      notes: 'Recap filed',
    });
    expect(notes).toEqual([
      { title: 'General Notes', text: 'Rainy' },
      { title: 'Away Team Notes (Away HS)', text: 'Great defense' },
      { title: 'Additional Notes', text: 'Attendance 900\n\nRecap filed' },
    ]);
  });

  it('is empty when the game has no notes', () => {
    expect(gameNotes(base)).toEqual([]);
    expect(gameNotes({ ...base, gameNotes: {}, notes: '' })).toEqual([]);
  });
});
