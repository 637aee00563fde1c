/**
 * Player statistics as fans read them: which stats lead each sport's LIAA Leaders, and how a
 * stored value ranks and prints. Apart from statFields.ts, which every page's schemas load,
 * so only /sports and the school page carry it.
 */
import { getSport } from './sports';
import type { SportFamily } from './sports';
import type { StatField } from './statFields';
import { statFieldsFor } from './statFields';

/** A stat the LIAA Leaders tables rank players by. */
export interface LeaderStat {
  field: StatField;
  /** Golf scores and race times: the smallest value leads. */
  lowerIsBetter: boolean;
}

/**
 * The main stats of each sport family, in the order the leaders show them.
 * A family not listed leads by every integer field of its sport. Wrestling and
 * swimming are listed so losses and "events swum" never make a leader board.
 */
const LEADER_FIELDS: Partial<Record<SportFamily, readonly string[]>> = {
  football: ['passingYards', 'rushingYards', 'receivingYards', 'tackles'],
  soccer: ['goals', 'assistsSoccer', 'saves'],
  volleyball: ['kills', 'digs', 'aces'],
  golf: ['averageScore', 'lowestRound'],
  'cross-country': ['fastestTime', 'raceWins'],
  wrestling: ['wrestlingWins', 'pins'],
  swimming: ['bestTime', 'eventWins'],
};

/** Strokes and clock times: fewer is better. */
const LOWER_IS_BETTER = new Set(['averageScore', 'lowestRound', 'fastestTime', 'averageTime', 'bestTime']);

export function leaderStatsFor(sportKey: string | null | undefined): readonly LeaderStat[] {
  const fields = statFieldsFor(sportKey);
  const family = getSport(sportKey)?.family;
  const names = family ? LEADER_FIELDS[family] : undefined;
  const chosen = names
    ? names.map((name) => fields.find((f) => f.name === name)).filter((f): f is StatField => f !== undefined)
    : fields.filter((f) => f.kind === 'integer');
  return chosen.map((f) => ({ field: f, lowerIsBetter: LOWER_IS_BETTER.has(f.name) }));
}

const CLOCK = /^(\d{1,2}):([0-5]\d)(?:\.(\d{1,3}))?$/;

/**
 * A stored value as a number to rank by: times ('16:45', '01:02.45') in
 * seconds, so '9:59' ranks before '10:01' (text order would not). Undefined
 * when the line has no readable value for the field.
 */
export function statNumber(field: StatField, value: unknown): number | undefined {
  if (field.kind === 'mmss' || field.kind === 'mmssms') {
    const match = typeof value === 'string' ? CLOCK.exec(value.trim()) : null;
    if (!match) return undefined;
    return Number(match[1]) * 60 + Number(match[2]) + (match[3] ? Number(`0.${match[3]}`) : 0);
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A stored value as fans read it: 2,600 · 38.5 · 16:45; '' when there is none. */
export function formatStatValue(field: StatField, value: unknown): string {
  if (field.kind === 'mmss' || field.kind === 'mmssms') return statNumber(field, value) === undefined ? '' : String(value).trim();
  const n = statNumber(field, value);
  if (n === undefined) return '';
  // Hand-made grouping: the first Intl formatter of a page costs main-thread time (ARCHITECTURE §7).
  const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (field.kind === 'integer') return group(String(Math.round(n)));
  // One or two decimals: 38.5, 38.0, 2.45.
  const [whole, fraction] = n.toFixed(2).split('.');
  return `${group(whole)}.${fraction.endsWith('0') ? fraction[0] : fraction}`;
}
