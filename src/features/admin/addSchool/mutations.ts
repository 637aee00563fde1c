import type { AppDatabase } from '../../../data/database';
import { validateBusinessRules } from '../../../shared/rules';
import { MSG } from '../../../shared/schemas/adminMessages';
import type { SchoolDoc } from '../../../shared/schemas/schools.schema';
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
  const broken = validateBusinessRules('schools', { ...doc });
  if (broken) throw new SchoolRuleError(broken.message);
  await db.schools.insert(doc);
  return doc;
}

export async function deleteSchool(db: AppDatabase, id: string): Promise<void> {
  const doc = await db.schools.findOne(id).exec();
  if (!doc) throw new Error(MSG.schoolNotFoundDeleted);
  await doc.remove();
}
