import { useState } from 'react';
import { MSG } from '../../shared/schemas/messages';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { Button } from '../../ui/Button';
import { GameRow } from './GameRow';
import type { SchoolLogos } from './queries';
import { groupByDay, todaysGames } from './scheduleRules';
import { SportFilter } from './SportFilter';

/** Every UPCOMING game of the season counts (SPEC §4): show them a page at a time. */
export const GAMES_PAGE_SIZE = 40;

export interface TodaysGamesPanelProps {
  games: readonly GameDoc[];
  logos?: SchoolLogos;
  now: number;
  filter: string | null;
  onFilter(key: string | null): void;
}

/** SPEC §4: games of today and every UPCOMING game, never a LIVE one, by time, grouped by day. */
export function TodaysGamesPanel({ games, logos, now, filter, onFilter }: TodaysGamesPanelProps) {
  const [shownCount, setShownCount] = useState(GAMES_PAGE_SIZE);
  const all = todaysGames(games, now, filter);
  const shown = all.slice(0, shownCount);
  const more = all.length - shown.length;
  return (
    <section className="schedule-panel" aria-labelledby="todays-games-title">
      <h2 id="todays-games-title" className="schedule-panel__title">
        Today's Games
      </h2>
      <SportFilter
        value={filter}
        onChange={(key) => {
          setShownCount(GAMES_PAGE_SIZE);
          onFilter(key);
        }}
      />
      {all.length === 0 ? (
        <p className="schedule-panel__empty" data-testid="today-empty">
          {MSG.noGamesToday}
        </p>
      ) : (
        groupByDay(shown, now).map((group) => (
          <div key={group.key} className="game-day">
            <h3 className="game-day__title" id={`day-${group.key}`}>
              {group.label}
            </h3>
            <ul className="game-day__list" aria-labelledby={`day-${group.key}`}>
              {group.games.map((game) => (
                <GameRow key={game.id} game={game} logos={logos} />
              ))}
            </ul>
          </div>
        ))
      )}
      {more > 0 ? (
        <div className="schedule-panel__more">
          <Button variant="secondary" onClick={() => setShownCount((n) => n + GAMES_PAGE_SIZE)}>
            {`Show more games (${more} more)`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
