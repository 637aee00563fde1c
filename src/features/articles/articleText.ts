// One reading of article text and dates for the list, the modal and the home page's news card.
export { formatArticleDate, paragraphs } from '../../shared/articleText';

/** Only inline images and web addresses reach an <img>: never a javascript: or other scheme. */
export function safeImageSrc(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^(data:image\/[a-z+.-]+[;,]|https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : undefined;
}

export function articleCount(n: number): string {
  return `${n} ${n === 1 ? 'article' : 'articles'}`;
}
