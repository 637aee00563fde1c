import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb/plugins/core';
import type { toTypedRxJsonSchema } from 'rxdb/plugins/core';
import { idProperty, metaProperties } from './common';
import { GAME_STATUSES } from './games.schema';

export const featuredScoresSchemaLiteral = {
  title: 'featuredScores',
  description: 'A game featured on the home page, with a snapshot of its fields',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    gameId: { type: 'string', maxLength: 128 },
    schoolName: { type: 'string', maxLength: 100 },
    opponent: { type: 'string', maxLength: 100 },
    homeScore: { type: ['number', 'null'], minimum: 0 },
    awayScore: { type: ['number', 'null'], minimum: 0 },
    date: { type: 'string', maxLength: 40 },
    location: { type: 'string', maxLength: 200 },
    status: { type: 'string', enum: GAME_STATUSES },
    order: { type: 'integer', minimum: 1, maximum: 10000 },
    ...metaProperties,
  },
  required: ['id', 'gameId', 'schoolName', 'opponent', 'status', 'order', 'updatedAt'],
  additionalProperties: false,
} as const;

export type FeaturedScoreDoc = ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<typeof featuredScoresSchemaLiteral>>>;
export const featuredScoresSchema = featuredScoresSchemaLiteral;
