import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import { MSG } from '../../../shared/schemas/adminMessages';
import { addGame } from '../shared/mutations';
import { addSchool, deleteSchool, editSchool, SchoolRuleError, setSchoolArchived } from './mutations';
import { schoolFootprint$ } from './queries';

let db: AppDatabase | null = null;

async function openDb(): Promise<AppDatabase> {
  db = await createAppDatabase({ name: `add-school-${crypto.randomUUID()}`, storage: getMemoryStorage(), multiInstance: false });
  return db;
}

afterEach(async () => {
  await db?.close();
  db = null;
});

describe('addSchool', () => {
  it('writes a complete school document locally', async () => {
    const database = await openDb();
    const doc = await addSchool(database, { name: 'Harborview High School', location: 'Bayport, NY' }, 'admin@liaa.test', 1_700_000_000_000);
    const stored = await database.schools.findOne(doc.id).exec();
    expect(stored?.toJSON()).toMatchObject({
      id: doc.id,
      name: 'Harborview High School',
      location: 'Bayport, NY',
      sports: [],
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
      updatedBy: 'admin@liaa.test',
    });
    expect(stored?.logoUrl).toBeUndefined();
    expect(doc.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a name another school has, whatever its case and spacing, and stores nothing', async () => {
    const database = await openDb();
    await addSchool(database, { name: 'Maple Ridge Academy', location: 'Maple Ridge' }, 'admin@liaa.test');
    await expect(addSchool(database, { name: '  maple   ridge ACADEMY ', location: 'Elsewhere' }, 'admin@liaa.test')).rejects.toThrow(
      new SchoolRuleError("A school named 'Maple Ridge Academy' already exists."),
    );
    expect((await database.schools.find().exec()).map((doc) => doc.name)).toEqual(['Maple Ridge Academy']);
    await addSchool(database, { name: 'Maple Ridge Academy East', location: 'Maple Ridge' }, 'admin@liaa.test');
    expect(await database.schools.count().exec()).toBe(2);
  });

  it('keeps a logo data URL', async () => {
    const database = await openDb();
    const logoUrl = 'data:image/png;base64,iVBORw0KGgo=';
    const doc = await addSchool(database, { name: 'Maple Ridge Academy', location: 'Maple Ridge', logoUrl }, 'a@b.c');
    expect((await database.schools.findOne(doc.id).exec())?.logoUrl).toBe(logoUrl);
  });

  it('refuses what the server would refuse, before writing', async () => {
    const database = await openDb();
    await expect(addSchool(database, { name: 'x'.repeat(101), location: 'Bayport' }, 'a@b.c')).rejects.toBeInstanceOf(SchoolRuleError);
    await expect(addSchool(database, { name: 'Ok', location: 'Bayport', logoUrl: 'data:text/html;base64,AAAA' }, 'a@b.c')).rejects.toBeInstanceOf(
      SchoolRuleError,
    );
    expect(await database.schools.count().exec()).toBe(0);
  });
});

describe('editSchool', () => {
  it('writes the new name, location and logo, and the name follows into its games, rosters and stats lines', async () => {
    const database = await openDb();
    const school = await addSchool(database, { name: 'Stonebrook High', location: 'Stonebrook', logoUrl: 'data:image/png;base64,iVBORw0KGgo=' }, 'a@b.c');
    const other = await addSchool(database, { name: 'Maple Ridge Academy', location: 'Maple Ridge' }, 'a@b.c');
    const game = { sport: 'football', time: '2026-10-02T23:00:00.000Z', location: 'Field', status: 'UPCOMING' as const };
    const home = await addGame(database, { ...game, homeSchoolId: school.id, homeSchoolName: school.name, awaySchoolId: other.id, awayName: other.name }, 'a@b.c');
    const away = await addGame(database, { ...game, homeSchoolId: other.id, homeSchoolName: other.name, awaySchoolId: school.id, awayName: school.name }, 'a@b.c');
    await database.rosters.insert({ id: 'r1', schoolId: school.id, schoolName: school.name, sport: 'football', season: '2025-2026', players: [], updatedAt: 1 });
    const stats = { teamName: 'Team', sport: 'football', division: '6A', season: '2025-2026', updatedAt: 1 };
    const line = await database.playerStats.insert({ ...stats, id: 's1', playerName: 'Sam Rivera', schoolName: school.name });
    const unrelated = await database.playerStats.insert({ ...stats, id: 's2', playerName: 'Jo Park', schoolName: other.name });

    await editSchool(database, school.id, { name: 'Stonebrook Regional', location: 'Stonebrook, NY', logoUrl: null }, 'editor@b.c', 2_000);

    const stored = (await database.schools.findOne(school.id).exec())?.toJSON();
    expect(stored).toMatchObject({ name: 'Stonebrook Regional', location: 'Stonebrook, NY', updatedBy: 'editor@b.c', updatedAt: 2_000 });
    expect(stored?.logoUrl).toBeUndefined();
    expect((await database.games.findOne(home.id).exec())?.homeSchoolName).toBe('Stonebrook Regional');
    expect((await database.games.findOne(away.id).exec())?.awayName).toBe('Stonebrook Regional');
    expect((await database.games.findOne(away.id).exec())?.homeSchoolName).toBe('Maple Ridge Academy');
    expect((await database.rosters.find({ selector: { schoolId: school.id } }).exec()).map((r) => r.schoolName)).toEqual(['Stonebrook Regional']);
    expect((await database.playerStats.findOne(line.id).exec())?.schoolName).toBe('Stonebrook Regional');
    expect((await database.playerStats.findOne(unrelated.id).exec())?.schoolName).toBe('Maple Ridge Academy');
  });

  it("refuses another school's name, or what a new school could not have, and changes nothing", async () => {
    const database = await openDb();
    const school = await addSchool(database, { name: 'Stonebrook High', location: 'Stonebrook' }, 'a@b.c');
    await addSchool(database, { name: 'Maple Ridge Academy', location: 'Maple Ridge' }, 'a@b.c');
    await expect(editSchool(database, school.id, { name: 'maple ridge academy', location: 'X', logoUrl: null }, 'a@b.c')).rejects.toThrow(
      "A school named 'Maple Ridge Academy' already exists.",
    );
    await expect(editSchool(database, school.id, { name: 'x'.repeat(101), location: 'X', logoUrl: null }, 'a@b.c')).rejects.toBeInstanceOf(SchoolRuleError);
    // Its own name, in another case, is its own.
    await editSchool(database, school.id, { name: 'STONEBROOK HIGH', location: 'Stonebrook', logoUrl: null }, 'a@b.c');
    expect((await database.schools.findOne(school.id).exec())?.name).toBe('STONEBROOK HIGH');
    await expect(editSchool(database, 'missing', { name: 'A', location: 'B', logoUrl: null }, 'a@b.c')).rejects.toThrow(MSG.schoolNotFoundDeleted);
  });
});

describe('deleteSchool', () => {
  it('removes the school', async () => {
    const database = await openDb();
    const doc = await addSchool(database, { name: 'Bayside Central', location: 'Bayside' }, 'a@b.c');
    await deleteSchool(database, doc.id);
    expect(await database.schools.findOne(doc.id).exec()).toBeNull();
  });

  it('says when the school is already gone', async () => {
    const database = await openDb();
    await expect(deleteSchool(database, 'missing')).rejects.toThrow(MSG.schoolNotFoundDeleted);
  });
});

describe('archiving a school (issue 38)', () => {
  it('sets and clears only the flag, and the delete dialog counts what would go with the school', async () => {
    const database = await openDb();
    const school = await addSchool(database, { name: 'Stonebrook High', location: 'Stonebrook' }, 'a@b.c', 1);
    const other = await addSchool(database, { name: 'Maple Ridge Academy', location: 'Maple Ridge' }, 'a@b.c', 1);
    const game = { sport: 'football', time: '2026-10-02T23:00:00.000Z', location: 'Field', status: 'UPCOMING' as const };
    await addGame(database, { ...game, homeSchoolId: school.id, homeSchoolName: school.name, awaySchoolId: other.id, awayName: other.name }, 'a@b.c');
    // An opponent typed by name (no id) is the school's game too.
    await addGame(database, { ...game, homeSchoolId: other.id, homeSchoolName: other.name, awayName: 'Stonebrook High' }, 'a@b.c');
    await addGame(database, { ...game, homeSchoolId: other.id, homeSchoolName: other.name, awayName: 'Elsewhere' }, 'a@b.c');

    await setSchoolArchived(database, school.id, true, 'b@c.d', 5);
    expect((await database.schools.findOne(school.id).exec())?.toJSON()).toMatchObject({ name: 'Stonebrook High', archived: true, updatedAt: 5, updatedBy: 'b@c.d' });
    await setSchoolArchived(database, school.id, false, 'b@c.d', 6);
    expect((await database.schools.findOne(school.id).exec())?.archived).toBe(false);

    expect(await firstValueFrom(schoolFootprint$(database, school))).toEqual({ games: 2, rosters: 0, stats: 0 });
  });

  it('says a school that is gone', async () => {
    const database = await openDb();
    await expect(setSchoolArchived(database, 'nope', true, 'a@b.c')).rejects.toThrow(MSG.schoolNotFoundDeleted);
  });
});
