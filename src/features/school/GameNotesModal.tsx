import { gameNotes } from '../../shared/gameNotes';
import { MSG } from '../../shared/schemas/messages';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { formatGameDate, formatGameTime } from './gameTime';
import type { Game, SchoolGame } from './schoolSchedule';
import { scoreText, visiblePeriods } from './schoolSchedule';

/** 'Game Notes & Box Score': the period table with a Final row, then the notes. Text only, never HTML. */
export function GameNotesModal({ game, onClose }: { game: SchoolGame | null; onClose(): void }) {
  return (
    <Modal
      open={game !== null}
      title={MSG.gameNotesTitle}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {game ? <GameNotesContent game={game.game} sport={game.sport} /> : null}
    </Modal>
  );
}

function GameNotesContent({ game, sport }: { game: Game; sport: string }) {
  const home = game.score?.home ?? {};
  const away = game.score?.away ?? {};
  const periods = visiblePeriods(sport, home, away);
  const notes = gameNotes(game);
  return (
    <div className="school-notes">
      <p className="school-notes__matchup">
        <strong>{`${game.homeSchoolName} vs ${game.awayName}`}</strong>
        <span>{`${formatGameDate(game.time)} · ${formatGameTime(game.time)} · ${game.location}`}</span>
      </p>
      <div className="school-notes__table">
        <table className="school-score school-score--box">
          <caption className="visually-hidden">Box score</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">{game.homeSchoolName}</th>
              <th scope="col">{game.awayName}</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.key}>
                <th scope="row">{p.label}</th>
                <td>{scoreText(home[p.key])}</td>
                <td>{scoreText(away[p.key])}</td>
              </tr>
            ))}
            <tr className="school-score__final-row">
              <th scope="row">Final</th>
              <td>{scoreText(home.final)}</td>
              <td>{scoreText(away.final)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      {notes.length === 0 ? (
        <p className="school-notes__empty">{MSG.noGameNotes}</p>
      ) : (
        notes.map((note) => (
          <section key={note.title} className="school-notes__section">
            <h3 className="school-notes__title">{note.title}</h3>
            <p className="school-notes__text">{note.text}</p>
          </section>
        ))
      )}
    </div>
  );
}
