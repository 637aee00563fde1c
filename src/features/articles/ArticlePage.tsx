import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useFirstScreen } from '../../data/firstScreen';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { articleFirstScreenUrl, parseArticleFirstScreen } from '../../shared/articlePage';
import { QueryError, QueryLoading } from '../../ui/LoadState';
import { ShareButton } from '../../ui/ShareButton';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { ArticleBody } from './ArticleModal';
import type { Article } from './queries';
import { toArticle, useLocalArticle, useServerArticle } from './queries';
import './articles.css';

/** /articles/{id}: one article on a page of its own, the link a fan shares (server-rendered on a first visit). */
export function ArticlePage() {
  const { id = '' } = useParams<{ id: string }>();
  // Another article's page is a page of its own: nothing of this one's state carries over.
  return <ArticleScreen key={id} id={id} />;
}

function ArticleScreen({ id }: { id: string }) {
  // A first visit (a shared link) paints the article the server sent with the page.
  const first = useFirstScreen(articleFirstScreenUrl(id), parseArticleFirstScreen);
  const local = useLocalArticle(id, first.paused);
  const firstScreen = first.shown(local.status !== 'loading');
  const missingHere = local.status === 'ready' && local.data === null;
  // Not on this device (its first sync is still running, or an older season's article): the server has it.
  const server = useServerArticle(id, !firstScreen && missingHere);
  const firstSyncPending = useFirstSyncPending();
  const article: Article | null =
    (firstScreen ? toArticle(firstScreen.article) : null) ?? (local.status === 'ready' ? local.data : null) ?? (server.status === 'found' ? server.article : null);
  const notFound = !article && missingHere && server.status === 'missing' && !firstSyncPending;
  usePageTitle(article ? article.title : notFound ? 'Article not found' : 'Article');

  if (article) {
    return (
      <ArticleFrame>
        <article className="article-page" aria-labelledby="article-title" data-testid="article-page">
          <h1 id="article-title" className="page__title">
            {article.title}
          </h1>
          <ArticleBody article={article} />
          <ShareButton title={article.title} what="this article" tone="light" />
        </article>
      </ArticleFrame>
    );
  }
  if (local.status === 'error' || (missingHere && server.status === 'unknown')) {
    const retry = local.status === 'error' ? local.retry : server.status === 'unknown' ? server.retry : () => undefined;
    return (
      <ArticleFrame title="Article">
        <QueryError placement="panel" message="Failed to load the article." onRetry={retry} />
      </ArticleFrame>
    );
  }
  if (notFound) {
    return (
      <ArticleFrame title="Article not found" visibleTitle>
        <PanelState action={<Link to="/articles">See every article</Link>}>
          <span role="status">This article was not found. It may have been removed, or the link may be incomplete.</span>
        </PanelState>
      </ArticleFrame>
    );
  }
  return (
    <ArticleFrame title="Article">
      <QueryLoading placement="panel">Loading the article…</QueryLoading>
    </ArticleFrame>
  );
}

function ArticleFrame({ title, visibleTitle = false, children }: { title?: string; visibleTitle?: boolean; children: ReactNode }) {
  return (
    <div className="page">
      <p className="article-page__back">
        <Link to="/articles">
          <span aria-hidden="true">← </span>Articles
        </Link>
      </p>
      {title ? <h1 className={visibleTitle ? 'page__title' : 'visually-hidden'}>{title}</h1> : null}
      {children}
    </div>
  );
}
