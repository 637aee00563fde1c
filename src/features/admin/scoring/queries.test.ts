import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import type { GameDoc } from '../../../shared/schemas/games.schema';
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
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    const now = noon.getTime();
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
      game('done-this-morning', 'FINAL', now - 3 * HOUR),
      game('done-yesterday', 'FINAL', now - 24 * HOUR),
      game('live-now', 'LIVE', now - HOUR),
    ]);
    const list = await firstValueFrom(gamesToScore$(db, now));
    expect(list.map((g) => g.id)).toEqual(['live-since-yesterday', 'live-now', 'soon', 'later-today', 'done-this-morning']);
  });

  it('reads today in the device\'s time zone', () => {
    const noon = new Date(2027, 0, 15, 12).getTime();
    const { from, to } = dayWindow(noon);
    expect(new Date(from).getTime()).toBe(new Date(2027, 0, 15).getTime());
    expect(new Date(to).getTime()).toBe(new Date(2027, 0, 16).getTime());
  });
});
