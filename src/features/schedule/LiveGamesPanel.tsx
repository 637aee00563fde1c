import { memo } from 'react';
import { MSG } from '../../shared/schemas/messages';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { LiveGameCard } from './LiveGameCard';
import type { SchoolLogos } from './queries';
import { logoFor } from './queries';
import { liveGames } from './scheduleRules';

/** LIVE games of any date, earliest start first. */
export const LiveGamesPanel = memo(function LiveGamesPanel({ games: liveDocs, logos }: { games: readonly GameDoc[]; logos?: SchoolLogos }) {
  const games = liveGames(liveDocs);
  return (
    <section className="schedule-panel schedule-panel--live" aria-labelledby="live-games-title">
      <h2 id="live-games-title" className="schedule-panel__title">
        Live Games
        {games.length > 0 ? <span className="schedule-panel__count">{games.length}</span> : null}
      </h2>
      {games.length === 0 ? (
        <p className="schedule-panel__empty">{MSG.noLiveGames}</p>
      ) : (
        <ul className="live-games" aria-labelledby="live-games-title">
          {games.map((game) => (
            <LiveGameCard
              key={game.id}
              game={game}
              homeLogo={logoFor(logos, game.homeSchoolId, game.homeSchoolName)}
              awayLogo={logoFor(logos, game.awaySchoolId, game.awayName)}
            />
          ))}
        </ul>
      )}
    </section>
  );
});
