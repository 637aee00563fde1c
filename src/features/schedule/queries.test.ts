import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../data/database';
import { createAppDatabase } from '../../data/database';
import { getMemoryStorage } from '../../data/storage';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { gameSports$, liveGames$, logoFor, schoolLogos$, todaysGames$ } from './queries';

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

  it("reads LIVE games, and today's games without LIVE ones or old finals", async () => {
    const db = await open();
    await db.games.bulkInsert([
      game('live-old', 'LIVE', NOW - 30 * DAY),
      game('live-today', 'LIVE', NOW - 3600_000),
      game('upcoming-later', 'UPCOMING', NOW + 20 * DAY),
      game('final-today', 'FINAL', NOW - 2 * 3600_000),
      game('final-old', 'FINAL', NOW - 5 * DAY),
      game('final-next-week', 'FINAL', NOW + 7 * DAY),
    ]);
    expect((await firstValueFrom(liveGames$(db))).map((g) => g.id)).toEqual(['live-old', 'live-today']);
    const page = await firstValueFrom(todaysGames$(db, NOW, null, 40));
    expect(page.games.map((g) => g.id)).toEqual(['final-today', 'upcoming-later']);
    expect(page.total).toBe(2);
  });

  it('reads only the first page of a season of UPCOMING games, and counts the rest', async () => {
    const db = await open();
    const upcoming = Array.from({ length: 120 }, (_, i) =>
      game(`up-${String(i).padStart(3, '0')}`, 'UPCOMING', NOW + (120 - i) * 3600_000, { sport: i % 2 === 0 ? 'soccer-boys' : 'football' }),
    );
    await db.games.bulkInsert([...upcoming, game('final-today', 'FINAL', NOW - 3600_000, { sport: 'boys-soccer' })]);

    const page = await firstValueFrom(todaysGames$(db, NOW, null, 40));
    expect(page.games).toHaveLength(40);
    expect(page.total).toBe(121);
    expect(page.games[0].id).toBe('final-today');
    // The 39 earliest UPCOMING games follow, by time.
    expect(page.games.slice(1).map((g) => g.id)).toEqual(upcoming.slice(-39).reverse().map((g) => g.id));

    // Both spellings of Boys Soccer, counted and paged the same way.
    const soccer = await firstValueFrom(todaysGames$(db, NOW, 'soccer-boys', 40));
    expect(soccer.total).toBe(61);
    expect(soccer.games).toHaveLength(40);
    expect(new Set(soccer.games.map((g) => g.sport))).toEqual(new Set(['soccer-boys', 'boys-soccer']));
    const times = soccer.games.map((g) => Date.parse(g.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('emits again when a live score changes', async () => {
    const db = await open();
    await db.games.insert(game('g1', 'LIVE', NOW, { score: { home: { final: 0 }, away: { final: 0 } } }));
    const updated = firstValueFrom(liveGames$(db).pipe(filter((games) => games[0]?.score?.home?.final === 7)));
    const doc = await db.games.findOne('g1').exec();
    await doc?.incrementalPatch({ score: { home: { final: 7 }, away: { final: 0 } }, updatedAt: 2 });
    expect((await updated)[0].score).toEqual({ home: { final: 7 }, away: { final: 0 } });
  });

  it("a game that turns FINAL moves from the live list to today's games", async () => {
    const db = await open();
    await db.games.insert(game('g1', 'LIVE', NOW));
    const moved = firstValueFrom(todaysGames$(db, NOW, null, 40).pipe(filter((page) => page.games.length === 1)));
    const doc = await db.games.findOne('g1').exec();
    await doc?.incrementalPatch({ status: 'FINAL', updatedAt: 2 });
    expect((await moved).games[0].id).toBe('g1');
    expect(await firstValueFrom(liveGames$(db))).toEqual([]);
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

  it('lists the sports that have games, whatever their spelling, from one index key per spelling, and follows a new sport', async () => {
    const db = await open();
    // The schools list none of these sports: the filters come from the games.
    await db.games.bulkInsert([
      game('f1', 'FINAL', NOW - DAY),
      game('f2', 'UPCOMING', NOW + DAY),
      game('l1', 'UPCOMING', NOW + DAY, { sport: 'lacrosse' }),
      game('s1', 'FINAL', NOW - DAY, { sport: 'boys-soccer' }),
    ]);
    expect(await firstValueFrom(gameSports$(db))).toEqual(['football', 'lacrosse', 'soccer-boys']);
    // Each read is a range of the (sport, status, time) index in its order: one key read, no sort of a sport's games.
    const plan = db.games.findOne({ selector: { sport: 'football' }, sort: [{ sport: 'asc' }, { status: 'asc' }, { time: 'asc' }] }).getPreparedQuery().queryPlan;
    expect(plan.index).toContain('sport');
    expect(plan.sortSatisfiedByIndex).toBe(true);

    const withWrestling = firstValueFrom(gameSports$(db).pipe(filter((sports) => sports.includes('wrestling'))));
    await db.games.insert(game('w1', 'UPCOMING', NOW + 2 * DAY, { sport: 'wrestling' }));
    expect(await withWrestling).toEqual(['football', 'lacrosse', 'soccer-boys', 'wrestling']);
  });
});
