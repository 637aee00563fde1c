import { memo } from 'react';
import { getSport } from '../../shared/catalog/sports';
import { GameLink } from '../../ui/GameLink';
import type { GameShownProps } from './sameGameShown';
import { sameGameShown } from './sameGameShown';
import { scoreText } from './scheduleRules';
import { StreamLink } from './StreamLink';
import { TeamLine } from './TeamLine';

/** What a card shows of its game: a card renders again only when one of these changed. */
const sameCard = sameGameShown((game) => [
  game.id,
  game.sport,
  game.homeSchoolName,
  game.awayName,
  game.location,
  game.url,
  game.score?.home?.final,
  game.score?.away?.final,
]);

/**
 * A LIVE game: both teams with the running score, announced politely when it changes; the card
 * opens the game's page (its stream link opens the stream).
 * Memoized by what it shows (as GameRow): a score change renders its own card only.
 */
export const LiveGameCard = memo(function LiveGameCard({ game, homeLogo, awayLogo }: GameShownProps) {
  const sportLabel = getSport(game.sport)?.name ?? game.sport;
  const gameName = `${game.homeSchoolName} vs ${game.awayName}`;
  return (
    <li className="live-game has-game-link" data-testid="live-game">
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
          logoUrl={homeLogo}
          sport={game.sport}
          score={scoreText(game.score?.home?.final)}
        />
        <TeamLine
          name={game.awayName}
          logoUrl={awayLogo}
          sport={game.sport}
          score={scoreText(game.score?.away?.final)}
        />
      </div>
      <p className="live-game__location">{game.location}</p>
      <StreamLink url={game.url} gameName={gameName} />
      <GameLink gameId={game.id} home={game.homeSchoolName} away={game.awayName} />
    </li>
  );
}, sameCard);
