import { currentStatsSeason, statDivisionsFor, statFieldsFor } from '../../../shared/catalog/statFields';
import { normalizeSportKey } from '../../../shared/catalog/sports';
import { InvalidStatValueError, parseStatValue } from '../../../shared/rules';

export interface StatsFormValues {
  playerName: string;
  teamName: string;
  schoolName: string;
  division: string;
  season: string;
  /** Raw text of the sport's fields, by field name. */
  stats: Record<string, string>;
}

/** A player line ready to store, without the document's bookkeeping fields. */
export interface StatsLine {
  playerName: string;
  teamName: string;
  schoolName: string;
  sport: string;
  division: string;
  season: string;
  [statField: string]: string | number;
}

export type StatsLineCheck = { ok: true; line: StatsLine } | { ok: false; message: string };

/** A fresh form; the season defaults to the current year and the next (docs/product/rules.md §7). */
export function emptyStatsForm(today: Date = new Date()): StatsFormValues {
  return { playerName: '', teamName: '', schoolName: '', division: '', season: currentStatsSeason(today), stats: {} };
}

/** A division chosen for one sport stays only if the next sport offers it. */
export function divisionFor(sport: string, division: string): string {
  return statDivisionsFor(sport).includes(division) ? division : '';
}

/**
 * docs/product/rules.md §7: text values trimmed, numbers parsed as integers (decimals for
 * Average/ERA), times as MM:SS or MM:SS.ms; an empty value is left out.
 * The shared rules check what is required when the line is saved.
 */
export function buildStatsLine(sportButton: string, values: StatsFormValues): StatsLineCheck {
  const sport = normalizeSportKey(sportButton) ?? sportButton;
  const line: StatsLine = {
    playerName: values.playerName.trim(),
    teamName: values.teamName.trim(),
    schoolName: values.schoolName.trim(),
    sport,
    division: values.division.trim(),
    season: values.season.trim(),
  };
  for (const field of statFieldsFor(sport)) {
    try {
      const parsed = parseStatValue(field.kind, values.stats[field.name], field.label);
      if (parsed !== undefined) line[field.name] = parsed;
    } catch (error: unknown) {
      if (error instanceof InvalidStatValueError) return { ok: false, message: error.message };
      throw error;
    }
  }
  return { ok: true, line };
}
