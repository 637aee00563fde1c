import type { AuditRecord } from './auditApi';
import { formatMoment } from '../shared/gameTime';

/** Field names as the forms call them (docs/product/screens.md §11); any other is its words spelled out. */
const LABELS: Readonly<Record<string, string>> = {
  sport: 'Sport',
  time: 'Date and time',
  location: 'Location',
  homeSchoolName: 'Home team',
  homeSchoolId: 'Home team (school link)',
  awayName: 'Away team',
  awaySchoolId: 'Away team (school link)',
  url: 'Stream URL',
  status: 'Status',
  rescheduledFrom: 'Was set for',
  period: 'Period',
  half: 'Half inning',
  clock: 'Game clock',
  score: 'Score',
  notes: 'Notes',
  gameNotes: 'Game notes',
  name: 'Name',
  logoUrl: 'Logo',
  imageUrl: 'Image',
  sports: 'Sports',
  schoolName: 'School name',
  teamName: 'Team name',
  playerName: 'Player name',
};

/** 'awayName' → 'Away team'; 'passingYards' → 'Passing yards'. */
export function fieldLabel(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TIMES = new Set(['time', 'rescheduledFrom']);

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (TIMES.has(field) && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return formatMoment(value);
  return String(value);
}

/**
 * One line per changed field of a record: 'Location: Harborview Field → Cedar Park' where the
 * server kept both values, else the field's name alone. A school link is named, never its id.
 */
export function fieldChanges(record: Pick<AuditRecord, 'changed' | 'values'>): string[] {
  return record.changed
    .filter((field) => field !== 'score')
    .map((field) => {
      const value = record.values?.[field];
      if (!value || field.endsWith('Id')) return fieldLabel(field);
      return `${fieldLabel(field)}: ${valueText(field, value.old)} → ${valueText(field, value.new)}`;
    });
}
