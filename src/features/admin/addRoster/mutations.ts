import type { AppDatabase } from '../../../data/database';
import { validateBusinessRules } from '../../../shared/rules';
import type { RosterDoc, RosterPlayer } from '../../../shared/schemas/rosters.schema';
import { rosterId } from '../../../shared/schemas/rosters.schema';

export interface RosterInput {
  school: { id: string; name: string };
  /** Canonical sport key. */
  sport: string;
  season: string;
  players: RosterPlayer[];
}

/** A rule the server would refuse the roster for (message names the player). */
export class RosterRuleError extends Error {}

export type RosterSaveResult = 'added' | 'updated';

/**
 * Saves one (school, sport, season) roster in the local database. Its id is
 * deterministic, so two devices creating the same roster offline merge into one.
 * Edit mode replaces the players; add mode on a season that already has a
 * roster appends to it, so nothing already entered is lost.
 */
export async function saveRoster(
  db: AppDatabase,
  input: RosterInput,
  mode: 'add' | 'edit',
  updatedBy: string,
  now = Date.now(),
): Promise<RosterSaveResult> {
  const id = rosterId(input.school.id, input.sport, input.season);
  const existing = await db.rosters.findOne(id).exec();
  const players = mode === 'add' && existing ? [...existing.players, ...input.players] : input.players;
  const doc: RosterDoc = {
    id,
    schoolId: input.school.id,
    schoolName: input.school.name,
    sport: input.sport,
    season: input.season,
    players,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    updatedBy,
  };
  const broken = validateBusinessRules('rosters', { ...doc });
  if (broken) throw new RosterRuleError(broken.message);
  if (existing) {
    await existing.incrementalPatch({ schoolName: doc.schoolName, players, updatedAt: now, updatedBy });
    return 'updated';
  }
  await db.rosters.insert(doc);
  return mode === 'add' ? 'added' : 'updated';
}
