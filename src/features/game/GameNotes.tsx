import { gameNotes } from '../../shared/gameNotes';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { MSG } from '../../shared/schemas/messages';

/** The game's notes (in the order of docs/product/screens.md §4), as text, never HTML. */
export function GameNotes({ game }: { game: GameDoc }) {
  const notes = gameNotes(game);
  return (
    <section className="game-card game-notes" aria-labelledby="notes-title">
      <h2 id="notes-title" className="game-card__title">
        Game Notes
      </h2>
      {notes.length === 0 ? (
        <p className="game-notes__empty">{MSG.noGameNotes}</p>
      ) : (
        notes.map((note) => (
          <section key={note.title} className="game-notes__section">
            <h3 className="game-notes__title">{note.title}</h3>
            <p className="game-notes__text">{note.text}</p>
          </section>
        ))
      )}
    </section>
  );
}
