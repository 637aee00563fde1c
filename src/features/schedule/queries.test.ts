import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../data/database';
import { createAppDatabase } from '../../data/database';
import { getMemoryStorage } from '../../data/storage';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { logoFor, schoolLogos$, scheduleGames$ } from './queries';
import { liveGames, todaysGames } from './scheduleRules';

const NOW = new Date(2025, 9, 15, 12).getTime();
const DAY = 24 * 60 * 60 * 1000;

const game = (id: string, status: GameDoc['status'], time: number, over: Partial<GameDoc> = {}): GameDoc => ({
  id,
  sport: 'football',
  homeSchoolName: `Home ${id}`,
  awayName: `Away ${id}`,
  time: new Date(time).toISOString(),
  location: 'Field',
  status,
  updatedAt: 1,
  ...over,
});

describe('schedule queries on a real local database', () => {
  let db: AppDatabase | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  const open = async () => {
    db = await createAppDatabase({
      name: `schedule-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      storage: getMemoryStorage(),
      multiInstance: false,
      collections: ['games', 'schools'],
    });
    return db;
  };

  it("reads LIVE, UPCOMING and today's games, and leaves old finals out", async () => {
    const db = await open();
    await db.games.bulkInsert([
      game('live-old', 'LIVE', NOW - 30 * DAY),
      game('upcoming-later', 'UPCOMING', NOW + 20 * DAY),
      game('final-today', 'FINAL', NOW - 2 * 3600_000),
      game('final-old', 'FINAL', NOW - 5 * DAY),
      game('final-next-week', 'FINAL', NOW + 7 * DAY),
    ]);
    const games = await firstValueFrom(scheduleGames$(db, NOW));
    expect(games.map((g) => g.id).sort()).toEqual(['final-today', 'live-old', 'upcoming-later']);
    expect(liveGames(games).map((g) => g.id)).toEqual(['live-old']);
    expect(todaysGames(games, NOW, null).map((g) => g.id)).toEqual(['final-today', 'upcoming-later']);
  });

  it('emits again when a live score changes', async () => {
    const db = await open();
    await db.games.insert(game('g1', 'LIVE', NOW, { score: { home: { final: 0 }, away: { final: 0 } } }));
    const updated = firstValueFrom(
      scheduleGames$(db, NOW).pipe(filter((games) => games[0]?.score?.home?.final === 7)),
    );
    const doc = await db.games.findOne('g1').exec();
    await doc?.incrementalPatch({ score: { home: { final: 7 }, away: { final: 0 } }, updatedAt: 2 });
    expect((await updated)[0].score).toEqual({ home: { final: 7 }, away: { final: 0 } });
  });

  it('finds a team logo by school id, else by name', async () => {
    const db = await open();
    const logo = 'data:image/png;base64,AAAA';
    await db.schools.insert({ id: 's1', name: 'Harborview High', location: 'X', sports: [], logoUrl: logo, updatedAt: 1 });
    await db.schools.insert({ id: 's2', name: 'No Logo Prep', location: 'Y', sports: [], updatedAt: 1 });
    const logos = await firstValueFrom(schoolLogos$(db));
    expect(logoFor(logos, 's1', 'Renamed')).toBe(logo);
    expect(logoFor(logos, undefined, ' harborview high ')).toBe(logo);
    expect(logoFor(logos, 's2', 'No Logo Prep')).toBeUndefined();
    expect(logoFor(undefined, 's1', 'Harborview High')).toBeUndefined();
  });
});
