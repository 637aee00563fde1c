import type { AppDatabase } from '../../../data/database';
import { validateBusinessRules } from '../../../shared/rules';
import type { PlayerStatsDoc } from '../../../shared/schemas/playerStats.schema';
import type { StatsLine } from './statsForm';

/** A rule the server would refuse the line for; the message names the field. */
export class StatsRuleError extends Error {}

/**
 * Stores one player's line in the local playerStats collection: it works
 * offline, syncs later, and GET /api/stats/sport/{sport} serves it.
 */
export async function addPlayerStats(db: AppDatabase, line: StatsLine, updatedBy: string, now = Date.now()): Promise<PlayerStatsDoc> {
  const doc: PlayerStatsDoc = { ...line, id: crypto.randomUUID(), createdAt: now, updatedAt: now, updatedBy };
  const broken = validateBusinessRules('playerStats', { ...doc });
  if (broken) throw new StatsRuleError(broken.message);
  await db.playerStats.insert(doc);
  return doc;
}
