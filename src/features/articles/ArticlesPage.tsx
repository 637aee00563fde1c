import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useFirstScreen } from '../../data/firstScreen';
import { useKeptSeason } from '../../data/useKeptSeason';
import { currentSeason, previousSeason, seasonOf } from '../../shared/standings/season';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { firstScreenUrl, parseArticlesFirstScreen } from '../../shared/firstScreens';
import { MSG } from '../../shared/schemas/messages';
import { Button } from '../../ui/Button';
import { QueryError, QueryLoading } from '../../ui/LoadState';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { ArticleCard } from './ArticleCard';
import { ArticlePage } from './ArticlePage';
import { ArticleModal } from './ArticleModal';
import { articleCount } from './articleText';
import type { Article } from './queries';
import { toArticle, usePublishedArticles } from './queries';
import './articles.css';
import { parseZonedInput } from '../../shared/zone';

/** /articles, and /articles/{id} (an article's own page, ArticlePage.tsx): one screen chunk for both. */
export function ArticlesPage() {
  const { id } = useParams<{ id: string }>();
  return id === undefined ? <ArticleListPage /> : <ArticlePage />;
}

/** /articles: every article not archived, newest first, the first one featured. */
function ArticleListPage() {
  usePageTitle('Articles');
  // A first visit paints the server's newest articles until its own database has them all.
  const first = useFirstScreen(firstScreenUrl('articles'), parseArticlesFirstScreen);
  const articles = usePublishedArticles(first.paused);
  const firstSyncPending = useFirstSyncPending();
  const [openId, setOpenId] = useState<string | null>(null);
  const firstScreen = first.shown(articles.status !== 'loading');
  const preview = useMemo(() => firstScreen && { count: firstScreen.count, list: firstScreen.articles.map(toArticle) }, [firstScreen]);

  let content;
  if (articles.status === 'error') {
    // docs/product/screens.md §7: 'Try Again' reloads the page.
    content = <QueryError placement="panel" message="Failed to load articles." onRetry={() => window.location.reload()} />;
  } else if (preview && preview.list.length > 0) {
    // The same tree as the device's list below (a fragment, the list first), so the switch to the
    // device's data updates the list in place: an article open meanwhile stays open, focus in it.
    content = (
      <>
        <ArticleList list={preview.list} count={preview.count} openId={openId} onOpen={setOpenId} />
        {null}
      </>
    );
  } else if (articles.status === 'loading' || (articles.data.length === 0 && firstSyncPending)) {
    content = <QueryLoading placement="panel">Loading articles…</QueryLoading>;
  } else if (articles.data.length === 0) {
    content = <PanelState>{MSG.noArticles}</PanelState>;
  } else {
    content = (
      <>
        <ArticleList list={articles.data} count={articles.data.length} openId={openId} onOpen={setOpenId} />
        <OlderArticles list={articles.data} />
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

function ArticleList({ list, count, openId, onOpen }: { list: Article[]; count: number; openId: string | null; onOpen(id: string | null): void }) {
  // The modal follows the live list: an edit synced in while it is open shows, a deletion closes it.
  const open = list.find((a) => a.id === openId) ?? null;
  return (
    <>
      <p className="articles__count" role="status" data-testid="article-count">
        {articleCount(count)}
      </p>
      <ul className="articles-grid" aria-label="Articles">
        {list.map((article, i) => (
          <ArticleCard key={article.id} article={article} featured={i === 0} onOpen={() => onOpen(article.id)} />
        ))}
      </ul>
      <ArticleModal article={open} onClose={() => onOpen(null)} />
    </>
  );
}

const ARTICLES = ['articles'] as const;
/** How far back "Show older articles" goes. */
const OLDEST_SEASON_BACK = 5;

/**
 * A fan's device holds this season's articles (docs/design/sync.md §13); older ones are read a
 * season at a time when asked, then kept on the device (offline too).
 */
function OlderArticles({ list }: { list: Article[] }) {
  const [current] = useState(currentSeason);
  const [reach, setReach] = useState(current);
  const kept = useKeptSeason(ARTICLES, reach);
  const older = previousSeason(reach);
  const back = Number(current.slice(0, 4)) - Number(reach.slice(0, 4));
  // An article's date is a local day: read at noon, the same day whatever the offset.
  const found = list.some((article) => seasonOf(parseZonedInput(`${article.date.slice(0, 10)}T12:00`) ?? NaN) === reach);
  let body;
  if (kept === 'loading') body = <QueryLoading placement="inline">{`Loading articles from ${reach}…`}</QueryLoading>;
  else if (kept === 'offline') body = <p>{`Articles from ${reach} are not on this device yet. Connect to the internet to load them.`}</p>;
  else if (reach !== current && !found) body = <p>{`No articles from ${reach}.`}</p>;
  else if (back < OLDEST_SEASON_BACK) {
    body = (
      <Button variant="secondary" onClick={() => setReach(older)}>
        {`Show articles from ${older}`}
      </Button>
    );
  }
  return body ? <div className="articles__older">{body}</div> : null;
}
