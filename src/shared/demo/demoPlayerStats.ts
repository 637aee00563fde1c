import { statDivisionsFor, statFieldsFor } from '../catalog/statFields';
import type { StatField } from '../catalog/statFields';
import type { PlayerStatsDoc } from '../schemas/playerStats.schema';
import type { RosterDoc } from '../schemas/rosters.schema';
import { seasonOf, seasonStartYear } from '../standings/season';
import type { DemoContext } from './demoContext';
import { DAY_MS, demoMeta } from './demoContext';
import type { Rng } from './prng';
import { demoPlayerName } from './demoRosters';
import type { DemoSchool } from './demoSchools';
import { zoned } from '../zone';

/** Season lines per sport: about forty, across team and individual sports. */
const LINES: readonly (readonly [string, number])[] = [
  ['football', 10], ['soccer-boys', 5], ['soccer-girls', 5], ['volleyball', 6], ['golf-boys', 3], ['golf-girls', 3],
  ['cross-country-boys', 3], ['cross-country-girls', 3], ['swimming', 2], ['wrestling', 2],
];

/** Plausible season ranges; fields not listed get 0-20. */
const RANGES: Record<string, readonly [number, number]> = {
  passingYards: [300, 2600], passingTouchdowns: [2, 28], rushingYards: [100, 1400], rushingTouchdowns: [0, 18],
  receivingYards: [50, 1100], receivingTouchdowns: [0, 12], tackles: [5, 90], interceptions: [0, 6], sacks: [0, 9],
  goals: [0, 22], assistsSoccer: [0, 12], saves: [0, 40], shutouts: [0, 6],
  kills: [20, 320], assistsVolleyball: [10, 600], blocksVolleyball: [5, 80], digs: [20, 300], aces: [5, 50],
  tournamentWins: [0, 4], roundsPlayed: [6, 16], lowestRound: [34, 42],
  raceWins: [0, 5], racesRun: [5, 10], eventWins: [0, 12], eventsSwum: [8, 24], personalRecords: [1, 9],
  wrestlingWins: [5, 30], wrestlingLosses: [0, 12], pins: [0, 15], technicalFalls: [0, 6], majorDecisions: [0, 8],
};

const clock = (minutes: number, seconds: number) => `${minutes}:${String(seconds).padStart(2, '0')}`;

function statValue(rng: Rng, f: StatField): number | string {
  switch (f.kind) {
    case 'decimal':
      return Math.round((36 + rng.next() * 10) * 10) / 10;
    case 'mmss':
      return clock(rng.int(15, 21), rng.int(0, 59));
    case 'mmssms':
      return `${String(rng.int(0, 2)).padStart(2, '0')}:${String(rng.int(10, 59))}.${String(rng.int(0, 99)).padStart(2, '0')}`;
    case 'integer': {
      const [min, max] = RANGES[f.name] ?? [0, 20];
      return rng.int(min, max);
    }
  }
}

/** The standings division as a stats-form division: 3A/2A/1A, or 5A/4A/3A where the catalog offers 6A-1A. */
function statsDivision(sport: string, school: DemoSchool): string {
  const divisions = statDivisionsFor(sport);
  const rank = Number(school.division.replace(/\D/g, '')) || 1;
  const offset = divisions.length > 3 ? 1 : 0;
  return divisions[Math.min(divisions.length - 1, offset + rank - 1)];
}

/**
 * Season lines for players, named from the school's roster of that sport when
 * there is one, so a player's stats and roster row agree.
 */
export function createDemoPlayerStats(
  { rng, today }: DemoContext,
  schools: readonly DemoSchool[],
  rosters: readonly RosterDoc[],
): PlayerStatsDoc[] {
  // The season `today` falls in (from January to July, the one that began last August), in the
  // admin form's spelling '2026-2027', so school pages and the LIAA Leaders show these lines.
  const start = seasonStartYear(seasonOf(today)) ?? zoned(today).year;
  const season = `${start}-${start + 1}`;
  const lines: PlayerStatsDoc[] = [];
  for (const [sport, count] of LINES) {
    for (let n = 0; n < count; n++) {
      const school = rng.pick(schools);
      const roster = rosters.find((r) => r.schoolId === school.doc.id && r.sport === sport);
      const line: PlayerStatsDoc = {
        id: `stats-${sport}-${n + 1}`,
        playerName: roster && roster.players.length > 0 ? rng.pick(roster.players).name : demoPlayerName(rng, sport),
        teamName: school.teamName,
        schoolName: school.doc.name,
        sport,
        division: statsDivision(sport, school),
        season,
        ...demoMeta(today.getTime() - rng.int(1, 20) * DAY_MS),
      };
      // Leave some fields blank: the form drops empty inputs (docs/product/rules.md §7).
      for (const f of statFieldsFor(sport)) if (rng.chance(0.85)) line[f.name] = statValue(rng, f);
      lines.push(line);
    }
  }
  return lines;
}
