import { ARTICLE_CATEGORIES } from '../../../shared/schemas/articles.schema';
import type { ArticleDoc } from '../../../shared/schemas/articles.schema';
import { MSG } from '../../../shared/schemas/adminMessages';

export type ArticleCategory = ArticleDoc['category'];

export interface ArticleFormValues {
  title: string;
  content: string;
  excerpt: string;
  /** '' until the admin picks one. */
  category: string;
}

export interface CheckedArticle {
  title: string;
  content: string;
  excerpt: string;
  category: ArticleCategory;
}

export type ArticleFormCheck = { ok: true; values: CheckedArticle } | { ok: false; message: string };

function isCategory(value: string): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(value);
}

/** docs/product/rules.md §3 article: title, content, excerpt and category required ('Please fill in all required fields'). */
export function checkArticleForm(raw: ArticleFormValues): ArticleFormCheck {
  const title = raw.title.trim();
  const content = raw.content.trim();
  const excerpt = raw.excerpt.trim();
  const category = raw.category.trim();
  if (!title || !content || !excerpt || !isCategory(category)) return { ok: false, message: MSG.articleRequired };
  return { ok: true, values: { title, content, excerpt, category } };
}

/** Not a text of docs/product/screens.md §12 (the spec showed none): the admin still hears that the save worked. */
export const ARTICLE_ADDED = 'Article added successfully!';
/** Worded as 'School updated successfully!' (docs/product/screens.md §11). */
export const ARTICLE_UPDATED = 'Article updated successfully!';

export const ARTICLE_IMAGE_NOT_IMAGE = 'Please choose an image file.';

/** docs/product/rules.md §3: the image is optional and must be an image file. Null when acceptable. */
export function checkArticleImage(file: { type: string }): string | null {
  return file.type.startsWith('image/') ? null : ARTICLE_IMAGE_NOT_IMAGE;
}

