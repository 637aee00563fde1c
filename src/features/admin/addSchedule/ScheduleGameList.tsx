import { sportName } from '../../../shared/catalog/sports';
import { MSG, noGamesScheduledFor } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { QueryState, failedToLoad } from '../../../ui/QueryState';
import { StatusMessage } from '../../../ui/StatusMessage';
import { formatDate, formatTime } from '../shared/gameTime';
import { deleteGame } from '../shared/mutations';
import type { AdminGame, SchoolOption } from '../shared/queries';
import { isHomeGame, useSchoolSportGames } from '../shared/queries';
import { StatusBadge } from '../shared/StatusBadge';
import { useDeleteConfirm } from '../shared/useDeleteConfirm';

/** The school's existing games of the sport, each with Delete (docs/product/screens.md §11 Add Schedule). */
export function ScheduleGameList({ school, sport }: { school: SchoolOption; sport: string }) {
  const games = useSchoolSportGames(school, sport);
  const del = useDeleteConfirm<AdminGame>({ remove: (db, game) => deleteGame(db, game.id), done: () => MSG.scheduleDeleted, message: MSG.confirmDeleteGame });

  const rows = games.status === 'ready' ? games.data : [];
  return (
    <div className="games-section">
      <h3>{`${school.name} ${sportName(sport)} schedule${games.status === 'ready' ? ` (${rows.length})` : ''}`}</h3>
      <StatusMessage tone="error">{del.error}</StatusMessage>
      <StatusMessage tone="success">{del.success}</StatusMessage>
      <QueryState result={games} placement="inline" loadingClassName="games-muted" loadingRole="none" loading="Loading games…" error={failedToLoad('games')}>
        {() => (rows.length === 0 ? <p className="games-muted">{noGamesScheduledFor(sportName(sport))}</p> : null)}
      </QueryState>
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
                  <Button variant="danger" onClick={() => del.ask(game)} aria-label={`Delete game ${home ? 'vs' : 'at'} ${opponent}`}>
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {del.dialog}
    </div>
  );
}
