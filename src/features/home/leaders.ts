import { STANDINGS_SPORT_KEYS, publicSportKey, sportName } from '../../shared/catalog/sports';
import { formatRecord } from '../../shared/results';
import type { DivisionStandings } from '../../shared/standings/compute';

export interface DivisionLeader {
  division: string;
  divisionName: string;
  teamName: string;
  /** The division record standings are ordered by. */
  record: string;
  winPercentage: number;
}

/** One carousel slide: a sport's division leaders, linking to its standings. */
export interface LeaderSlide {
  sportKey: string;
  sportName: string;
  season: string;
  /** /sports?selectedSport= in the spelling public pages use (docs/product/rules.md §5). */
  href: string;
  leaders: DivisionLeader[];
}

/**
 * The first row of each division of each standings sport, in the sidebar's order: the same
 * computed standings /sports shows, so a leader here is the team on top there. Divisions
 * where nobody has played yet, and sports without a set-up this season, are left out.
 */
export function divisionLeaders(standings: ReadonlyMap<string, DivisionStandings[]>, season: string): LeaderSlide[] {
  const slides: LeaderSlide[] = [];
  for (const sportKey of STANDINGS_SPORT_KEYS) {
    const leaders = (standings.get(sportKey) ?? []).flatMap((division): DivisionLeader[] => {
      const top = division.rows[0];
      if (!top || top.played === 0) return [];
      return [{ division: division.key, divisionName: division.name, teamName: top.teamName, record: formatRecord(top), winPercentage: top.winPct }];
    });
    if (leaders.length === 0) continue;
    slides.push({
      sportKey,
      sportName: sportName(sportKey),
      season,
      href: `/sports?selectedSport=${encodeURIComponent(publicSportKey(sportKey) ?? sportKey)}`,
      leaders,
    });
  }
  return slides;
}

/** docs/product/rules.md §9: win percent to 1 decimal on the home page (0.8571 → '85.7%'). */
export function formatWinPercent(fraction: number): string {
  return `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;
}
