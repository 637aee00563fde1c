import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAlertMe } from '../../data/alerts/useAlertMe';
import { useFirstScreen } from '../../data/firstScreen';
import { useInPageAlerts } from '../../data/alerts/useInPageAlerts';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import type { FollowedTeam } from '../../shared/calendarLinks';
import { gameCalendarPath } from '../../shared/calendarLinks';
import { gameFirstScreenUrl, logosOfTeams, parseGameFirstScreen } from '../../shared/gamePage';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { MSG } from '../../shared/schemas/messages';
import { AlertMeButton } from '../../ui/AlertMeButton';
import { CalendarLink } from '../../ui/CalendarLink';
import { QueryError } from '../../ui/LoadState';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { FollowTeams } from './FollowTeams';
import { GameNotes } from './GameNotes';
import { scoringFor } from '../../shared/catalog/scoring';
import { LinesTable } from './LinesTable';
import { PeriodTable } from './PeriodTable';
import type { SummaryState, TeamLogos } from './queries';
import { useGameSummary, useLocalGame, useTeamLogos } from './queries';
import { Scoreboard } from './Scoreboard';
import { ScoringSummary } from './ScoringSummary';
import { PlayerBoxScore } from './PlayerBoxScore';
import { gameTitle } from './summary';
import './game.css';

/** /games/{id}: one game for fans, live; its address is the link a fan shares (server-rendered on a first visit). */
export function GamePage() {
  const { id = '' } = useParams<{ id: string }>();
  // Another game's page is a page of its own: nothing of this one's state carries over.
  return <GameScreen key={id} id={id} />;
}

/** What the summary asks again for when it changes: the server writes a game's score once its entries are stored. */
function versionOf(game: GameDoc | null): string | null {
  return game ? JSON.stringify([game.status, game.period ?? null, game.score ?? null, game.updatedAt]) : null;
}

function GameScreen({ id }: { id: string }) {
  // A first visit (a shared link) paints the game and its teams the server sent with the page.
  const first = useFirstScreen(gameFirstScreenUrl(id), parseGameFirstScreen);
  // Not paused by the first screen: the device's own copy of the game is live (a score synced in shows at once).
  const local = useLocalGame(id);
  const localGame = local.status === 'ready' ? local.data : null;
  const ownLogos = useTeamLogos(localGame, first.paused);
  // The first screen stands in until the device has the game and its logos: a game it does not
  // hold (an older season's) stays the server's.
  const firstScreen = first.shown(localGame !== null && ownLogos.status === 'ready');
  const firstSyncPending = useFirstSyncPending();
  const game = localGame ?? firstScreen?.game ?? null;
  const logos = ownLogos.status === 'ready' ? ownLogos.data : firstScreen ? logosOfTeams(firstScreen.teams) : null;
  const summary = useGameSummary(id, versionOf(game));
  // During a first sync a game the device does not hold yet may still come: unless the server said it has none.
  const waiting = !game && (local.status === 'loading' || (firstSyncPending && !first.missing));
  const notFound = !game && !waiting && local.status !== 'error';
  usePageTitle(game ? gameTitle(game) : notFound ? 'Game not found' : 'Game');

  if (game) return <GameView game={game} logos={logos} summary={summary} />;
  if (local.status === 'error') {
    return (
      <GameState title="Game">
        <QueryError placement="panel" message={MSG.gameLoadFailed} onRetry={local.retry} />
      </GameState>
    );
  }
  if (waiting) return <GameLoading />;
  return (
    <GameState title="Game not found" visibleTitle>
      <PanelState action={<Link to="/schedule">See the schedule</Link>}>
        <span role="status">{`${MSG.gameNotFound} It may have been removed, or the link may be incomplete.`}</span>
      </PanelState>
    </GameState>
  );
}

/** The game's teams that are schools (an opponent typed as a name has none), in the game's sport: whom 'Alert me' follows. */
function teamsOf(homeSchoolId: string | undefined, awaySchoolId: string | undefined, sport: string): FollowedTeam[] {
  return [homeSchoolId, awaySchoolId].filter((id): id is string => Boolean(id)).map((school) => ({ school, sport }));
}

function GameView({ game, logos, summary }: { game: GameDoc; logos: TeamLogos | null; summary: SummaryState }) {
  const upcoming = game.status === 'UPCOMING';
  // The teams change only with their ids and sport, not with every score.
  const { homeSchoolId, awaySchoolId, sport } = game;
  const teams = useMemo(() => teamsOf(homeSchoolId, awaySchoolId, sport), [homeSchoolId, awaySchoolId, sport]);
  const alerts = useAlertMe(teams);
  useInPageAlerts(game, teams);
  const actions = (
    <>
      <CalendarLink path={gameCalendarPath(game.id)} what="this game" tone="dark" />
      {teams.length ? <AlertMeButton status={alerts.status} mode={alerts.mode} onToggle={alerts.toggle} what="these teams' games" tone="dark" /> : null}
    </>
  );
  return (
    <div className="page game-page" data-testid="game-page" data-status={game.status}>
      <BackLink />
      <Scoreboard game={game} logos={logos} actions={actions} />
      <FollowTeams game={game} />
      <div className={`game-layout${upcoming ? ' game-layout--upcoming' : ''}`}>
        {upcoming ? null : scoringFor(game.sport).final === 'lines-won' ? <LinesTable game={game} /> : <PeriodTable game={game} logos={logos} />}
        <ScoringSummary game={game} logos={logos} summary={summary} />
        {upcoming ? null : <PlayerBoxScore game={game} summary={summary} />}
        <GameNotes game={game} />
      </div>
    </div>
  );
}

function BackLink() {
  return (
    <p className="game-page__back">
      <Link to="/schedule">
        <span aria-hidden="true">←</span>Schedule
      </Link>
    </p>
  );
}

function GameState({ title, visibleTitle = false, children }: { title: string; visibleTitle?: boolean; children: ReactNode }) {
  return (
    <div className="page game-page">
      <BackLink />
      <h1 className={visibleTitle ? 'page__title' : 'visually-hidden'}>{title}</h1>
      {children}
    </div>
  );
}

/** Shaped like the page, so nothing jumps when the game arrives. */
function GameLoading() {
  return (
    <div className="page game-page game-page--loading" aria-busy="true">
      <BackLink />
      <h1 className="visually-hidden">Game</h1>
      <p className="visually-hidden" role="status">
        {MSG.gameLoading}
      </p>
      <div className="scoreboard scoreboard--skeleton" aria-hidden="true">
        <div className="scoreboard__top">
          <span className="skeleton skeleton--dark skeleton--word" />
        </div>
        <div className="scoreboard__body">
          {[0, 1, 2].map((i) => (
            <div key={i} className={i === 1 ? 'scoreboard__center' : 'scoreboard__team'}>
              <span className={`skeleton skeleton--dark ${i === 1 ? 'skeleton--score' : 'skeleton--logo'}`} />
              {i === 1 ? null : <span className="skeleton skeleton--dark skeleton--word" />}
            </div>
          ))}
        </div>
        <div className="scoreboard__meta">
          <span className="skeleton skeleton--dark skeleton--line" />
        </div>
      </div>
      <div className="game-layout" aria-hidden="true">
        {['game-box', 'game-summary', 'game-notes'].map((name) => (
          <div key={name} className={`game-card ${name}`}>
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
          </div>
        ))}
      </div>
    </div>
  );
}
