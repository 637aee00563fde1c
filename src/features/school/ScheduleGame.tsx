import { Button } from '../../ui/Button';
import { GameLink } from '../../ui/GameLink';
import { formatGameDate, formatGameTime } from './gameTime';
import { PeriodScores } from './PeriodScores';
import { GameResultBadge, GameStatusBadge } from './badges';
import type { SchoolGame } from './schoolSchedule';
import { hasAnyScore, scoreText } from './schoolSchedule';
import { imageSrc } from '../../ui/imageSrc';

/** One game of a school's schedule, this school first; the whole entry opens the game's page. */
export function ScheduleGame({ game, onShowNotes }: { game: SchoolGame; onShowNotes(): void }) {
  const { team, opponent } = game;
  const scored = hasAnyScore(team.score, opponent.score);
  const date = formatGameDate(game.time);
  const time = formatGameTime(game.time);
  const teamFinal = scoreText(team.score.final);
  const opponentFinal = scoreText(opponent.score.final);

  return (
    <li className="school-game has-game-link" data-testid="school-game" data-status={game.status} data-game-id={game.id} data-time={game.time}>
      <div className="school-game__meta">
        <span className="school-game__when">
          <span className="school-game__date">{date}</span>
          <span className="school-game__time">{time}</span>
        </span>
        <span className="school-game__badges">
          <GameStatusBadge status={game.status} />
          {game.status === 'FINAL' && game.result ? <GameResultBadge result={game.result} /> : null}
        </span>
      </div>
      <div className="school-game__body">
        <div className="school-game__teams">
          <p className="school-game__team">
            <img src={imageSrc(team.logo)} alt="" width="32" height="32" loading="lazy" />
            <span>{team.name}</span>
          </p>
          <p className="school-game__team">
            <img src={imageSrc(opponent.logo)} alt="" width="32" height="32" loading="lazy" />
            <span>
              <span className="school-game__vs">{game.isHome ? 'vs ' : 'at '}</span>
              {opponent.name}
            </span>
          </p>
        </div>
        {scored ? <PeriodScores game={game} /> : null}
        <p className="school-game__score" aria-live="polite" aria-atomic="true" data-testid="game-score">
          {scored ? (
            <>
              <span aria-hidden="true">{`${teamFinal} – ${opponentFinal}`}</span>
              <span className="visually-hidden">{`${team.name} ${teamFinal}, ${opponent.name} ${opponentFinal}`}</span>
            </>
          ) : (
            <span className="school-game__no-score">No score yet</span>
          )}
        </p>
      </div>
      <div className="school-game__footer">
        <p className="school-game__location">{game.location}</p>
        <Button variant="secondary" className="school-game__notes" onClick={onShowNotes}>
          Game Notes
          <span className="visually-hidden">{`: ${game.isHome ? 'vs' : 'at'} ${opponent.name}, ${date}`}</span>
        </Button>
      </div>
      <GameLink gameId={game.id} home={game.game.homeSchoolName} away={game.game.awayName} when={date} />
    </li>
  );
}
