import { Link } from 'react-router-dom';
import { articlePath } from '../../shared/articlePage';
import { Button } from '../../ui/Button';
import { formatArticleDate, safeImageSrc } from './articleText';
import type { Article } from './queries';
import { imageSrc } from '../../ui/imageSrc';

export function ArticleCard({ article, featured, onOpen }: { article: Article; featured: boolean; onOpen(): void }) {
  const image = safeImageSrc(article.imageUrl);
  const titleId = `article-title-${article.id}`;
  return (
    <li className={featured ? 'article-card article-card--featured' : 'article-card'} data-testid="article-card">
      <article aria-labelledby={titleId} className="article-card__inner">
        {image ? (
          <img className="article-card__image" src={imageSrc(image)} alt="" loading="lazy" />
        ) : (
          <div className="article-card__image article-card__image--none" aria-hidden="true">
            {article.category}
          </div>
        )}
        <div className="article-card__body">
          <p className="article-card__meta">
            {featured ? <span className="article-badge article-badge--featured">FEATURED</span> : null}
            <span className="article-badge">{article.category}</span>
            <span className="article-card__date">{formatArticleDate(article.date)}</span>
          </p>
          <h2 id={titleId} className="article-card__title">
            <Link to={articlePath(article.id)}>{article.title}</Link>
          </h2>
          <p className="article-card__excerpt">{article.excerpt}</p>
          <Button variant="secondary" className="article-card__more" onClick={onOpen}>
            Read More<span className="visually-hidden">{`: ${article.title}`}</span>
          </Button>
        </div>
      </article>
    </li>
  );
}
