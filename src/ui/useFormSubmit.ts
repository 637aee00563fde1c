import { useState } from 'react';
import { useTimedMessage } from './useTimedMessage';

export const DATABASE_OPENING = 'The local database is still opening. Please try again in a moment.';

/**
 * The submit cycle every admin form shares: one error line, a success line that
 * clears after 2 s (docs/product/rules.md §10), a busy flag while saving, and a clear message when
 * the local database is not open yet (`opening`: a form that words its errors its own way) or the save fails.
 */
export function useFormSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [success, showSuccess] = useTimedMessage(2000);

  async function save<Db>(db: Db | null, action: (db: Db) => Promise<void>, failure: (reason: unknown) => string, opening = DATABASE_OPENING): Promise<void> {
    if (!db) {
      setError(opening);
      return;
    }
    setSaving(true);
    try {
      await action(db);
    } catch (reason: unknown) {
      setError(failure(reason));
    } finally {
      setSaving(false);
    }
  }

  return { error, setError, saving, success, showSuccess, save };
}
