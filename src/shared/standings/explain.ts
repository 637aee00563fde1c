/**
 * A tiebreak note in words, as a fan reads it under a tied row:
 * "Ahead of Elmstead on head-to-head, 2-1". Only /sports shows these, so the words load there.
 */
import { formatRecord } from '../results';
import type { Figure, TiebreakNote } from './tiebreak';

/** Win % to 3 decimals, the way standings print it: .750, 1.000, .000. */
export function formatPct(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return Math.min(1, Math.max(0, value)).toFixed(3).replace(/^0(?=\.)/, '');
}

/** +7, 0, −3 (a true minus sign, read as "minus" by screen readers). */
export function formatSigned(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `\u2212${-value}` : '0';
}

/** 'Elmstead', 'Elmstead and Oak Bay', 'Elmstead, Oak Bay and Pine Hill'. */
function listNames(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function tiebreakReason(note: TiebreakNote): string {
  const where = `${note.relation === 'ahead' ? 'Ahead of' : 'Behind'} ${note.other}`;
  const own = note.own as Figure;
  const theirs = note.theirs as Figure;
  const many = note.tiedWith.length > 1;
  const among = many ? ` among ${listNames(note.tiedWith)}` : '';
  switch (note.rule) {
    case 'headToHead':
      return `${where} on head-to-head${among}, ${formatRecord(own.record ?? { wins: 0, losses: 0, ties: 0 })}`;
    case 'headToHeadDiff':
      return `${where} on point differential in games ${many ? `among ${listNames(note.tiedWith)}` : 'between them'}, ${formatSigned(own.shown)}`;
    case 'pointDiff':
      return `${where} on point differential, ${formatSigned(own.shown)} to ${formatSigned(theirs.shown)}`;
    case 'pointsAllowed':
      return `${where} on points allowed, ${own.shown} to ${theirs.shown}`;
    case 'pointsFor':
      return `${where} on points scored, ${own.shown} to ${theirs.shown}`;
    case 'overallPct':
      return `${where} on overall win %, ${formatPct(own.shown)} to ${formatPct(theirs.shown)}`;
    case 'name':
      return `Level with ${note.other} on every tiebreaker; listed by name`;
  }
}
