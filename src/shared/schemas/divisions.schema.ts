import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb/plugins/core';
import type { toTypedRxJsonSchema } from 'rxdb/plugins/core';
import { TIEBREAK_RULES } from '../standings/tiebreakRules';
import { idProperty, metaProperties } from './common';

/**
 * One sport's standings set-up in one season: which schools play in which division, and
 * the tiebreakers that order teams level on win %. An association admin manages it; the
 * standings themselves are computed from FINAL games (shared/standings/compute.ts), never stored.
 * The id is `divisions-{sport}-{season}` (`divisionsDocId`), so two devices setting up the same
 * sport and season edit one document.
 */
export const divisionsSchemaLiteral = {
  title: 'divisions',
  description: "A sport's divisions and tiebreakers in one season",
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    sport: { type: 'string', maxLength: 40 },
    season: { type: 'string', maxLength: 20 },
    divisions: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        properties: {
          key: { type: 'string', minLength: 1, maxLength: 40 },
          name: { type: 'string', minLength: 1, maxLength: 60 },
          schoolIds: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 128 } },
        },
        required: ['key', 'name', 'schoolIds'],
        additionalProperties: false,
      },
    },
    tiebreakers: { type: 'array', maxItems: 10, items: { type: 'string', enum: TIEBREAK_RULES, maxLength: 20 } },
    ...metaProperties,
  },
  required: ['id', 'sport', 'season', 'divisions', 'tiebreakers', 'updatedAt'],
  additionalProperties: false,
} as const;

export type DivisionsDoc = ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<typeof divisionsSchemaLiteral>>>;
export const divisionsSchema = divisionsSchemaLiteral;

/** The one document of a sport's season. */
export const divisionsDocId = (sport: string, season: string): string => `divisions-${sport}-${season}`;
