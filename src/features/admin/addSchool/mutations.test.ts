import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import { MSG } from '../../../shared/schemas/adminMessages';
import { addSchool, deleteSchool, SchoolRuleError } from './mutations';

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
