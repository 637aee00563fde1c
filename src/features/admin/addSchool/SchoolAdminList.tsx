import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { QueryState, failedToLoad } from '../../../ui/QueryState';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useDatabase } from '../../../data/DatabaseProvider';
import { runDelete, useDeleteConfirm } from '../shared/useDeleteConfirm';
import { useEditFromAddress } from '../shared/useEditFromAddress';
import { useUpdatedBy } from '../shared/useUpdatedBy';
import { deleteSchool, setSchoolArchived } from './mutations';
import { SchoolDeleteDetails } from './SchoolDeleteDetails';
import type { AdminSchoolRow } from './queries';
import { useAdminSchools } from './queries';

/** The schools with their Edit and Delete buttons (docs/product/screens.md §11). */
export function SchoolAdminList({ onEdit }: { onEdit(school: AdminSchoolRow): void }) {
  const schools = useAdminSchools();
  const updatedBy = useUpdatedBy();
  const db = useDatabase();
  const del = useDeleteConfirm<AdminSchoolRow>({
    remove: (database, school) => deleteSchool(database, school.id),
    done: () => MSG.schoolDeleted,
    message: MSG.confirmDeleteSchool,
    details: (school) => <SchoolDeleteDetails school={school} />,
    // Issue 38: the way that keeps the school's past results whole.
    alternative: { label: MSG.archiveInstead, remove: (database, school) => setSchoolArchived(database, school.id, true, updatedBy), done: () => MSG.schoolArchived },
  });
  async function setArchived(school: AdminSchoolRow, archived: boolean) {
    del.setError(null);
    const outcome = await runDelete(db, school, {
      remove: (database, item) => setSchoolArchived(database, item.id, archived, updatedBy),
      done: () => (archived ? MSG.schoolArchived : MSG.schoolUnarchived),
    });
    if (outcome && 'success' in outcome) del.showSuccess(outcome.success);
    else if (outcome) del.setError(outcome.error);
  }
  const rows = schools.status === 'ready' ? schools.data : [];
  useEditFromAddress(rows, onEdit);
  return (
    <div className="add-school__list">
      <h3>{schools.status === 'ready' ? `Schools (${rows.length})` : 'Schools'}</h3>
      <StatusMessage tone="error">{del.error}</StatusMessage>
      <StatusMessage tone="success">{del.success}</StatusMessage>
      <QueryState result={schools} placement="inline" loadingRole="none" loading="Loading schools…" error={failedToLoad('schools')}>
        {() => (rows.length === 0 ? <p>{MSG.noSchools}</p> : null)}
      </QueryState>
      {rows.length > 0 ? (
        <ul className="admin-school-list" aria-label="Schools">
          {rows.map((school) => (
            <li key={school.id} className="admin-school-list__row" data-testid="admin-school-row">
              {school.logoUrl ? (
                <img src={school.logoUrl} alt="" width="40" height="40" className="admin-school-list__logo" />
              ) : (
                <span className="admin-school-list__logo admin-school-list__logo--none">No Logo</span>
              )}
              <span className="admin-school-list__text">
                <strong>{school.name}</strong>
                <span>{school.location}</span>
                {school.archived ? <span className="admin-school-list__archived">Archived: off the public lists</span> : null}
              </span>
              <span className="admin-school-list__actions">
                <Button variant="secondary" onClick={() => onEdit(school)} aria-label={`Edit ${school.name}`}>
                  Edit
                </Button>
                <Button variant="secondary" onClick={() => void setArchived(school, !school.archived)} aria-label={`${school.archived ? 'Unarchive' : 'Archive'} ${school.name}`}>
                  {school.archived ? 'Unarchive' : 'Archive'}
                </Button>
                <Button variant="danger" onClick={() => del.ask(school)} aria-label={`Delete ${school.name}`}>
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {del.dialog}
    </div>
  );
}
