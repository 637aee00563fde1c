import { articlePath } from '../../shared/articlePage';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ShareButton } from '../../ui/ShareButton';
import { formatArticleDate, paragraphs, safeImageSrc } from './articleText';
import type { Article } from './queries';
import { imageSrc } from '../../ui/imageSrc';

/** The full article. Its text is rendered as text (React escapes it): stored HTML never runs. */
export function ArticleModal({ article, onClose }: { article: Article | null; onClose(): void }) {
  return (
    <Modal
      open={article !== null}
      title={article?.title ?? ''}
      onClose={onClose}
      footer={
        <>
          {article ? <ShareButton title={article.title} what="this article" path={articlePath(article.id)} tone="light" /> : null}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {article ? <ArticleBody article={article} /> : null}
    </Modal>
  );
}

export function ArticleBody({ article }: { article: Article }) {
  const image = safeImageSrc(article.imageUrl);
  return (
    <div className="article-full" data-testid="article-detail">
      <p className="article-full__meta">
        <span className="article-badge">{article.category}</span>
        <span>{formatArticleDate(article.date)}</span>
        {article.author ? <span>{`By ${article.author}`}</span> : null}
      </p>
      {image ? <img className="article-full__image" src={imageSrc(image)} alt="" /> : null}
      <p className="article-full__excerpt">{article.excerpt}</p>
      {paragraphs(article.content).map((text, i) => (
        <p key={i} className="article-full__paragraph">
          {text}
        </p>
      ))}
    </div>
  );
}
