import { useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import { sportName } from '../../../shared/catalog/sports';
import { MSG, noGamesScheduledFor } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';
import { formatDate, formatTime } from '../shared/gameTime';
import { deleteGame } from '../shared/mutations';
import type { AdminGame, SchoolOption } from '../shared/queries';
import { isHomeGame, useSchoolSportGames } from '../shared/queries';
import { StatusBadge } from '../shared/StatusBadge';

/** The school's existing games of the sport, each with Delete (docs/product/screens.md §11 Add Schedule). */
export function ScheduleGameList({ school, sport }: { school: SchoolOption; sport: string }) {
  const db = useDatabase();
  const games = useSchoolSportGames(school, sport);
  const [toDelete, setToDelete] = useState<AdminGame | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(2000);

  async function confirmDelete() {
    const game = toDelete;
    setToDelete(null);
    if (!game || !db) return;
    setError(null);
    try {
      await deleteGame(db, game.id);
      showSuccess(MSG.scheduleDeleted);
    } catch (reason: unknown) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  }

  const rows = games.status === 'ready' ? games.data : [];
  return (
    <div className="games-section">
      <h3>{`${school.name} ${sportName(sport)} schedule${games.status === 'ready' ? ` (${rows.length})` : ''}`}</h3>
      <StatusMessage tone="error">{error}</StatusMessage>
      <StatusMessage tone="success">{success}</StatusMessage>
      {games.status === 'loading' ? <p className="games-muted">Loading games…</p> : null}
      {games.status === 'error' ? (
        <p>
          {`Failed to load games: ${games.error.message}`} <Button onClick={games.retry}>Try Again</Button>
        </p>
      ) : null}
      {games.status === 'ready' && rows.length === 0 ? <p className="games-muted">{noGamesScheduledFor(sportName(sport))}</p> : null}
      {rows.length > 0 ? (
        <ul className="game-list" aria-label="Scheduled games">
          {rows.map((game) => {
            const home = isHomeGame(game, school);
            const opponent = home ? game.awayName : game.homeSchoolName;
            return (
              <li key={game.id} className="game-card game-card--row" data-testid="schedule-game" data-game-id={game.id}>
                <div>
                  <div className="game-card__head">
                    <p className="game-card__title">{`${home ? 'vs' : 'at'} ${opponent}`}</p>
                    <StatusBadge status={game.status} />
                  </div>
                  <p className="game-card__meta">{`${formatDate(game.time)} · ${formatTime(game.time)} · ${game.location}`}</p>
                </div>
                <div className="game-card__actions">
                  <Button variant="danger" onClick={() => setToDelete(game)} aria-label={`Delete game ${home ? 'vs' : 'at'} ${opponent}`}>
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        message={MSG.confirmDeleteGame}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
