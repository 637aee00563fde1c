import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { Button } from '../../ui/Button';
import type { NewsArticle } from './news';
import { formatArticleDate, paragraphs } from '../../shared/articleText';
import { WELCOME_ARTICLE, safeImage } from './news';
import { useHomePreview } from './homePreview';
import { useLatestArticle } from './queries';

/** docs/product/screens.md §2: the newest article, or the built-in welcome when there is none (or none can be read). */
export function LatestNews() {
  // A first visit: the server's newest article until this device has pulled everything once.
  const home = useHomePreview();
  const latest = useLatestArticle(home.paused);
  const firstSyncPending = useFirstSyncPending();
  const preview = home.shown(latest.status !== 'loading');
  const headingId = useId();

  let body;
  if (preview && latest.status !== 'error') {
    body = <NewsCard key={preview.article?.id ?? WELCOME_ARTICLE.id} article={preview.article ?? WELCOME_ARTICLE} />;
  } else if (latest.status === 'loading' || (latest.status === 'ready' && !latest.data && firstSyncPending)) {
    body = <NewsSkeleton />;
  } else {
    const article = latest.status === 'ready' && latest.data ? latest.data : WELCOME_ARTICLE;
    // A new article starts collapsed.
    body = <NewsCard key={article.id} article={article} />;
  }

  return (
    <section className="home-card news" aria-labelledby={headingId}>
      <div className="home-card__head">
        <h2 id={headingId} className="home-card__title">
          Latest News
        </h2>
        <Link to="/articles" className="home-card__more">
          All articles
        </Link>
      </div>
      {body}
    </section>
  );
}

/**
 * Holds the place of an article (image, meta line, title, excerpt, button) while
 * it loads, so that what follows does not jump when it arrives.
 */
function NewsSkeleton() {
  return (
    <div className="news__article news__article--loading" role="status">
      <div className="news__image news__image--placeholder" />
      <p className="news__meta">
        <span className="visually-hidden">Loading news…</span>
        <span className="news__bar news__bar--short" aria-hidden="true" />
      </p>
      <p className="news__title" aria-hidden="true">
        <span className="news__bar news__bar--medium" />
      </p>
      <p className="news__excerpt" aria-hidden="true">
        <span className="news__bar" />
        <span className="news__bar" />
        <span className="news__bar news__bar--medium" />
      </p>
      <div className="news__toggle-placeholder" />
    </div>
  );
}

function NewsCard({ article }: { article: NewsArticle }) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const image = safeImage(article.imageUrl);
  return (
    <article className="news__article" data-testid="latest-news">
      {image ? <img className="news__image" src={image} alt="" width="640" height="320" /> : null}
      <p className="news__meta">
        <span className="news__category">{article.category}</span>
        {article.date ? <span className="news__date">{formatArticleDate(article.date)}</span> : null}
      </p>
      <h3 className="news__title">{article.title}</h3>
      <p className="news__excerpt">{article.excerpt}</p>
      <div id={contentId} className="news__content" hidden={!expanded}>
        {paragraphs(article.content).map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
      <Button
        variant="secondary"
        className="news__toggle"
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? 'Show Less' : 'Read More'}
      </Button>
    </article>
  );
}
