import { filter, firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../data/database';
import { createAppDatabase } from '../../data/database';
import { getMemoryStorage } from '../../data/storage';
import type { PlayerStatsDoc } from '../../shared/schemas/playerStats.schema';
import { schoolStats$, schoolStatsTable } from './statsQueries';

const line = (id: string, playerName: string, over: Partial<PlayerStatsDoc> = {}): PlayerStatsDoc => ({
  id,
  playerName,
  teamName: 'Harborview Mariners',
  schoolName: 'Harborview High School',
  sport: 'football',
  division: '4A',
  season: '2026-2027',
  updatedAt: 1,
  ...over,
});

describe('schoolStatsTable', () => {
  it("adds a basketball player's credited points to the school's lines (issue 39), the typed points of a credited player left out", () => {
    const hoops = { sport: 'basketball' };
    const table = schoolStatsTable(
      [line('a', 'Zoe Park', { ...hoops, points: 40, rebounds: 7 }), line('b', 'Ben Ode', { ...hoops, points: 11 })],
      'Harborview High School',
      'basketball',
      '2026-27',
      [
        { id: 'g1:home', gameId: 'g1', team: 'home', sport: 'basketball', season: '2026-27', schoolName: 'Harborview High School', updatedAt: 2,
          players: [{ name: 'Zoe Park', stats: { points: 8 } }, { name: 'Cy Dunn', number: '3', stats: { points: 2 } }] },
        { id: 'g1:away', gameId: 'g1', team: 'away', sport: 'basketball', season: '2026-27', schoolName: 'Maple Ridge Academy', updatedAt: 2,
          players: [{ name: 'Ida Moss', stats: { points: 30 } }] },
      ],
    );
    expect(table.rows.map((r) => [r.playerName, r.cells[0], r.cells[1]])).toEqual([['Ben Ode', '11', ''], ['Cy Dunn', '2', ''], ['Zoe Park', '8', '7']]);
  });

  it("holds the school's lines of the sport and season, by player name, one cell per stats field", () => {
    const table = schoolStatsTable(
      [
        line('a', 'Zoe Park', { passingYards: 2600, tackles: 4 }),
        line('b', 'adam Cole', { schoolName: '  harborview high school ', rushingYards: 800 }),
        line('c', 'Mia Ray', { schoolName: 'Somewhere Else', teamName: 'HARBORVIEW HIGH SCHOOL', sport: 'Football', season: '2026-27' }),
        line('d', 'Other School', { schoolName: 'Maple Ridge Academy', teamName: 'Maple Ridge Lumberjacks' }),
        line('e', 'Last Season', { season: '2025-2026' }),
        line('f', 'Other Sport', { sport: 'soccer-boys' }),
      ],
      'Harborview High School',
      'football',
      '2026-27',
    );
    expect(table.columns.map((c) => c.label)).toEqual([
      'Passing Yards', 'Passing TDs', 'Rushing Yards', 'Rushing TDs', 'Receiving Yards', 'Receiving TDs', 'Tackles', 'Interceptions', 'Sacks',
    ]);
    expect(table.rows.map((r) => r.playerName)).toEqual(['adam Cole', 'Mia Ray', 'Zoe Park']);
    expect(table.rows[2].cells).toEqual(['2,600', '', '', '', '', '', '4', '', '']);
    expect(table.rows[0].cells[2]).toBe('800');
  });

  it('gives no rows when the school has no lines', () => {
    expect(schoolStatsTable([line('a', 'Zoe Park')], 'Maple Ridge Academy', 'football', '2026-27').rows).toEqual([]);
  });
});

describe('schoolStats$ on a real local database', () => {
  let db: AppDatabase | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  it('updates by itself when a line is saved', async () => {
    db = await createAppDatabase({
      name: `school-stats-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      storage: getMemoryStorage(),
      multiInstance: false,
      collections: ['playerStats', 'playerGameLines'],
    });
    await db.playerStats.insert(line('a', 'Zoe Park', { passingYards: 10 }));
    const stats$ = schoolStats$(db, 'Harborview High School', 'football', '2026-27');
    expect((await firstValueFrom(stats$)).rows.map((r) => r.playerName)).toEqual(['Zoe Park']);
    const two = firstValueFrom(stats$.pipe(filter((t) => t.rows.length === 2)));
    await db.playerStats.insert(line('b', 'Ann Lee', { passingYards: 20 }));
    expect((await two).rows.map((r) => r.playerName)).toEqual(['Ann Lee', 'Zoe Park']);
  });

  it("updates by itself when a game's credited lines arrive (issue 39)", async () => {
    db = await createAppDatabase({
      name: `school-stats-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      storage: getMemoryStorage(),
      multiInstance: false,
      collections: ['playerStats', 'playerGameLines'],
    });
    const stats$ = schoolStats$(db, 'Harborview High School', 'basketball', '2026-27');
    expect((await firstValueFrom(stats$)).rows).toEqual([]);
    const one = firstValueFrom(stats$.pipe(filter((t) => t.rows.length === 1)));
    await db.playerGameLines.insert({
      id: 'g1:home', gameId: 'g1', team: 'home', sport: 'basketball', season: '2026-27', schoolName: 'Harborview High School', updatedAt: 2,
      players: [{ name: 'Zoe Park', number: '3', stats: { points: 5 } }],
    });
    expect((await one).rows.map((r) => [r.playerName, r.cells[0]])).toEqual([['Zoe Park', '5']]);
  });
});
