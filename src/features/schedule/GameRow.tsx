import { memo } from 'react';
import { getSport } from '../../shared/catalog/sports';
import { clockTime } from '../../shared/dates';
import { GameLink } from '../../ui/GameLink';
import type { GameShownProps } from './sameGameShown';
import { sameGameShown } from './sameGameShown';
import { scoreText } from './scheduleRules';
import { TeamLine } from './TeamLine';

function formatTime(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 'TBA' : clockTime(new Date(t));
}

/** What a row shows of its game: a row renders again only when one of these changed. */
const sameRow = sameGameShown((game) => [
  game.id,
  game.status,
  game.sport,
  game.time,
  game.homeSchoolName,
  game.awayName,
  game.location,
  game.score?.home?.final,
  game.score?.away?.final,
]);

/**
 * A game of 'Today's Games': time, sport, both teams, location, status (and the score once FINAL);
 * the whole row opens the game's page.
 * Memoized by what it shows: when the page switches from the server's first screen to its own
 * database (the same games, new objects), or a score elsewhere changes, the other rows stay as they are.
 */
export const GameRow = memo(function GameRow({ game, homeLogo, awayLogo }: GameShownProps) {
  const final = game.status === 'FINAL';
  const sportLabel = getSport(game.sport)?.name ?? game.sport;
  return (
    <li className="game-row has-game-link" data-testid="today-game" data-sport={game.sport} data-status={game.status}>
      <div className="game-row__when">
        <time className="game-row__time" dateTime={game.time}>
          {formatTime(game.time)}
        </time>
        <span className="game-row__sport">{sportLabel}</span>
      </div>
      <div className="game-row__teams">
        <TeamLine
          name={game.homeSchoolName}
          logoUrl={homeLogo}
          sport={game.sport}
          score={final ? scoreText(game.score?.home?.final) : undefined}
          size="small"
        />
        <TeamLine
          name={game.awayName}
          logoUrl={awayLogo}
          sport={game.sport}
          score={final ? scoreText(game.score?.away?.final) : undefined}
          size="small"
        />
        <p className="game-row__location">{game.location}</p>
      </div>
      <span className={`badge badge--${game.status.toLowerCase()} game-row__status`}>{game.status}</span>
      <GameLink gameId={game.id} home={game.homeSchoolName} away={game.awayName} />
    </li>
  );
}, sameRow);
