import type { AppDatabase } from '../../../data/database';
import { validateBusinessRules } from '../../../shared/rules';
import type { DivisionsDoc } from '../../../shared/schemas/divisions.schema';
import { divisionsDocId } from '../../../shared/schemas/divisions.schema';
import type { SetupDraft } from './setupModel';
import { setupDoc } from './setupModel';

/** A rule the server would refuse the set-up for, said before anything is written. */
export class SetupRuleError extends Error {}

export interface SetupInput {
  /** Canonical sport key. */
  sport: string;
  season: string;
  draft: SetupDraft;
}

/**
 * Writes the whole set-up of one sport and season to the local database (offline too;
 * replication pushes it). One document per sport and season, so it is created the first
 * time and replaced afterwards; its createdAt is kept.
 */
export async function saveStandingsSetup(db: AppDatabase, input: SetupInput, updatedBy: string, now = Date.now()): Promise<DivisionsDoc> {
  const existing = await db.divisions.findOne(divisionsDocId(input.sport, input.season)).exec();
  const doc = setupDoc(input, updatedBy, now, existing?.createdAt ?? now);
  const broken = validateBusinessRules('divisions', { ...doc });
  if (broken) throw new SetupRuleError(broken.message);
  if (existing) {
    await existing.incrementalPatch({ divisions: doc.divisions, tiebreakers: doc.tiebreakers, updatedAt: now, updatedBy });
  } else {
    await db.divisions.insert(doc);
  }
  return doc;
}
