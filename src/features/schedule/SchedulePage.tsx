import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMyTeams } from '../../data/followedTeams';
import { useDatabaseStatus } from '../../data/DatabaseProvider';
import { useFirstScreen } from '../../data/firstScreen';
import { useKeptSeason } from '../../data/useKeptSeason';
import { currentSeason, seasonOf } from '../../shared/standings/season';
import type { ScheduleDayFirstScreen, ScheduleFirstScreen } from '../../shared/firstScreens';
import { scheduleFirstScreenUrl } from '../../shared/firstScreens';
import { parseScheduleDayFirstScreen, parseScheduleFirstScreen } from '../../shared/scheduleFirstScreen';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { longDate, longDay, zonedYear } from '../../shared/dates';
import { MSG } from '../../shared/schemas/messages';
import { QueryError, QueryLoading } from '../../ui/LoadState';
import { usePageTitle } from '../../ui/usePageTitle';
import { LiveGamesPanel } from './LiveGamesPanel';
import type { TodaysGamesPage } from './queries';
import { useDayGames, useGameSports, useLiveGames, useMyTeamsSchedule, useSchoolLogos, useTodaysGames } from './queries';
import { zonedDayKey } from '../../shared/zone';
import { chooseFilter, daysFrom, filterKeys, gamesOnDay, liveGames, matchesFilter, parseDay, todaysGames } from './scheduleRules';
import { DateStrip } from './DateStrip';
import { GAMES_PAGE_SIZE, TODAYS_GAMES_HEADING, TodaysGamesPanel } from './TodaysGamesPanel';
import { useGamesArriving } from './useGamesArriving';
import { useListInView } from './useListInView';
import { useToday } from './useToday';
import './schedule.css';

/** /schedule's first screen: today's (the first page of games to come), or a day's of the date strip (all of that day's). */
type ScheduleFirst = { forDay: false; screen: ScheduleFirstScreen } | { forDay: true; screen: ScheduleDayFirstScreen };
const parseToday = (value: unknown): ScheduleFirst | null => {
  const screen = parseScheduleFirstScreen(value);
  return screen && { forDay: false, screen };
};
const parseDayScreen = (value: unknown): ScheduleFirst | null => {
  const screen = parseScheduleDayFirstScreen(value);
  return screen && { forDay: true, screen };
};

const dayKeyOf = (day: number | null): string | null => (day === null ? null : zonedDayKey(day));

/**
 * The server's first screen as the page's queries would answer it (todaysGames$ and dayGames$ in
 * queries.ts): today's of the sport it was asked for (it holds that sport's first page of games
 * to come), a day's for any sport (it holds the whole day).
 */
function previewOf(first: ScheduleFirst, day: number | null, now: number, filter: string | null): { live: GameDoc[]; today: TodaysGamesPage } | null {
  if (!first.forDay) {
    if (day !== null) return null;
    const finalsToday = todaysGames(first.screen.finals, now, filter);
    return {
      live: liveGames(first.screen.live).filter((game) => matchesFilter(game, filter)),
      today: { games: todaysGames([...finalsToday, ...first.screen.upcoming], now, filter).slice(0, GAMES_PAGE_SIZE), total: finalsToday.length + first.screen.upcomingCount, filter },
    };
  }
  if (day === null) return null;
  const games = gamesOnDay(first.screen.games, day, filter);
  return { live: liveGames(first.screen.live).filter((game) => matchesFilter(game, filter)), today: { games, total: games.length, filter } };
}

/** Another season's day, offline before that season was ever read (docs/product/screens.md §6). */
const seasonNotKept = (season: string) =>
  `The ${season} season is not on this device yet. Connect to the internet to load it; it stays on this device after that.`;

/** The right panel's title and empty text for a day of the date strip (issue 17). */
function dayTexts(day: number, now: number, mine: boolean): { title: string; empty: string } {
  const offset = daysFrom(now, day);
  const date = new Date(day);
  const named = zonedYear(date) === zonedYear(now) ? longDay(date) : longDate(date);
  const words = offset === -1 ? 'yesterday' : offset === 1 ? 'tomorrow' : `on ${named}`;
  const title = offset === -1 ? "Yesterday's Games" : offset === 1 ? "Tomorrow's Games" : `Games on ${named}`;
  if (mine) return { title, empty: `None of your teams play ${words}.` };
  return { title, empty: offset < 0 ? `No games were played ${words}.` : `No games scheduled ${words}.` };
}

const SEASON_GAMES = ['games'] as const;

const NOT_FOLLOWING = (
  <>
    <p>You're not following any teams yet.</p>
    <p>
      Open a <Link to="/schools">school</Link> or a game and press Follow to see your teams' games here.
    </p>
  </>
);

export function SchedulePage() {
  usePageTitle('Schedule');
  // `now`: 'today' for the rules and day labels, renewed at midnight together with `day`.
  const { day: todayKey, now } = useToday();
  const [params, setParams] = useSearchParams();
  const filter = chooseFilter(params.get('sport'));
  // Issue 17: another day (`?date=`, today is none) and My Teams (`?teams=mine`), both in the address.
  const parsedDay = parseDay(params.get('date'));
  const day = parsedDay !== null && daysFrom(now, parsedDay) !== 0 ? parsedDay : null;
  const mine = params.get('teams') === 'mine';
  const teams = useMyTeams();
  const [shownCount, setShownCount] = useState(GAMES_PAGE_SIZE);
  // A first visit shows the server's schedule (the sport's first page of games, or all sports')
  // until its own database has every game; more games wait for that. A day of the date strip (a
  // shared link to one too) has a first screen of its own, the whole day, in any sport.
  const first = useFirstScreen(scheduleFirstScreenUrl(dayKeyOf(day), filter), day === null ? parseToday : parseDayScreen);
  const live = useLiveGames(first.paused);
  const today = useTodaysGames(todayKey, filter, shownCount, first.paused);
  const other = useDayGames(mine ? null : day, filter, first.paused);
  const followed = useMyTeamsSchedule(mine && teams.length > 0 ? teams : null, day, now, filter, first.paused);
  const logos = useSchoolLogos(first.paused);
  const gameSports = useGameSports(first.paused);
  // A day of another season (a past one, or the next): the device holds the current season, so that
  // season's games are read from the server the first time one of its days is shown, then kept
  // (offline too), as the school page's and /sports' season pickers do (docs/design/sync.md §13).
  const { sync } = useDatabaseStatus();
  const season = day === null ? currentSeason(now) : seasonOf(day);
  const kept = useKeptSeason(SEASON_GAMES, season);
  const arriving = useGamesArriving();
  // Handed over once every query the page shows has answered, the sport filters' too.
  const firstScreen = first.shown(live.status !== 'loading' && (other === null ? today.status : other.status) !== 'loading' && gameSports.status !== 'loading' && logos.status !== 'loading');
  const preview = useMemo(
    () => (firstScreen && shownCount === GAMES_PAGE_SIZE && !mine ? previewOf(firstScreen, day, now, filter) : null),
    [firstScreen, filter, shownCount, now, day, mine],
  );

  // Kept functions, with the panels memoized: the page renders again as its database opens and its
  // queries start, and the panels (every game on screen) only when what they show changed.
  const setParam = useCallback(
    (name: string, value: string | null) => {
      const next = new URLSearchParams(params);
      if (value) next.set(name, value);
      else next.delete(name);
      setShownCount(GAMES_PAGE_SIZE);
      setParams(next, { replace: true });
    },
    [params, setParams, setShownCount],
  );
  const setFilter = useCallback((key: string | null) => setParam('sport', key), [setParam]);
  const toggleMine = useCallback(() => setParam('teams', mine ? null : 'mine'), [setParam, mine]);
  const showMore = useCallback(() => setShownCount((n) => n + GAMES_PAGE_SIZE), [setShownCount]);
  // A filter for every sport that has games, and for those the schools play: the first screen's
  // while it stands in, found the same way by the server, so the filters do not move at the hand-over.
  const sports = useMemo(
    () =>
      filterKeys(
        firstScreen ? firstScreen.screen.sports : [...(gameSports.status === 'ready' ? gameSports.data : []), ...(logos.status === 'ready' ? logos.data.sports : [])],
        filter,
      ),
    [firstScreen, gameSports, logos, filter],
  );

  // The right panel's source: My Teams, another day, or today's games (docs/product/screens.md §6).
  const panel = mine ? followed : (other ?? today);
  const texts = day === null ? null : dayTexts(day, now, mine);
  const empty = mine && teams.length === 0 ? NOT_FOLLOWING : mine && day === null ? 'None of your teams play today.' : texts?.empty;

  let content;
  let shown: { live: GameDoc[]; today: TodaysGamesPage } | null = null;
  if (live.status === 'error' || (panel && panel.status === 'error')) {
    const retry = () => {
      live.retry();
      panel?.retry();
    };
    content = <QueryError placement="panel" role="none" message={MSG.failedToLoadSchedules} onRetry={retry} />;
  } else if (kept === 'offline') {
    content = <QueryError placement="panel" message={seasonNotKept(season)} onRetry={() => sync?.reconnect()} />;
  } else if (kept === 'loading') {
    content = <QueryLoading placement="panel">{`Loading the ${season} season…`}</QueryLoading>;
  } else if (preview) {
    shown = preview;
  } else if (live.status === 'loading' || (panel && panel.status === 'loading') || arriving) {
    content = <QueryLoading placement="panel">Loading schedules…</QueryLoading>;
  } else if (mine) {
    const data = followed?.status === 'ready' ? followed.data : null;
    shown = { live: data?.live ?? [], today: data?.page ?? { games: [], total: 0, filter } };
  } else if (live.status === 'ready' && panel?.status === 'ready') {
    // Issue 38: the sport filter filters the live games too (My Teams' and a preview's already are).
    shown = { live: live.data.filter((game) => matchesFilter(game, filter)), today: panel.data as TodaysGamesPage };
  }
  useListInView(dayKeyOf(day) ?? 'today', shown !== null, TODAYS_GAMES_HEADING);
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
          sports={sports}
          onFilter={setFilter}
          onShowMore={showMore}
          title={texts?.title}
          empty={empty}
          mine={mine}
          onMine={toggleMine}
        />
      </div>
    );
  }

  return (
    <div className="page schedule-page">
      <h1 className="page__title">Schedule</h1>
      <p className="page__intro">Live games with their streams, and any day's games: results of the days past, the games to come.</p>
      <DateStrip search={params} day={day} now={now} />
      {content}
    </div>
  );
}
