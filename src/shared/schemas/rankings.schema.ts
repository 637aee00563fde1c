import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb/plugins/core';
import type { toTypedRxJsonSchema } from 'rxdb/plugins/core';
import { idProperty, metaProperties } from './common';

export const rankingsSchemaLiteral = {
  title: 'rankings',
  description: "One team's power rank in a sport",
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    sport: { type: 'string', maxLength: 40 },
    season: { type: 'string', maxLength: 20 },
    teamName: { type: 'string', minLength: 1, maxLength: 100 },
    rank: { type: 'integer', minimum: 1, maximum: 1000 },
    wins: { type: 'integer', minimum: 0, maximum: 1000 },
    losses: { type: 'integer', minimum: 0, maximum: 1000 },
    winPercentage: { type: 'number', minimum: 0, maximum: 1 },
    ...metaProperties,
  },
  required: ['id', 'sport', 'teamName', 'rank', 'updatedAt'],
  additionalProperties: false,
} as const;

export type RankingDoc = ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<typeof rankingsSchemaLiteral>>>;
export const rankingsSchema = rankingsSchemaLiteral;
