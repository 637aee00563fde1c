import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSession, useSyncSelector } from '../../../data/DatabaseProvider';
import { QueryError, QueryLoading } from '../../../ui/LoadState';
import { PanelState } from '../../../ui/StatusMessage';
import { usePageTitle } from '../../../ui/usePageTitle';
import { gameInScope } from '../shared/mySchools';
import { GAME_GONE } from '../shared/mutations';
import { RoleRefusedNotice } from '../shared/RoleRefusedNotice';
import { SessionExpiredNotice } from '../shared/SessionExpiredNotice';
import { useSchoolScope } from '../shared/useSchoolScope';
import { useGameEntries, useScoringGame } from './queries';
import { ScoringConsole } from './ScoringConsole';
import './scoring.css';

function ConsolePage({ children }: { children: ReactNode }) {
  return <div className="page scorer-page">{children}</div>;
}

function ConsoleLoading({ children }: { children: string }) {
  return (
    <ConsolePage>
      <QueryLoading placement="panel">{children}</QueryLoading>
    </ConsolePage>
  );
}

function ConsoleForGame({ gameId }: { gameId: string }) {
  const game = useScoringGame(gameId);
  const entries = useGameEntries(gameId);
  const firstSyncDone = useSyncSelector((sync) => sync.firstSyncDone);
  const scope = useSchoolScope();
  if (game.status === 'error' || entries.status === 'error') {
    const error = game.status === 'error' ? game.error : entries.status === 'error' ? entries.error : null;
    const retry = () => {
      game.retry();
      entries.retry();
    };
    return (
      <ConsolePage>
        <QueryError placement="panel" role="status" message={`Failed to load the game: ${error?.message ?? ''}`} onRetry={retry} />
      </ConsolePage>
    );
  }
  if (game.status === 'loading' || entries.status === 'loading' || (game.data === null && !firstSyncDone)) {
    return <ConsoleLoading>Loading game…</ConsoleLoading>;
  }
  if (game.data === null) {
    return (
      <ConsolePage>
        <PanelState action={<Link to="/admin">Back to the dashboard</Link>}>
          <span role="status">{GAME_GONE}</span>
        </PanelState>
      </ConsolePage>
    );
  }
  if (!gameInScope(game.data, scope)) {
    // docs/product/rules.md §1: a school scorekeeper scores its own schools' games; the server refuses the rest.
    return (
      <ConsolePage>
        <PanelState action={<Link to="/admin">Back to the dashboard</Link>}>
          <span role="status">{NOT_YOUR_GAME}</span>
        </PanelState>
      </ConsolePage>
    );
  }
  return <ScoringConsole game={game.data} entries={entries.data} />;
}

const NOT_YOUR_GAME = "This game is not one of your schools' games. As a school scorekeeper you score only your schools' games.";

/** /admin/score/{gameId}: the scoring console of one game, for signed-in admins (as /admin). */
export function ScoringConsolePage() {
  usePageTitle('Scoring console');
  const session = useSession();
  const navigate = useNavigate();
  const { gameId = '' } = useParams();

  useEffect(() => {
    if (session.status === 'signed-out') void navigate('/login', { replace: true });
  }, [session.status, navigate]);

  if (session.status !== 'signed-in') {
    return <ConsoleLoading>{session.status === 'loading' ? 'Loading authentication...' : 'Redirecting to login...'}</ConsoleLoading>;
  }
  return (
    <>
      <div className="scorer-notices">
        <SessionExpiredNotice session={session.session} />
        <RoleRefusedNotice />
      </div>
      <ConsoleForGame gameId={gameId} />
    </>
  );
}
