import type { ReactNode } from 'react';
import { useState } from 'react';
import type { AppDatabase } from '../../../data/database';
import { useDatabase } from '../../../data/DatabaseProvider';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { errorMessage } from '../../../ui/errorMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';

export interface DeleteSteps<T, Db = AppDatabase> {
  remove(db: Db, item: T): Promise<unknown>;
  /** The success line, once the delete is stored (and anything that follows it done). */
  done(item: T): string;
  /** The error line of a failed delete (default: the error's own message). */
  failed?(reason: unknown): string;
}

/** One confirmed delete: what to say after it, or nothing when there is nothing to delete or no database yet. */
export async function runDelete<T, Db>(db: Db | null, item: T | null, { remove, done, failed = errorMessage }: DeleteSteps<T, Db>): Promise<{ success: string } | { error: string } | null> {
  if (item === null || !db) return null;
  try {
    await remove(db, item);
    return { success: done(item) };
  } catch (reason: unknown) {
    return { error: failed(reason) };
  }
}

export interface DeleteConfirm<T> {
  /** The admin picked an item's Delete: the dialog asks. */
  ask(item: T): void;
  /** The dialog (docs/product/screens.md §12), wherever the list puts it. */
  dialog: ReactNode;
  error: string | null;
  setError(message: string | null): void;
  /** Clears itself after 2 s (docs/product/rules.md §10). */
  success: string | null;
  showSuccess(message: string | null): void;
}

/** Another way out of the dialog than deleting ('Archive instead'), with its own success line. */
export interface DeleteAlternative<T> extends DeleteSteps<T> {
  label: string;
}

/**
 * The delete cycle of the admin lists: pick, 'Please confirm', delete, then a success line
 * or the error. The error and success lines are the list's own (its other actions use them too).
 */
export function useDeleteConfirm<T>(
  steps: DeleteSteps<T> & {
    message: string | ((item: T | null) => string);
    /** What the delete takes with it, shown under the question. */
    details?(item: T): ReactNode;
    alternative?: DeleteAlternative<T>;
  },
): DeleteConfirm<T> {
  const db = useDatabase();
  const [pending, setPending] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(2000);

  async function confirm(run: DeleteSteps<T>) {
    const item = pending;
    setPending(null);
    if (item === null || !db) return;
    setError(null);
    const outcome = await runDelete(db, item, run);
    if (outcome && 'success' in outcome) showSuccess(outcome.success);
    else if (outcome) setError(outcome.error);
  }

  const { message, details, alternative } = steps;
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={typeof message === 'function' ? message(pending) : message}
      onConfirm={() => void confirm(steps)}
      onCancel={() => setPending(null)}
      details={pending !== null && details ? details(pending) : undefined}
      alternative={alternative ? { label: alternative.label, onClick: () => void confirm(alternative) } : undefined}
    />
  );
  return { ask: setPending, dialog, error, setError, success, showSuccess };
}
