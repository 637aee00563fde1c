import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSession, useSyncSelector } from '../../../data/DatabaseProvider';
import { Button } from '../../../ui/Button';
import { PanelState } from '../../../ui/StatusMessage';
import { usePageTitle } from '../../../ui/usePageTitle';
import { GAME_GONE } from '../shared/mutations';
import { SessionExpiredNotice } from '../shared/SessionExpiredNotice';
import { useGameEntries, useScoringGame } from './queries';
import { ScoringConsole } from './ScoringConsole';
import './scoring.css';

function ConsoleState({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <div className="page scorer-page">
      <PanelState action={action}>
        <span role="status">{children}</span>
      </PanelState>
    </div>
  );
}

function ConsoleForGame({ gameId }: { gameId: string }) {
  const game = useScoringGame(gameId);
  const entries = useGameEntries(gameId);
  const firstSyncDone = useSyncSelector((sync) => sync.firstSyncDone);
  if (game.status === 'error' || entries.status === 'error') {
    const error = game.status === 'error' ? game.error : entries.status === 'error' ? entries.error : null;
    return (
      <ConsoleState
        action={
          <Button
            onClick={() => {
              game.retry();
              entries.retry();
            }}
          >
            Try Again
          </Button>
        }
      >
        {`Failed to load the game: ${error?.message ?? ''}`}
      </ConsoleState>
    );
  }
  if (game.status === 'loading' || entries.status === 'loading' || (game.data === null && !firstSyncDone)) {
    return <ConsoleState>Loading game…</ConsoleState>;
  }
  if (game.data === null) {
    return <ConsoleState action={<Link to="/admin">Back to the dashboard</Link>}>{GAME_GONE}</ConsoleState>;
  }
  return <ScoringConsole game={game.data} entries={entries.data} />;
}

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
    return <ConsoleState>{session.status === 'loading' ? 'Loading authentication...' : 'Redirecting to login...'}</ConsoleState>;
  }
  return (
    <>
      <div className="scorer-notices">
        <SessionExpiredNotice session={session.session} />
      </div>
      <ConsoleForGame gameId={gameId} />
    </>
  );
}
