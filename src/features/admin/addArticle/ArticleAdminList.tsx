import type { ReactNode } from 'react';
import { useDatabase, useSession } from '../../../data/DatabaseProvider';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { errorMessage } from '../../../ui/errorMessage';
import { QueryState, failedToLoad } from '../../../ui/QueryState';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useDeleteConfirm } from '../shared/useDeleteConfirm';
import { useEditFromAddress } from '../shared/useEditFromAddress';
import { deleteArticle, setArticleArchived } from './mutations';
import type { AdminArticleRow } from './queries';
import { useAdminArticles } from './queries';

type PendingDelete = { row: AdminArticleRow; archived: boolean };

/** Current and archived articles (docs/product/screens.md §11), with edit, archive, restore, delete and permanent delete. */
export function ArticleAdminList({ onEdit }: { onEdit(row: AdminArticleRow): void }) {
  const db = useDatabase();
  const session = useSession();
  const lists = useAdminArticles();
  const del = useDeleteConfirm<PendingDelete>({
    remove: (database, pending) => deleteArticle(database, pending.row.id),
    done: () => 'Article deleted.',
    failed: (reason) => {
      console.error('Error deleting article', reason);
      return MSG.articleDeleteError;
    },
    message: (pending) => (pending?.archived ? MSG.confirmDeleteArchivedArticle : MSG.confirmDeleteArticle),
  });
  const { setError, showSuccess } = del;
  const by = session.status === 'signed-in' ? session.session.user.email : '';
  const rows = lists.status === 'ready' ? [...lists.data.current, ...lists.data.archived] : [];
  useEditFromAddress(rows, onEdit);

  async function archive(row: AdminArticleRow, archived: boolean) {
    if (!db) return;
    setError(null);
    try {
      await setArticleArchived(db, row.id, archived, by);
      showSuccess(archived ? 'Article archived.' : 'Article restored.');
    } catch (reason: unknown) {
      setError(errorMessage(reason));
    }
  }

  return (
    <QueryState result={lists} placement="inline" className="add-article__lists" loadingRole="none" loading="Loading articles…" error={failedToLoad('articles')}>
      {({ current, archived }) => (
        <div className="add-article__lists">
          <StatusMessage tone="error">{del.error}</StatusMessage>
          <StatusMessage tone="success">{del.success}</StatusMessage>
          <section aria-labelledby="current-articles-title">
            <h3 id="current-articles-title">{`Current Articles (${current.length})`}</h3>
            {current.length === 0 ? <p className="add-article__empty">No current articles.</p> : null}
            <ul className="admin-article-list" aria-labelledby="current-articles-title">
              {current.map((row) => (
                <ArticleRow key={row.id} row={row}>
                  <Button variant="secondary" onClick={() => onEdit(row)} aria-label={`Edit ${row.title}`}>
                    Edit
                  </Button>
                  <Button variant="secondary" onClick={() => void archive(row, true)} aria-label={`Archive ${row.title}`}>
                    Archive
                  </Button>
                  <Button variant="danger" onClick={() => del.ask({ row, archived: false })} aria-label={`Delete ${row.title}`}>
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
                  <Button variant="secondary" onClick={() => onEdit(row)} aria-label={`Edit ${row.title}`}>
                    Edit
                  </Button>
                  <Button variant="secondary" onClick={() => void archive(row, false)} aria-label={`Restore ${row.title}`}>
                    Restore
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => del.ask({ row, archived: true })}
                    aria-label={`Delete ${row.title} permanently`}
                  >
                    Delete Permanently
                  </Button>
                </ArticleRow>
              ))}
            </ul>
          </section>
          {del.dialog}
        </div>
      )}
    </QueryState>
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
