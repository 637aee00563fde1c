import type { AppDatabase } from '../../../data/database';
import { ALL_STAT_FIELDS } from '../../../shared/catalog/statFields';
import { validateBusinessRules } from '../../../shared/rules';
import { MSG } from '../../../shared/schemas/adminMessages';
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

const STAT_NAMES = ALL_STAT_FIELDS.map((field) => field.name);
const LINE_FIELDS = ['playerName', 'teamName', 'schoolName', 'division', 'season'] as const;

/**
 * docs/product/rules.md §7: a saved line edited, checked as a new one is. Its sport stays; only
 * what changed is written (a concurrent edit of another field merges), a value emptied is left out.
 */
export async function editPlayerStats(db: AppDatabase, id: string, line: StatsLine, updatedBy: string, now = Date.now()): Promise<PlayerStatsDoc> {
  const doc = await db.playerStats.findOne(id).exec();
  if (!doc) throw new StatsRuleError(MSG.statsLineGone);
  const current = doc.toJSON() as PlayerStatsDoc;
  const next: Record<string, unknown> = { ...current, ...line, sport: current.sport, updatedAt: now, updatedBy };
  for (const name of STAT_NAMES) if (!(name in line)) delete next[name];
  const broken = validateBusinessRules('playerStats', { ...next });
  if (broken) throw new StatsRuleError(broken.message);
  const written = await doc.incrementalModify((data) => {
    const target = data as unknown as Record<string, unknown>;
    for (const name of [...LINE_FIELDS, ...STAT_NAMES]) {
      if (next[name] === undefined) delete target[name];
      else if (next[name] !== target[name]) target[name] = next[name];
    }
    data.updatedAt = now;
    data.updatedBy = updatedBy;
    return data;
  });
  return written.toJSON() as PlayerStatsDoc;
}

export async function deletePlayerStats(db: AppDatabase, id: string): Promise<void> {
  const doc = await db.playerStats.findOne(id).exec();
  if (!doc) throw new StatsRuleError(MSG.statsLineGone);
  await doc.remove();
}
