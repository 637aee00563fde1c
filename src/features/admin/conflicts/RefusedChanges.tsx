import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDatabase } from '../../../data/DatabaseProvider';
import { APP_DATABASE_NAME } from '../../../data/deviceRecord';
import type { RefusedChange } from '../../../data/sync/refusedBook';
import { refusedBook } from '../../../data/sync/refusedBook';
import { Button } from '../../../ui/Button';
import { errorMessage } from '../../../ui/errorMessage';
import { discardRefused, refusedDocs } from './refusedMutations';
import { refusedText } from './refusedText';
import '../shared/games.css';

/** Where each kind of document is fixed: its tab, and for a school or an article the item itself in the form. */
const FIX_TABS: Record<string, string> = {
  schools: 'add-school',
  games: 'edit-schedule',
  articles: 'add-article',
  rosters: 'add-roster',
  playerStats: 'add-stats',
  featuredScores: 'featured-scores',
  standingsSetup: 'standings',
};

export function fixLink(change: RefusedChange): string | null {
  const tab = FIX_TABS[change.collection];
  if (!tab) return null;
  const params = new URLSearchParams({ tab });
  if (change.collection === 'schools' || change.collection === 'articles') params.set('edit', change.id);
  return `/admin?${params}`;
}

/** The changes the server refused on this device (refusedBook.ts), followed as they come and go. */
export function useRefusedChanges(): RefusedChange[] {
  const db = useDatabase();
  const name = db?.name ?? APP_DATABASE_NAME;
  const [changes, setChanges] = useState<RefusedChange[]>(() => refusedBook(name).list());
  useEffect(() => {
    const subscription = refusedBook(name).watch().subscribe(setChanges);
    return () => subscription.unsubscribe();
  }, [name]);
  return changes;
}

/**
 * Never saved in appearance only: each change the server refused says why, stays on this device
 * (the others went on), and waits to be fixed in its form or discarded here.
 */
export function RefusedChanges({ changes }: { changes: readonly RefusedChange[] }) {
  const db = useDatabase();
  const [docs, setDocs] = useState<Map<string, Record<string, unknown>>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    if (!db || changes.length === 0) return undefined;
    let live = true;
    refusedDocs(db, changes).then((found) => live && setDocs(found), () => undefined);
    return () => {
      live = false;
    };
  }, [db, changes]);
  if (changes.length === 0) return null;

  async function discard(change: RefusedChange) {
    if (!db) return;
    const key = `${change.collection}/${change.id}`;
    setBusy(key);
    setError(null);
    try {
      await discardRefused(db, change);
    } catch (reason) {
      setError(`Failed to discard the change: ${errorMessage(reason)}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="conflict-notices refused-changes" aria-labelledby="refused-changes-title">
      <h2 id="refused-changes-title" className="refused-changes__title">
        Needs attention
      </h2>
      <p className="refused-changes__hint">
        {changes.length === 1 ? '1 change was not saved.' : `${changes.length} changes were not saved.`} Your other changes still sync. Fix it in its form
        and save again, or discard it to keep what the server has.
      </p>
      {error ? (
        <p role="alert" className="refused-changes__error">
          {error}
        </p>
      ) : null}
      {changes.map((change) => {
        const key = `${change.collection}/${change.id}`;
        const fix = fixLink(change);
        return (
          <div key={key} className="conflict-notice" data-testid="refused-change">
            <p>{refusedText(change, docs.get(key) ?? null)}</p>
            <span className="refused-changes__actions">
              {fix ? (
                <Link className="btn btn--primary" to={fix}>
                  Fix
                </Link>
              ) : null}
              <Button variant="secondary" busy={busy === key} onClick={() => void discard(change)}>
                Discard change
              </Button>
            </span>
          </div>
        );
      })}
    </section>
  );
}
