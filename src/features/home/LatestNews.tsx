import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { Button } from '../../ui/Button';
import type { NewsArticle } from './news';
import { WELCOME_ARTICLE, formatNewsDate, paragraphs, safeImage } from './news';
import { useLatestArticle } from './queries';

/** SPEC §2: the newest article, or the built-in welcome when there is none (or none can be read). */
export function LatestNews() {
  const latest = useLatestArticle();
  const firstSyncPending = useFirstSyncPending();
  const headingId = useId();

  let body;
  if (latest.status === 'loading' || (latest.status === 'ready' && !latest.data && firstSyncPending)) {
    body = (
      <p className="home-card__state" role="status">
        Loading news…
      </p>
    );
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

function NewsCard({ article }: { article: NewsArticle }) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const image = safeImage(article.imageUrl);
  return (
    <article className="news__article" data-testid="latest-news">
      {image ? <img className="news__image" src={image} alt="" width="640" height="320" /> : null}
      <p className="news__meta">
        <span className="news__category">{article.category}</span>
        {article.date ? <span className="news__date">{formatNewsDate(article.date)}</span> : null}
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
