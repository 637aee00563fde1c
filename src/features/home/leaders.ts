import { STANDINGS_DIVISIONS } from '../../shared/catalog/standings';
import { STANDINGS_SPORT_KEYS, normalizeSportKey, publicSportKey, sportName } from '../../shared/catalog/sports';

/** The fields of a teamStats row the leaders need. */
export interface StandingsRow {
  sport: string;
  season: string;
  division: string;
  teamName: string;
  wins: number;
  losses: number;
  ties?: number;
  overall?: string;
  winPercentage: number;
}

export interface DivisionLeader {
  division: string;
  divisionName: string;
  teamName: string;
  record: string;
  winPercentage: number;
}

/** One carousel slide: a sport's division leaders, linking to its standings. */
export interface LeaderSlide {
  sportKey: string;
  sportName: string;
  season: string;
  /** /sports?selectedSport= in the spelling public pages use (SPEC §3). */
  href: string;
  leaders: DivisionLeader[];
}

/**
 * 'W-L', or 'W-L-T' with ties: the rule of shared/rules.ts `formatRecord`, restated
 * because importing that module would add its chunk (3 KB) to the home page's budget.
 */
function formatRecord(wins: number, losses: number, ties: number): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** SPEC §7: win %, then wins; the name keeps it stable. */
const byStanding = (a: StandingsRow, b: StandingsRow) =>
  b.winPercentage - a.winPercentage || b.wins - a.wins || byName.compare(a.teamName, b.teamName);

/** Newest season first: '2025-26' before '2024-25'; seasons that do not start with a year go last. */
function seasonOrder(a: string, b: string): number {
  const year = (s: string) => Number(/^(\d{4})/.exec(s)?.[1] ?? -1);
  return year(b) - year(a) || b.localeCompare(a);
}

const KNOWN_DIVISIONS = new Map(STANDINGS_DIVISIONS.map((d, i) => [d.key, { name: d.name, order: i }]));

function divisionName(key: string): string {
  return KNOWN_DIVISIONS.get(key)?.name ?? key.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

function divisionOrder(a: string, b: string): number {
  const oa = KNOWN_DIVISIONS.get(a)?.order ?? Number.MAX_SAFE_INTEGER;
  const ob = KNOWN_DIVISIONS.get(b)?.order ?? Number.MAX_SAFE_INTEGER;
  return oa - ob || byName.compare(a, b);
}

/**
 * The leader of each division for each sport of the standings, in the
 * sidebar's order, from the sport's newest season. Sports with no rows are left out.
 */
export function divisionLeaders(rows: readonly StandingsRow[]): LeaderSlide[] {
  const slides: LeaderSlide[] = [];
  for (const sportKey of STANDINGS_SPORT_KEYS) {
    const ofSport = rows.filter((row) => normalizeSportKey(row.sport) === sportKey);
    if (ofSport.length === 0) continue;
    const season = [...new Set(ofSport.map((row) => row.season))].sort(seasonOrder)[0];
    const best = new Map<string, StandingsRow>();
    for (const row of ofSport) {
      if (row.season !== season) continue;
      const current = best.get(row.division);
      if (!current || byStanding(row, current) < 0) best.set(row.division, row);
    }
    slides.push({
      sportKey,
      sportName: sportName(sportKey),
      season,
      href: `/sports?selectedSport=${encodeURIComponent(publicSportKey(sportKey) ?? sportKey)}`,
      leaders: [...best.keys()].sort(divisionOrder).map((division) => {
        const row = best.get(division) as StandingsRow;
        return {
          division,
          divisionName: divisionName(division),
          teamName: row.teamName,
          record: row.overall?.trim() || formatRecord(row.wins, row.losses, row.ties ?? 0),
          winPercentage: row.winPercentage,
        };
      }),
    });
  }
  return slides;
}

/** SPEC §9: win percent to 1 decimal on the home page (0.8571 → '85.7%'). */
export function formatWinPercent(fraction: number): string {
  return `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;
}
