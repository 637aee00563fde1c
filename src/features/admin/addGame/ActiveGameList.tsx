import { useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import { ADMIN_SPORTS, normalizeSportKey } from '../../../shared/catalog/sports';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';
import { deleteGame } from '../shared/mutations';
import type { AdminGame } from '../shared/queries';
import { useActiveGames } from '../shared/queries';
import { ActiveGameCard } from './ActiveGameCard';

/** A season's upcoming games run into the hundreds: the soonest first, more on request. */
const UPCOMING_PAGE = 10;

/** The live and upcoming games, scored inline one game at a time. */
export function ActiveGameList() {
  const db = useDatabase();
  const games = useActiveGames();
  const [sport, setSport] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [upcomingShown, setUpcomingShown] = useState(UPCOMING_PAGE);
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
      if (editingId === game.id) setEditingId(null);
      showSuccess('Game deleted.');
    } catch (reason: unknown) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  }

  const all = games.status === 'ready' ? games.data : [];
  const shown = sport ? all.filter((g) => normalizeSportKey(g.sport) === sport) : all;
  const sections = [
    { status: 'LIVE', title: 'Live Games', empty: MSG.noLiveGames },
    { status: 'UPCOMING', title: 'Upcoming Games', empty: 'No upcoming games.' },
  ] as const;

  return (
    <div className="games-section">
      <StatusMessage tone="error">{error}</StatusMessage>
      <StatusMessage tone="success">{success}</StatusMessage>
      <SelectField
        label="Show sport"
        name="filter"
        value={sport}
        className="games-filter"
        onChange={(event) => {
          setSport(event.target.value);
          setUpcomingShown(UPCOMING_PAGE);
        }}
      >
        <option value="">All sports</option>
        {ADMIN_SPORTS.map((s) => (
          <option key={s.key} value={s.key}>
            {s.name}
          </option>
        ))}
      </SelectField>
      {games.status === 'loading' ? <p className="games-muted">Loading games…</p> : null}
      {games.status === 'error' ? (
        <p>
          {`Failed to load games: ${games.error.message}`} <Button onClick={games.retry}>Try Again</Button>
        </p>
      ) : null}
      {games.status === 'ready'
        ? sections.map((section) => {
            const all = shown.filter((g) => g.status === section.status);
            const limit = section.status === 'UPCOMING' ? upcomingShown : all.length;
            // The game being scored stays in view even past the page.
            const rows = all.filter((g, index) => index < limit || g.id === editingId);
            return (
              <section key={section.status} aria-label={section.title} className="games-subsection">
                <h3>{`${section.title} (${all.length})`}</h3>
                {all.length === 0 ? <p className="games-muted">{section.empty}</p> : null}
                <ul className="game-list">
                  {rows.map((game) => (
                    <ActiveGameCard
                      key={game.id}
                      game={game}
                      editing={editingId === game.id}
                      onEdit={() => setEditingId(game.id)}
                      onClose={() => setEditingId(null)}
                      onDelete={() => setToDelete(game)}
                      onSubmitted={(message) => {
                        setEditingId(null);
                        showSuccess(message);
                      }}
                    />
                  ))}
                </ul>
                {rows.length < all.length ? (
                  <div className="game-card__actions">
                    <Button variant="secondary" onClick={() => setUpcomingShown((n) => n + UPCOMING_PAGE)}>
                      {`Show more upcoming games (${all.length - rows.length} more)`}
                    </Button>
                  </div>
                ) : null}
              </section>
            );
          })
        : null}
      <ConfirmDialog
        open={toDelete !== null}
        message={MSG.confirmDeleteGame}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
