import type { AppDatabase } from '../../../../data/database';
import { validateBusinessRules } from '../../../../shared/rules';
import type { RankingDoc } from '../../../../shared/schemas/rankings.schema';
import type { RankEntry } from './rankingList';
import { rankingIdFor } from './rankingList';

/**
 * Writes the ranking to the local database: a rank change patches only `rank`
 * (so a concurrent edit of another field merges), a team ranked for the first
 * time gets its document. Every document is checked before anything is written.
 */
export async function saveRankings(
  db: AppDatabase,
  sport: string,
  season: string,
  list: readonly RankEntry[],
  updatedBy: string,
  now = Date.now(),
): Promise<number> {
  const existing = new Map((await db.rankings.findByIds(list.flatMap((e) => (e.docId ? [e.docId] : []))).exec()).entries());
  const patches: { id: string; rank: number }[] = [];
  const inserts: RankingDoc[] = [];
  for (const entry of list) {
    const doc = entry.docId ? existing.get(entry.docId) : undefined;
    if (doc) {
      if (doc.rank !== entry.rank) patches.push({ id: doc.id, rank: entry.rank });
      continue;
    }
    const created: RankingDoc = {
      id: entry.docId ?? rankingIdFor(sport, season, entry.teamName),
      sport,
      season,
      teamName: entry.teamName,
      rank: entry.rank,
      ...(entry.wins !== undefined ? { wins: entry.wins } : {}),
      ...(entry.losses !== undefined ? { losses: entry.losses } : {}),
      ...(entry.winPercentage !== undefined ? { winPercentage: entry.winPercentage } : {}),
      createdAt: now,
      updatedAt: now,
      updatedBy,
    };
    const broken = validateBusinessRules('rankings', { ...created });
    if (broken) throw new Error(broken.message);
    inserts.push(created);
  }
  for (const { id, rank } of patches) {
    await existing.get(id)?.incrementalPatch({ rank, updatedAt: now, updatedBy });
  }
  if (inserts.length > 0) {
    const result = await db.rankings.bulkUpsert(inserts);
    if (result.error.length > 0) throw new Error(`${result.error.length} rankings could not be saved.`);
  }
  return patches.length + inserts.length;
}
