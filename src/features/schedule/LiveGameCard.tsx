import { getSport } from '../../shared/catalog/sports';
import type { GameDoc } from '../../shared/schemas/games.schema';
import type { SchoolLogos } from './queries';
import { logoFor } from './queries';
import { scoreText } from './scheduleRules';
import { StreamLink } from './StreamLink';
import { TeamLine } from './TeamLine';

/** A LIVE game: both teams with the running score, announced politely when it changes. */
export function LiveGameCard({ game, logos }: { game: GameDoc; logos?: SchoolLogos }) {
  const sportLabel = getSport(game.sport)?.scheduleName ?? game.sport;
  const gameName = `${game.homeSchoolName} vs ${game.awayName}`;
  return (
    <li className="live-game" data-testid="live-game">
      <div className="live-game__top">
        <span className="live-game__sport">{sportLabel}</span>
        <span className="badge badge--live">
          <span className="badge__dot" aria-hidden="true" />
          LIVE
        </span>
      </div>
      <div className="live-game__score" aria-live="polite" aria-atomic="true" data-testid="live-score">
        <TeamLine
          name={game.homeSchoolName}
          logoUrl={logoFor(logos, game.homeSchoolId, game.homeSchoolName)}
          sport={game.sport}
          score={scoreText(game.score?.home?.final)}
        />
        <TeamLine
          name={game.awayName}
          logoUrl={logoFor(logos, game.awaySchoolId, game.awayName)}
          sport={game.sport}
          score={scoreText(game.score?.away?.final)}
        />
      </div>
      <p className="live-game__location">{game.location}</p>
      <StreamLink url={game.url} gameName={gameName} />
    </li>
  );
}
