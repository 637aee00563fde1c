import type { SportFamily } from './sports';
import { getSport } from './sports';
import { zoned } from '../zone';

/** Player statistics of docs/product/rules.md §7: the fields of each sport, their divisions and season. */

export type StatKind = 'integer' | 'decimal' | 'mmss' | 'mmssms';
export interface StatField {
  name: string;
  label: string;
  kind: StatKind;
}

const field = (name: string, label: string, kind?: StatKind): StatField => ({
  name,
  label,
  // docs/product/rules.md §7: decimals for names containing Average or ERA, integers otherwise.
  // 'averageScore' starts in lower case and docs/product/rules.md §7 calls it decimal: match either case.
  kind: kind ?? (/[Aa]verage|ERA/.test(name) ? 'decimal' : 'integer'),
});

const STAT_FIELDS: Partial<Record<SportFamily, readonly StatField[]>> = {
  football: [
    field('passingYards', 'Passing Yards'), field('passingTouchdowns', 'Passing TDs'),
    field('rushingYards', 'Rushing Yards'), field('rushingTouchdowns', 'Rushing TDs'),
    field('receivingYards', 'Receiving Yards'), field('receivingTouchdowns', 'Receiving TDs'),
    field('tackles', 'Tackles'), field('interceptions', 'Interceptions'), field('sacks', 'Sacks'),
  ],
  basketball: [
    field('points', 'Points'), field('rebounds', 'Rebounds'), field('assists', 'Assists'),
    field('steals', 'Steals'), field('blocks', 'Blocks'),
  ],
  soccer: [
    field('goals', 'Goals'), field('assistsSoccer', 'Assists'), field('saves', 'Saves'), field('shutouts', 'Shutouts'),
  ],
  volleyball: [
    field('kills', 'Kills'), field('assistsVolleyball', 'Assists'), field('blocksVolleyball', 'Blocks'),
    field('digs', 'Digs'), field('aces', 'Aces'),
  ],
  golf: [
    field('averageScore', 'Average Score'), field('tournamentWins', 'Tournament Wins'),
    field('roundsPlayed', 'Rounds Played'), field('lowestRound', 'Lowest Round'),
  ],
  'cross-country': [
    field('fastestTime', 'Fastest Time (MM:SS)', 'mmss'), field('averageTime', 'Average Time (MM:SS)', 'mmss'),
    field('raceWins', 'Race Wins'), field('racesRun', 'Races Run'),
  ],
  wrestling: [
    field('wrestlingWins', 'Wins'), field('wrestlingLosses', 'Losses'), field('pins', 'Pins'),
    field('technicalFalls', 'Technical Falls'), field('majorDecisions', 'Major Decisions'),
  ],
  swimming: [
    field('bestTime', 'Best Time (MM:SS.ms)', 'mmssms'), field('eventWins', 'Event Wins'),
    field('eventsSwum', 'Events Swum'), field('personalRecords', 'Personal Records'),
  ],
};

const OTHER_STAT_FIELDS: readonly StatField[] = [
  field('gamesPlayed', 'Games Played'), field('minutesPlayed', 'Minutes Played'),
];

export function statFieldsFor(sportKey: string | null | undefined): readonly StatField[] {
  const sport = getSport(sportKey);
  return (sport && STAT_FIELDS[sport.family]) || OTHER_STAT_FIELDS;
}

/** The largest number a statistic may hold (a season's passing yards are a few thousand). */
export const STAT_VALUE_MAX = 1_000_000;

/** Every sport-specific stats field, for the schema. */
export const ALL_STAT_FIELDS: readonly StatField[] = [
  ...Object.values(STAT_FIELDS).flat(),
  ...OTHER_STAT_FIELDS,
];

const BIG_DIVISION_FAMILIES: readonly SportFamily[] = ['football', 'basketball', 'baseball', 'softball'];

/** Divisions offered by the stats form (docs/product/rules.md §7). */
export function statDivisionsFor(sportKey: string | null | undefined): readonly string[] {
  const sport = getSport(sportKey);
  return sport && BIG_DIVISION_FAMILIES.includes(sport.family)
    ? ['6A', '5A', '4A', '3A', '2A', '1A']
    : ['3A', '2A', '1A'];
}

/** Season default of the stats form: the current year and the next ('2025-2026'). */
export function currentStatsSeason(today: Date = new Date()): string {
  const year = zoned(today).year;
  return `${year}-${year + 1}`;
}
