import { useState } from 'react';
import { ADMIN_SPORTS, normalizeSportKey } from '../../../shared/catalog/sports';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { QueryState, failedToLoad } from '../../../ui/QueryState';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { deleteGame } from '../shared/mutations';
import type { AdminGame } from '../shared/queries';
import { useActiveGames } from '../shared/queries';
import { useDeleteConfirm } from '../shared/useDeleteConfirm';
import { gameInScope, mayDelete } from '../shared/mySchools';
import { useSchoolScope } from '../shared/useSchoolScope';
import { ActiveGameCard } from './ActiveGameCard';

/** A season's upcoming games run into the hundreds: the soonest first, more on request. */
const UPCOMING_PAGE = 10;

/** The live and upcoming games, scored inline one game at a time. */
export function ActiveGameList() {
  const games = useActiveGames();
  const scope = useSchoolScope();
  const [sport, setSport] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [upcomingShown, setUpcomingShown] = useState(UPCOMING_PAGE);
  const del = useDeleteConfirm<AdminGame>({
    remove: (db, game) => deleteGame(db, game.id),
    done: (game) => {
      if (editingId === game.id) setEditingId(null);
      return 'Game deleted.';
    },
    message: MSG.confirmDeleteGame,
  });
  const { showSuccess } = del;

  // A scorekeeper's list: the games its schools play (docs/product/rules.md §1), none to delete.
  const all = games.status === 'ready' ? games.data.filter((game) => gameInScope(game, scope)) : [];
  const shown = sport ? all.filter((g) => normalizeSportKey(g.sport) === sport) : all;
  const sections = [
    { status: 'LIVE', title: 'Live Games', empty: MSG.noLiveGames },
    { status: 'UPCOMING', title: 'Upcoming Games', empty: 'No upcoming games.' },
  ] as const;

  return (
    <div className="games-section">
      <StatusMessage tone="error">{del.error}</StatusMessage>
      <StatusMessage tone="success">{del.success}</StatusMessage>
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
      <QueryState result={games} placement="inline" loadingClassName="games-muted" loadingRole="none" loading="Loading games…" error={failedToLoad('games')}>
        {() =>
          sections.map((section) => {
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
                      onDelete={mayDelete(scope) ? () => del.ask(game) : undefined}
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
        }
      </QueryState>
      {del.dialog}
    </div>
  );
}
