import type { ReactNode } from 'react';
import { useState } from 'react';
import { useDatabase, useSession } from '../../../data/DatabaseProvider';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';
import { deleteArticle, setArticleArchived } from './mutations';
import type { AdminArticleRow } from './queries';
import { useAdminArticles } from './queries';

type PendingDelete = { row: AdminArticleRow; archived: boolean } | null;

/** Current and archived articles (docs/product/screens.md §11), with archive, restore, delete and permanent delete. */
export function ArticleAdminList() {
  const db = useDatabase();
  const session = useSession();
  const lists = useAdminArticles();
  const [toDelete, setToDelete] = useState<PendingDelete>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(2000);
  const by = session.status === 'signed-in' ? session.session.user.email : '';

  async function archive(row: AdminArticleRow, archived: boolean) {
    if (!db) return;
    setError(null);
    try {
      await setArticleArchived(db, row.id, archived, by);
      showSuccess(archived ? 'Article archived.' : 'Article restored.');
    } catch (reason: unknown) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  }

  async function confirmDelete() {
    const pending = toDelete;
    setToDelete(null);
    if (!pending || !db) return;
    setError(null);
    try {
      await deleteArticle(db, pending.row.id);
      showSuccess('Article deleted.');
    } catch (reason: unknown) {
      console.error('Error deleting article', reason);
      setError(MSG.articleDeleteError);
    }
  }

  if (lists.status === 'loading') return <p className="add-article__lists">Loading articles…</p>;
  if (lists.status === 'error') {
    return (
      <p className="add-article__lists">
        {`Failed to load articles: ${lists.error.message}`} <Button onClick={lists.retry}>Try Again</Button>
      </p>
    );
  }
  const { current, archived } = lists.data;
  return (
    <div className="add-article__lists">
      <StatusMessage tone="error">{error}</StatusMessage>
      <StatusMessage tone="success">{success}</StatusMessage>
      <section aria-labelledby="current-articles-title">
        <h3 id="current-articles-title">{`Current Articles (${current.length})`}</h3>
        {current.length === 0 ? <p className="add-article__empty">No current articles.</p> : null}
        <ul className="admin-article-list" aria-labelledby="current-articles-title">
          {current.map((row) => (
            <ArticleRow key={row.id} row={row}>
              <Button variant="secondary" onClick={() => void archive(row, true)} aria-label={`Archive ${row.title}`}>
                Archive
              </Button>
              <Button variant="danger" onClick={() => setToDelete({ row, archived: false })} aria-label={`Delete ${row.title}`}>
                Delete
              </Button>
            </ArticleRow>
          ))}
        </ul>
      </section>
      <section aria-labelledby="archived-articles-title">
        <h3 id="archived-articles-title">{`Archived Articles (${archived.length})`}</h3>
        {archived.length === 0 ? <p className="add-article__empty">No archived articles.</p> : null}
        <ul className="admin-article-list" aria-labelledby="archived-articles-title">
          {archived.map((row) => (
            <ArticleRow key={row.id} row={row}>
              <Button variant="secondary" onClick={() => void archive(row, false)} aria-label={`Restore ${row.title}`}>
                Restore
              </Button>
              <Button
                variant="danger"
                onClick={() => setToDelete({ row, archived: true })}
                aria-label={`Delete ${row.title} permanently`}
              >
                Delete Permanently
              </Button>
            </ArticleRow>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        message={toDelete?.archived ? MSG.confirmDeleteArchivedArticle : MSG.confirmDeleteArticle}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

function ArticleRow({ row, children }: { row: AdminArticleRow; children: ReactNode }) {
  return (
    <li className="admin-article-list__row" data-testid="admin-article-row">
      {row.imageUrl ? <img src={row.imageUrl} alt="" className="admin-article-list__image" /> : null}
      <div className="admin-article-list__text">
        <strong>{row.title}</strong>
        <span className="admin-article-list__meta">
          {row.category} · {row.date}
        </span>
        <span className="admin-article-list__excerpt">{row.excerpt}</span>
      </div>
      <div className="admin-article-list__actions">{children}</div>
    </li>
  );
}
