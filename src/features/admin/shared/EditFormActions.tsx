import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';

/**
 * A form's submit button and, while it edits a saved item, 'Cancel Edit' beside it (schools,
 * stats lines, rosters): the label says which the submit does. `before` goes first (a roster's
 * 'Add Player').
 */
export function EditFormActions({ className, busy, submitLabel, editing, onCancelEdit, before }: {
  className: string;
  busy: boolean;
  submitLabel: string;
  editing: boolean;
  onCancelEdit: () => void;
  before?: ReactNode;
}) {
  return (
    <div className={className}>
      {before}
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      {editing ? (
        <Button variant="ghost" onClick={onCancelEdit}>
          Cancel Edit
        </Button>
      ) : null}
    </div>
  );
}
