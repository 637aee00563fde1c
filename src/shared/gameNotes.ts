import type { GameDoc } from './schemas/games.schema';

export interface GameNote {
  title: string;
  text: string;
}

/** The notes of docs/product/screens.md §4, in its order; empty ones are left out (the school page's Game Notes, the game page). */
export function gameNotes(game: Pick<GameDoc, 'gameNotes' | 'notes' | 'homeSchoolName' | 'awayName'>): GameNote[] {
  const notes = game.gameNotes ?? {};
  const additional = [notes.additional, game.notes].map((t) => t?.trim() ?? '').filter(Boolean);
  const list: GameNote[] = [
    { title: 'General Notes', text: notes.general?.trim() ?? '' },
    { title: `Home Team Notes (${game.homeSchoolName})`, text: notes.home?.trim() ?? '' },
    { title: `Away Team Notes (${game.awayName})`, text: notes.away?.trim() ?? '' },
    { title: 'Additional Notes', text: [...new Set(additional)].join('\n\n') },
  ];
  return list.filter((note) => note.text !== '');
}
