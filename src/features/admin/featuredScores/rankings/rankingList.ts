import { rankOutOfRange } from '../../../../shared/schemas/adminMessages';
import type { RankingDoc } from '../../../../shared/schemas/rankings.schema';
import type { TeamStatsDoc } from '../../../../shared/schemas/teamStats.schema';

/** One line of the ranking being edited; `docId` is set when the team already has a ranking document. */
export interface RankEntry {
  key: string;
  docId?: string;
  teamName: string;
  rank: number;
  wins?: number;
  losses?: number;
  winPercentage?: number;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const inSeason = (season: string) => (doc: { season?: string }) => !doc.season || doc.season === season;

function standingsOrder(a: TeamStatsDoc, b: TeamStatsDoc): number {
  return b.winPercentage - a.winPercentage || b.wins - a.wins || byName.compare(a.teamName, b.teamName);
}

function renumber(list: readonly RankEntry[]): RankEntry[] {
  return list.map((entry, i) => (entry.rank === i + 1 ? entry : { ...entry, rank: i + 1 }));
}

/**
 * The ranking to edit for a sport's season: its ranking documents by rank, or,
 * when there are none yet, the season's standings teams in standings order.
 */
export function rankingList(rankings: readonly RankingDoc[], standings: readonly TeamStatsDoc[], season: string): RankEntry[] {
  const ranked = rankings.filter(inSeason(season));
  if (ranked.length > 0) {
    return renumber(
      [...ranked]
        .sort((a, b) => a.rank - b.rank || byName.compare(a.teamName, b.teamName))
        .map((doc) => ({
          key: doc.id,
          docId: doc.id,
          teamName: doc.teamName,
          rank: doc.rank,
          wins: doc.wins,
          losses: doc.losses,
          winPercentage: doc.winPercentage,
        })),
    );
  }
  return standings
    .filter((row) => row.season === season)
    .sort(standingsOrder)
    .map((row, i) => ({
      key: `standings:${row.id}`,
      teamName: row.teamName,
      rank: i + 1,
      wins: row.wins,
      losses: row.losses,
      winPercentage: row.winPercentage,
    }));
}

/** Standings teams of the season that are not in the list yet (to add at the bottom). */
export function unrankedTeams(list: readonly RankEntry[], standings: readonly TeamStatsDoc[], season: string): TeamStatsDoc[] {
  const listed = new Set(list.map((e) => e.teamName.toLowerCase()));
  return standings.filter((row) => row.season === season && !listed.has(row.teamName.toLowerCase())).sort(standingsOrder);
}

export function addTeam(list: readonly RankEntry[], row: TeamStatsDoc): RankEntry[] {
  return [
    ...list,
    { key: `standings:${row.id}`, teamName: row.teamName, rank: list.length + 1, wins: row.wins, losses: row.losses, winPercentage: row.winPercentage },
  ];
}

/**
 * docs/product/rules.md §8: moves the team at `fromIndex` to `newRank` when it is a whole number
 * from 1 to the team count (the others shift); anything else is ignored.
 */
export function moveTeam(list: readonly RankEntry[], fromIndex: number, newRank: number): RankEntry[] {
  if (!Number.isInteger(newRank) || newRank < 1 || newRank > list.length) return [...list];
  if (fromIndex < 0 || fromIndex >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(fromIndex, 1);
  next.splice(newRank - 1, 0, moved);
  return renumber(next);
}

/** A typed rank the list can take: a whole number from 1 to the team count. */
export function isRankWithin(raw: string, count: number): boolean {
  const text = raw.trim();
  return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= count;
}

/** A typed rank refused, and why (the message names the rank and the team). */
export interface RankProblem {
  key: string;
  message: string;
}

/** Issue 14: `raw` typed as `entry`'s new rank, refused when outside 1 to the team count (empty: nothing typed). */
export function checkTypedRank(entry: RankEntry, raw: string | undefined, count: number): RankProblem | null {
  if (raw === undefined || raw.trim() === '' || isRankWithin(raw, count)) return null;
  return { key: entry.key, message: rankOutOfRange(raw.trim(), entry.teamName, count) };
}

/** The first typed rank, in list order, that the list cannot take: saving is refused while one is there. */
export function firstTypedRankProblem(list: readonly RankEntry[], inputs: Readonly<Record<string, string>>): RankProblem | null {
  for (const entry of list) {
    const problem = checkTypedRank(entry, inputs[entry.key], list.length);
    if (problem) return problem;
  }
  return null;
}

/** Deterministic, so two devices ranking the same team offline write one document. */
export function rankingIdFor(sport: string, season: string, teamName: string): string {
  const slug = teamName.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `ranking:${sport}:${season}:${slug}`.slice(0, 128);
}
