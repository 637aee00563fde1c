import { periodsFor } from '../../../shared/catalog/periods';

const NOTE_LABELS: Record<string, string> = {
  home: 'Home Team Notes',
  away: 'Away Team Notes',
  general: 'General Notes',
  additional: 'Additional Notes',
};

const GAME_FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  location: 'Location',
  time: 'Time',
  url: 'Stream URL',
  notes: 'Notes',
  homeSchoolName: 'Home Team',
  awayName: 'Away Team',
  sport: 'Sport',
  score: 'Score',
  gameNotes: 'Game Notes',
};

/** 'score.home.1' -> 'Home Period 1', 'score.away.final' -> 'Away Final', 'gameNotes.general' -> 'General Notes'. */
export function gameFieldLabel(sport: string, path: string): string {
  const [top, side, key] = path.split('.');
  if (top === 'score' && (side === 'home' || side === 'away') && key) {
    const sideLabel = side === 'home' ? 'Home' : 'Away';
    if (key === 'final') return `${sideLabel} Final`;
    const label = periodsFor(sport).find((period) => period.key === key)?.label ?? key;
    return `${sideLabel} ${/^\d+$/.test(label) ? `Period ${label}` : label}`;
  }
  if (top === 'gameNotes' && side && NOTE_LABELS[side]) return NOTE_LABELS[side];
  return GAME_FIELD_LABELS[path] ?? path;
}

export interface GameNames {
  sport: string;
  homeSchoolName: string;
  awayName: string;
}

/** The notice of issue 4: 'Your change to {field} of {home} vs {away} was replaced by a later edit from another device.' */
export function gameReplacedText(game: GameNames, path: string): string {
  return `Your change to ${gameFieldLabel(game.sport, path)} of ${game.homeSchoolName} vs ${game.awayName} was replaced by a later edit from another device.`;
}

export function gameDeletedText(game: GameNames): string {
  return `Your change to ${game.homeSchoolName} vs ${game.awayName} was lost: the game was deleted on another device.`;
}

/** Any other collection: the document is named by whatever name it carries. */
export function docReplacedText(name: string, path: string): string {
  return `Your change to ${path} of ${name} was replaced by a later edit from another device.`;
}

export function docDisplayName(collection: string, doc: Record<string, unknown> | null): string {
  for (const key of ['name', 'title', 'teamName', 'playerName', 'schoolName']) {
    const value = doc?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return `a ${collection} entry`;
}
