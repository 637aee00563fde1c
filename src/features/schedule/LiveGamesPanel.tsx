import { MSG } from '../../shared/schemas/messages';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { LiveGameCard } from './LiveGameCard';
import type { SchoolLogos } from './queries';
import { liveGames } from './scheduleRules';

export function LiveGamesPanel({ games, logos }: { games: readonly GameDoc[]; logos?: SchoolLogos }) {
  const live = liveGames(games);
  return (
    <section className="schedule-panel schedule-panel--live" aria-labelledby="live-games-title">
      <h2 id="live-games-title" className="schedule-panel__title">
        Live Games
        {live.length > 0 ? <span className="schedule-panel__count">{live.length}</span> : null}
      </h2>
      {live.length === 0 ? (
        <p className="schedule-panel__empty">{MSG.noLiveGames}</p>
      ) : (
        <ul className="live-games" aria-labelledby="live-games-title">
          {live.map((game) => (
            <LiveGameCard key={game.id} game={game} logos={logos} />
          ))}
        </ul>
      )}
    </section>
  );
}
