import { sportName } from '../../../shared/catalog/sports';
import { Button } from '../../../ui/Button';
import type { SavedRoster } from './queries';
import { useSchoolRosters } from './queries';

/** The chosen school's rosters, each with 'Edit Roster' (docs/product/screens.md §11: loads its players, edit mode). */
export function SavedRosters({ schoolId, schoolName, onEdit }: { schoolId: string; schoolName: string; onEdit(roster: SavedRoster): void }) {
  const rosters = useSchoolRosters(schoolId);
  if (rosters.status !== 'ready') return null;
  return (
    <section className="saved-rosters" aria-labelledby="saved-rosters-title">
      <h3 id="saved-rosters-title">{`Rosters of ${schoolName}`}</h3>
      {rosters.data.length === 0 ? (
        <p className="saved-rosters__empty">No rosters saved for this school yet.</p>
      ) : (
        <ul className="saved-rosters__list">
          {rosters.data.map((roster) => {
            const what = `${sportName(roster.sport)} ${roster.season}`;
            const count = roster.players.length;
            return (
              <li key={roster.id} className="saved-rosters__item" data-testid="saved-roster">
                <span>
                  <strong>{sportName(roster.sport)}</strong> · {roster.season} · {`${count} ${count === 1 ? 'player' : 'players'}`}
                </span>
                <Button variant="secondary" onClick={() => onEdit(roster)} aria-label={`Edit Roster ${what}`}>
                  Edit Roster
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
