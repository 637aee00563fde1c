import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb/plugins/core';
import type { toTypedRxJsonSchema } from 'rxdb/plugins/core';
import { idProperty, metaProperties } from './common';

export const rostersSchemaLiteral = {
  title: 'rosters',
  description: "One school's roster for one sport and season",
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    schoolId: { type: 'string', maxLength: 128 },
    schoolName: { type: 'string', maxLength: 100 },
    sport: { type: 'string', maxLength: 40 },
    season: { type: 'string', maxLength: 20 },
    players: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        properties: {
          number: { type: 'string', minLength: 1, maxLength: 4 },
          name: { type: 'string', minLength: 1, maxLength: 100 },
          position: { type: 'string', maxLength: 20 },
          defensivePosition: { type: 'string', maxLength: 20 },
          grade: { type: 'string', enum: ['9', '10', '11', '12'] },
        },
        required: ['number', 'name', 'grade'],
        additionalProperties: false,
      },
    },
    ...metaProperties,
  },
  required: ['id', 'schoolId', 'sport', 'season', 'players', 'updatedAt'],
  additionalProperties: false,
} as const;

export type RosterDoc = ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<typeof rostersSchemaLiteral>>>;
export type RosterPlayer = RosterDoc['players'][number];
export const rostersSchema = rostersSchemaLiteral;

/** One roster per (school, sport, season): a deterministic id makes two offline creations merge. */
export function rosterId(schoolId: string, sport: string, season: string): string {
  return `${schoolId}:${sport}:${season}`;
}
