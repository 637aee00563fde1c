import type { AppDatabase } from '../../../data/database';
import { checkSchoolNameFree, validateBusinessRules } from '../../../shared/rules';
import { MSG } from '../../../shared/schemas/adminMessages';
import type { SchoolDoc } from '../../../shared/schemas/schools.schema';
import { updateGame } from '../shared/mutations';
import type { SchoolFormValues } from './schoolForm';

export interface NewSchool extends SchoolFormValues {
  logoUrl?: string;
}

/** The rule the server will apply, checked here so the admin hears it now and offline. */
export class SchoolRuleError extends Error {}

/**
 * Writes to the local database first: it works offline, counts as a pending
 * change, and replication pushes it when the server is reachable.
 */
export async function addSchool(db: AppDatabase, school: NewSchool, updatedBy: string, now = Date.now()): Promise<SchoolDoc> {
  const doc: SchoolDoc = {
    id: crypto.randomUUID(),
    name: school.name,
    location: school.location,
    ...(school.logoUrl ? { logoUrl: school.logoUrl } : {}),
    sports: [],
    createdAt: now,
    updatedAt: now,
    updatedBy,
  };
  const broken = validateBusinessRules('schools', { ...doc }) ?? checkSchoolNameFree(doc, await db.schools.find().exec());
  if (broken) throw new SchoolRuleError(broken.message);
  await db.schools.insert(doc);
  return doc;
}

export interface SchoolEdit extends SchoolFormValues {
  /** The logo to keep or store; null removes it. */
  logoUrl: string | null;
}

/**
 * docs/product/rules.md §2: an edited school, checked as a new one is. Only the fields that changed
 * are written (a concurrent edit of another field merges). A new name follows the school into what
 * carries it by name: its games' sides, its rosters, its player stats lines (found by the old name),
 * so nothing is left under the old one. Offline like every write.
 */
export async function editSchool(db: AppDatabase, id: string, edit: SchoolEdit, updatedBy: string, now = Date.now()): Promise<SchoolDoc> {
  const doc = await db.schools.findOne(id).exec();
  if (!doc) throw new SchoolRuleError(MSG.schoolNotFoundDeleted);
  const current = doc.toJSON() as SchoolDoc;
  const next: SchoolDoc = { ...current, name: edit.name, location: edit.location, updatedAt: now, updatedBy };
  if (edit.logoUrl) next.logoUrl = edit.logoUrl;
  else delete next.logoUrl;
  const broken = validateBusinessRules('schools', { ...next }) ?? checkSchoolNameFree(next, await db.schools.find().exec());
  if (broken) throw new SchoolRuleError(broken.message);
  const written = await doc.incrementalModify((data) => {
    if (current.name !== next.name) data.name = next.name;
    if (current.location !== next.location) data.location = next.location;
    if (current.logoUrl !== next.logoUrl) {
      if (next.logoUrl) data.logoUrl = next.logoUrl;
      else delete data.logoUrl;
    }
    data.updatedAt = now;
    data.updatedBy = updatedBy;
    return data;
  });
  if (current.name !== next.name) await renameEverywhere(db, current, next.name, updatedBy, now);
  return written.toJSON() as SchoolDoc;
}

async function renameEverywhere(db: AppDatabase, school: SchoolDoc, name: string, updatedBy: string, now: number): Promise<void> {
  const home = await db.games.find({ selector: { homeSchoolId: school.id } }).exec();
  const away = await db.games.find({ selector: { awaySchoolId: school.id } }).exec();
  for (const game of home) await updateGame(db, game.id, [{ path: ['homeSchoolName'], value: name }], 'keep', updatedBy, now);
  for (const game of away) await updateGame(db, game.id, [{ path: ['awayName'], value: name }], 'keep', updatedBy, now);
  for (const roster of await db.rosters.find({ selector: { schoolId: school.id } }).exec()) {
    await roster.incrementalPatch({ schoolName: name, updatedAt: now, updatedBy });
  }
  for (const line of await db.playerStats.find({ selector: { schoolName: school.name } }).exec()) {
    await line.incrementalPatch({ schoolName: name, updatedAt: now, updatedBy });
  }
}

export async function deleteSchool(db: AppDatabase, id: string): Promise<void> {
  const doc = await db.schools.findOne(id).exec();
  if (!doc) throw new Error(MSG.schoolNotFoundDeleted);
  await doc.remove();
}

/**
 * Issue 38: archive (or unarchive) a school instead of deleting it: off the public lists and the
 * pickers of new games and rosters, its games, rosters and stats kept under its name. Only the flag
 * is written, offline like every write; the server checks it with the same schema.
 */
export async function setSchoolArchived(db: AppDatabase, id: string, archived: boolean, updatedBy: string, now = Date.now()): Promise<void> {
  const doc = await db.schools.findOne(id).exec();
  if (!doc) throw new SchoolRuleError(MSG.schoolNotFoundDeleted);
  await doc.incrementalModify((data) => {
    data.archived = archived;
    data.updatedAt = now;
    data.updatedBy = updatedBy;
    return data;
  });
}
