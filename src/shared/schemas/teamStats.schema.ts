import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb/plugins/core';
import type { toTypedRxJsonSchema } from 'rxdb/plugins/core';
import { idProperty, metaProperties } from './common';

export const teamStatsSchemaLiteral = {
  title: 'teamStats',
  description: 'A standings row',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    sport: { type: 'string', maxLength: 40 },
    season: { type: 'string', maxLength: 20 },
    division: { type: 'string', maxLength: 40 },
    teamName: { type: 'string', minLength: 1, maxLength: 100 },
    schoolId: { type: 'string', maxLength: 128 },
    wins: { type: 'integer', minimum: 0, maximum: 1000 },
    losses: { type: 'integer', minimum: 0, maximum: 1000 },
    ties: { type: 'integer', minimum: 0, maximum: 1000 },
    overall: { type: 'string', maxLength: 20 },
    winPercentage: { type: 'number', minimum: 0, maximum: 1 },
    ...metaProperties,
  },
  required: ['id', 'sport', 'season', 'division', 'teamName', 'wins', 'losses', 'winPercentage', 'updatedAt'],
  additionalProperties: false,
} as const;

export type TeamStatsDoc = ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<typeof teamStatsSchemaLiteral>>>;
export const teamStatsSchema = teamStatsSchemaLiteral;
