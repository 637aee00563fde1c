import { useState } from 'react';
import { useTimedMessage } from './useTimedMessage';

export const DATABASE_OPENING = 'The local database is still opening. Please try again in a moment.';

/**
 * The submit cycle every admin form shares: one error line, a success line that
 * clears after 2 s (docs/product/rules.md §10), a busy flag while saving, and a clear message when
 * the local database is not open yet (`opening`: a form that words its errors its own way) or the save fails.
 * `E` is the error line's shape: a sentence, or a form's own (a title and its detail).
 */
export function useFormSubmit<E = string>() {
  const [error, setError] = useState<E | null>(null);
  const [saving, setSaving] = useState(false);
  const [success, showSuccess] = useTimedMessage(2000);

  /** Runs `action` as the form's save: busy meanwhile, a failure worded by `failure`. True when it succeeded. */
  async function run(action: () => Promise<unknown>, failure: (reason: unknown) => E): Promise<boolean> {
    setSaving(true);
    try {
      await action();
      return true;
    } catch (reason: unknown) {
      setError(failure(reason));
      return false;
    } finally {
      setSaving(false);
    }
  }

  /**
   * `run` with the local database: while it is still opening, `opening` is the error line
   * (DATABASE_OPENING by default; a form whose error is not a sentence passes its own).
   */
  async function save<Db>(db: Db | null, action: (db: Db) => Promise<void>, failure: (reason: unknown) => E, opening?: E): Promise<boolean> {
    if (!db) {
      setError(opening ?? (DATABASE_OPENING as E));
      return false;
    }
    return run(() => action(db), failure);
  }

  return { error, setError, saving, success, showSuccess, save, run };
}
