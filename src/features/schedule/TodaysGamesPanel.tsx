import { memo } from 'react';
import type { ReactNode } from 'react';
import { SCHEDULE_PAGE_SIZE } from '../../shared/firstScreens';
import { MSG } from '../../shared/schemas/messages';
import { Button } from '../../ui/Button';
import { QueryLoading } from '../../ui/LoadState';
import { GameRow } from './GameRow';
import type { SchoolLogos, TodaysGamesPage } from './queries';
import { logoFor } from './queries';
import { groupByDay } from './scheduleRules';
import { SportFilter } from './SportFilter';

/** Every UPCOMING game of the season counts (docs/product/screens.md §6): show them a page at a time (the server's first screen holds one). */
export const GAMES_PAGE_SIZE = SCHEDULE_PAGE_SIZE;

/** The list's heading: the page brings it into view when the fan chooses a day (useListInView). */
export const TODAYS_GAMES_HEADING = 'todays-games-title';

/** Issue 38: the list holds today's games and every game to come, so its title says both ('Today's Games' did not). */
export const TODAYS_GAMES_TITLE = "Today's and Upcoming Games";

export interface TodaysGamesPanelProps {
  /** The first games by time (the rule of docs/product/screens.md §6 already applied) and how many there are in all. */
  page: TodaysGamesPage;
  logos?: SchoolLogos;
  now: number;
  filter: string | null;
  /** The sport filter buttons after 'All' (SportFilter). */
  sports: readonly string[];
  onFilter(key: string | null): void;
  onShowMore(): void;
  /** Issue 17: the day shown ('Yesterday's Games') and what it says without games; default: today's and those to come. */
  title?: string;
  empty?: ReactNode;
  /** The My Teams filter: pressed, and its toggle. */
  mine: boolean;
  onMine(): void;
}

/** docs/product/screens.md §6: games of today and every UPCOMING game, never a LIVE one, by time, grouped by day. */
export const TodaysGamesPanel = memo(function TodaysGamesPanel({ page, logos, now, filter, sports, onFilter, onShowMore, title = TODAYS_GAMES_TITLE, empty = MSG.noGamesToday, mine, onMine }: TodaysGamesPanelProps) {
  const more = page.total - page.games.length;
  return (
    <section className="schedule-panel" aria-labelledby={TODAYS_GAMES_HEADING}>
      <h2 id={TODAYS_GAMES_HEADING} className="schedule-panel__title">
        {title}
      </h2>
      <div className="schedule-panel__filters">
        <button type="button" className="sport-filter__button sport-filter__button--mine" aria-pressed={mine} onClick={onMine}>
          <span aria-hidden="true">★ </span>My Teams
        </button>
        <SportFilter value={filter} sports={sports} onChange={onFilter} />
      </div>
      {page.pending ? (
        <QueryLoading placement="block" className="schedule-panel__empty">
          Loading games…
        </QueryLoading>
      ) : page.games.length === 0 ? (
        <div className="schedule-panel__empty" data-testid="today-empty">
          {empty}
        </div>
      ) : (
        groupByDay(page.games, now).map((group) => (
          <div key={group.key} className="game-day">
            <h3 className="game-day__title" id={`day-${group.key}`}>
              {group.label}
            </h3>
            <ul className="game-day__list" aria-labelledby={`day-${group.key}`}>
              {group.games.map((game) => (
                <GameRow
                  key={game.id}
                  game={game}
                  homeLogo={logoFor(logos, game.homeSchoolId, game.homeSchoolName)}
                  awayLogo={logoFor(logos, game.awaySchoolId, game.awayName)}
                />
              ))}
            </ul>
          </div>
        ))
      )}
      {more > 0 ? (
        <div className="schedule-panel__more">
          <Button variant="secondary" onClick={onShowMore}>
            {`Show more games (${more} more)`}
          </Button>
        </div>
      ) : null}
    </section>
  );
});
