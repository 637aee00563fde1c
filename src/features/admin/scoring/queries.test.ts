import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import type { GameDoc } from '../../../shared/schemas/games.schema';
import { zonedTime } from '../../../shared/zone';
import { dayWindow, gamesToScore$ } from './queries';

let db: AppDatabase | null = null;

afterEach(async () => {
  await db?.close();
  db = null;
});

const HOUR = 3_600_000;

describe('gamesToScore$', () => {
  it('lists every LIVE game, then today\'s UPCOMING and FINAL games, each by time', async () => {
    db = await createAppDatabase({ name: `to-score-${crypto.randomUUID()}`, storage: getMemoryStorage(), multiInstance: false });
    // Noon on 20 November 2026 in New York (02:00 on the 21st in Tokyo, the test's device zone).
    const now = zonedTime(2026, 10, 20, 12);
    const game = (id: string, status: GameDoc['status'], at: number): GameDoc => ({
      id,
      sport: 'basketball',
      homeSchoolName: `Home ${id}`,
      awayName: `Away ${id}`,
      time: new Date(at).toISOString(),
      location: 'Gym',
      status,
      score: { home: {}, away: {} },
      updatedAt: 1,
    });
    await db.games.bulkInsert([
      game('later-today', 'UPCOMING', now + 5 * HOUR),
      game('live-since-yesterday', 'LIVE', now - 20 * HOUR),
      game('soon', 'UPCOMING', now + HOUR),
      game('tomorrow', 'UPCOMING', now + 24 * HOUR),
      game('done-this-morning', 'FINAL', now - 3 * HOUR), // 09:00 in New York: today's; in Tokyo, 23:00 the day before
      game('done-yesterday', 'FINAL', now - 24 * HOUR),
      game('live-now', 'LIVE', now - HOUR),
    ]);
    const list = await firstValueFrom(gamesToScore$(db, now));
    expect(list.map((g) => g.id)).toEqual(['live-since-yesterday', 'live-now', 'soon', 'later-today', 'done-this-morning']);
  });

  it("reads today in the association's time zone", () => {
    const noon = zonedTime(2027, 0, 15, 12);
    const { from, to } = dayWindow(noon);
    expect(new Date(from).getTime()).toBe(Date.parse('2027-01-15T00:00:00-05:00'));
    expect(new Date(to).getTime()).toBe(Date.parse('2027-01-16T00:00:00-05:00'));
    // 01:30 UTC on 21 November 2026: the 20th in New York, though the 21st in Tokyo.
    expect(dayWindow(Date.parse('2026-11-21T01:30:00Z'))).toEqual({ from: '2026-11-20T05:00:00.000Z', to: '2026-11-21T05:00:00.000Z' });
    // The day New York leaves daylight time (1 November 2026) runs 25 hours.
    expect(dayWindow(Date.parse('2026-11-01T12:00:00-05:00'))).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-02T05:00:00.000Z' });
  });
});
