import { ALL_STAT_FIELDS } from '../../../shared/catalog/statFields';
import type { RefusedChange } from '../../../data/sync/refusedBook';
import { docDisplayName } from './noticeText';

/** Fields as the admin forms label them, beyond each sport's statistics. */
const LABELS: Record<string, string> = {
  name: 'Name',
  location: 'Location',
  logoUrl: 'Logo',
  title: 'Title',
  content: 'Content',
  excerpt: 'Excerpt',
  imageUrl: 'Image',
  playerName: 'Player name',
  teamName: 'Team name',
  schoolName: 'School name',
  division: 'Division',
  season: 'Season',
  sport: 'Sport',
  time: 'Date and time',
  status: 'Status',
  url: 'Stream link',
  players: 'Players',
  ...Object.fromEntries(ALL_STAT_FIELDS.map((field) => [field.name, field.label])),
};

const number = (text: string) => Number(text).toLocaleString('en-US');

/**
 * The server's reason as a person reads it: 'docs[0].passingYards: must be <= 1000000' is
 * 'Passing Yards must be at most 1,000,000.'; a reason already in words stays as it is.
 */
export function refusalInWords(reason: string): string {
  const plain = reason.replace(/^docs\[\d+\]\./, '');
  const match = /^([\w.[\]]+): (.+)$/.exec(plain);
  if (!match) return plain;
  const field = match[1].split(/[.[]/)[0];
  const label = LABELS[field] ?? field;
  const what = match[2]
    .replace(/\.$/, '')
    .replace(/^must be <= (\d+(?:\.\d+)?)$/, (_, n: string) => `must be at most ${number(n)}`)
    .replace(/^must be >= (\d+(?:\.\d+)?)$/, (_, n: string) => `must be at least ${number(n)}`);
  // The shared rules word a whole sentence ("A school named 'X' already exists."): as it is.
  if (/^[A-Z]/.test(what)) return `${what}.`;
  return /^(must|is)\b/.test(what) ? `${label} ${what}.` : `${label}: ${what}.`;
}

/** 'The server refused your change to Sam Rivera: Passing Yards must be at most 1,000,000.' */
export function refusedText(change: RefusedChange, doc: Record<string, unknown> | null): string {
  return `The server refused your change to ${docDisplayName(change.collection, doc ?? change.base)}: ${refusalInWords(change.reason)}`;
}
