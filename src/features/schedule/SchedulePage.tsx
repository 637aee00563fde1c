import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFirstScreen } from '../../data/firstScreen';
import type { ScheduleFirstScreen } from '../../shared/firstScreens';
import { firstScreenUrl, parseScheduleFirstScreen } from '../../shared/firstScreens';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { MSG } from '../../shared/schemas/messages';
import { QueryError, QueryLoading } from '../../ui/LoadState';
import { usePageTitle } from '../../ui/usePageTitle';
import { LiveGamesPanel } from './LiveGamesPanel';
import type { TodaysGamesPage } from './queries';
import { useLiveGames, useSchoolLogos, useTodaysGames } from './queries';
import { chooseFilter, liveGames, todaysGames } from './scheduleRules';
import { GAMES_PAGE_SIZE, TodaysGamesPanel } from './TodaysGamesPanel';
import { useGamesArriving } from './useGamesArriving';
import { useToday } from './useToday';
import './schedule.css';

/** The server's first screen as the page's queries would answer it (todaysGames$ in queries.ts), for 'All'. */
function previewOf(first: ScheduleFirstScreen, now: number): { live: GameDoc[]; today: TodaysGamesPage } {
  const finalsToday = todaysGames(first.finals, now, null);
  return {
    live: liveGames(first.live),
    today: { games: todaysGames([...finalsToday, ...first.upcoming], now, null).slice(0, GAMES_PAGE_SIZE), total: finalsToday.length + first.upcomingCount, filter: null },
  };
}

export function SchedulePage() {
  usePageTitle('Schedule');
  // `now`: 'today' for the rules and day labels, renewed at midnight together with `day`.
  const { day, now } = useToday();
  const [params, setParams] = useSearchParams();
  const filter = chooseFilter(params.get('sport'));
  const [shownCount, setShownCount] = useState(GAMES_PAGE_SIZE);
  // A first visit shows the server's schedule (all sports, the first page of games) until its own
  // database has every game; another sport or more games wait for that, as before.
  const first = useFirstScreen(firstScreenUrl('schedule'), parseScheduleFirstScreen);
  const live = useLiveGames(first.paused);
  const today = useTodaysGames(day, filter, shownCount, first.paused);
  const logos = useSchoolLogos(first.paused);
  const arriving = useGamesArriving();
  const firstScreen = first.shown(live.status !== 'loading' && today.status !== 'loading');
  const preview = useMemo(
    () => (firstScreen && filter === null && shownCount === GAMES_PAGE_SIZE ? previewOf(firstScreen, now) : null),
    [firstScreen, filter, shownCount, now],
  );

  // Kept functions, with the panels memoized: the page renders again as its database opens and its
  // queries start, and the panels (every game on screen) only when what they show changed.
  const setFilter = useCallback(
    (key: string | null) => {
      const next = new URLSearchParams(params);
      if (key) next.set('sport', key);
      else next.delete('sport');
      setShownCount(GAMES_PAGE_SIZE);
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  const showMore = useCallback(() => setShownCount((n) => n + GAMES_PAGE_SIZE), []);

  let content;
  let shown: { live: GameDoc[]; today: TodaysGamesPage } | null = null;
  if (live.status === 'error' || today.status === 'error') {
    const retry = () => {
      live.retry();
      today.retry();
    };
    content = <QueryError placement="panel" role="none" message={MSG.failedToLoadSchedules} onRetry={retry} />;
  } else if (preview) {
    shown = preview;
  } else if (live.status === 'loading' || today.status === 'loading' || arriving) {
    content = <QueryLoading placement="panel">Loading schedules…</QueryLoading>;
  } else {
    shown = { live: live.data, today: today.data };
  }
  if (shown) {
    const schoolLogos = logos.status === 'ready' ? logos.data : undefined;
    content = (
      <div className="schedule-layout">
        <LiveGamesPanel games={shown.live} logos={schoolLogos} />
        <TodaysGamesPanel
          page={shown.today}
          logos={schoolLogos}
          now={now}
          filter={filter}
          onFilter={setFilter}
          onShowMore={showMore}
        />
      </div>
    );
  }

  return (
    <div className="page schedule-page">
      <h1 className="page__title">Schedule</h1>
      <p className="page__intro">Live games with their streams, and today's and upcoming games.</p>
      {content}
    </div>
  );
}
