import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb/plugins/core';
import type { toTypedRxJsonSchema } from 'rxdb/plugins/core';
import { idProperty, imageDataUrlProperty, metaProperties } from './common';

export const ARTICLE_CATEGORIES = ['Sports', 'News', 'Events', 'Announcements'] as const;

export const articlesSchemaLiteral = {
  title: 'articles',
  description: 'A news article',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    title: { type: 'string', minLength: 1, maxLength: 200 },
    date: { type: 'string', maxLength: 40 },
    category: { type: 'string', enum: ARTICLE_CATEGORIES },
    excerpt: { type: 'string', minLength: 1, maxLength: 1000 },
    content: { type: 'string', minLength: 1, maxLength: 50000 },
    imageUrl: imageDataUrlProperty,
    author: { type: 'string', maxLength: 100 },
    archived: { type: 'boolean' },
    ...metaProperties,
  },
  required: ['id', 'title', 'date', 'category', 'excerpt', 'content', 'archived', 'updatedAt'],
  additionalProperties: false,
} as const;

export type ArticleDoc = ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<typeof articlesSchemaLiteral>>>;
export const articlesSchema = articlesSchemaLiteral;
