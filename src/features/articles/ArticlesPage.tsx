import { useState } from 'react';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { MSG } from '../../shared/schemas/messages';
import { Button } from '../../ui/Button';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { ArticleCard } from './ArticleCard';
import { ArticleModal } from './ArticleModal';
import { articleCount } from './articleText';
import { usePublishedArticles } from './queries';
import './articles.css';

/** /articles: every article not archived, newest first, the first one featured. */
export function ArticlesPage() {
  usePageTitle('Articles');
  const articles = usePublishedArticles();
  const firstSyncPending = useFirstSyncPending();
  const [openId, setOpenId] = useState<string | null>(null);

  let content;
  if (articles.status === 'error') {
    content = (
      // SPEC §2: 'Try Again' reloads the page.
      <PanelState action={<Button onClick={() => window.location.reload()}>Try Again</Button>}>
        <span role="alert">Failed to load articles.</span>
      </PanelState>
    );
  } else if (articles.status === 'loading' || (articles.data.length === 0 && firstSyncPending)) {
    content = (
      <PanelState>
        <span role="status">Loading articles…</span>
      </PanelState>
    );
  } else if (articles.data.length === 0) {
    content = <PanelState>{MSG.noArticles}</PanelState>;
  } else {
    const list = articles.data;
    // The modal follows the live list: an edit synced in while it is open shows, a deletion closes it.
    const open = list.find((a) => a.id === openId) ?? null;
    content = (
      <>
        <p className="articles__count" role="status" data-testid="article-count">
          {articleCount(list.length)}
        </p>
        <ul className="articles-grid" aria-label="Articles">
          {list.map((article, i) => (
            <ArticleCard key={article.id} article={article} featured={i === 0} onOpen={() => setOpenId(article.id)} />
          ))}
        </ul>
        <ArticleModal article={open} onClose={() => setOpenId(null)} />
      </>
    );
  }

  return (
    <div className="page">
      <h1 className="page__title">Articles</h1>
      <p className="page__intro">News, events and announcements from around the association.</p>
      {content}
    </div>
  );
}
