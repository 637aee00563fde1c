import { getSport } from '../../shared/catalog/sports';
import { clockTime } from '../../shared/dates';
import type { GameDoc } from '../../shared/schemas/games.schema';
import type { SchoolLogos } from './queries';
import { logoFor } from './queries';
import { scoreText } from './scheduleRules';
import { TeamLine } from './TeamLine';

function formatTime(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 'TBA' : clockTime(new Date(t));
}

/** A game of 'Today's Games': time, sport, both teams, location, status (and the score once FINAL). */
export function GameRow({ game, logos }: { game: GameDoc; logos?: SchoolLogos }) {
  const final = game.status === 'FINAL';
  const sportLabel = getSport(game.sport)?.scheduleName ?? game.sport;
  return (
    <li className="game-row" data-testid="today-game" data-sport={game.sport} data-status={game.status}>
      <div className="game-row__when">
        <time className="game-row__time" dateTime={game.time}>
          {formatTime(game.time)}
        </time>
        <span className="game-row__sport">{sportLabel}</span>
      </div>
      <div className="game-row__teams">
        <TeamLine
          name={game.homeSchoolName}
          logoUrl={logoFor(logos, game.homeSchoolId, game.homeSchoolName)}
          sport={game.sport}
          score={final ? scoreText(game.score?.home?.final) : undefined}
          size="small"
        />
        <TeamLine
          name={game.awayName}
          logoUrl={logoFor(logos, game.awaySchoolId, game.awayName)}
          sport={game.sport}
          score={final ? scoreText(game.score?.away?.final) : undefined}
          size="small"
        />
        <p className="game-row__location">{game.location}</p>
      </div>
      <span className={`badge badge--${game.status.toLowerCase()} game-row__status`}>{game.status}</span>
    </li>
  );
}
