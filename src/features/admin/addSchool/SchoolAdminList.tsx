import { useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';
import { deleteSchool } from './mutations';
import type { AdminSchoolRow } from './queries';
import { useAdminSchools } from './queries';

/** The schools with their Delete buttons (docs/product/screens.md §11: the form, and the list of schools each with Delete). */
export function SchoolAdminList() {
  const db = useDatabase();
  const schools = useAdminSchools();
  const [toDelete, setToDelete] = useState<AdminSchoolRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(2000);

  async function confirmDelete() {
    const school = toDelete;
    setToDelete(null);
    if (!school || !db) return;
    setError(null);
    try {
      await deleteSchool(db, school.id);
      showSuccess(MSG.schoolDeleted);
    } catch (reason: unknown) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  }

  const rows = schools.status === 'ready' ? schools.data : [];
  return (
    <div className="add-school__list">
      <h3>{schools.status === 'ready' ? `Schools (${rows.length})` : 'Schools'}</h3>
      <StatusMessage tone="error">{error}</StatusMessage>
      <StatusMessage tone="success">{success}</StatusMessage>
      {schools.status === 'loading' ? <p>Loading schools…</p> : null}
      {schools.status === 'error' ? (
        <p>
          {`Failed to load schools: ${schools.error.message}`} <Button onClick={schools.retry}>Try Again</Button>
        </p>
      ) : null}
      {schools.status === 'ready' && rows.length === 0 ? <p>{MSG.noSchools}</p> : null}
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
              </span>
              <Button variant="danger" onClick={() => setToDelete(school)} aria-label={`Delete ${school.name}`}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        message={MSG.confirmDeleteSchool}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
