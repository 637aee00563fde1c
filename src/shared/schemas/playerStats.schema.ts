import { ALL_STAT_FIELDS, STAT_VALUE_MAX } from '../catalog/statFields';
import { idProperty, metaProperties } from './common';

/**
 * One player's season line. The sport-specific fields of docs/product/rules.md §7 sit flat on
 * the document (as in the spec's POST /api/stats body); the catalog lists them.
 */
const statProperties = Object.fromEntries(
  ALL_STAT_FIELDS.map((f) => [
    f.name,
    f.kind === 'mmss' || f.kind === 'mmssms'
      ? { type: 'string', maxLength: 12 }
      : { type: 'number', minimum: 0, maximum: STAT_VALUE_MAX },
  ]),
);

export const playerStatsSchema = {
  title: 'playerStats',
  description: "One player's season statistics",
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    playerName: { type: 'string', minLength: 1, maxLength: 100 },
    teamName: { type: 'string', minLength: 1, maxLength: 100 },
    schoolName: { type: 'string', minLength: 1, maxLength: 100 },
    sport: { type: 'string', maxLength: 40 },
    division: { type: 'string', minLength: 1, maxLength: 10 },
    season: { type: 'string', minLength: 1, maxLength: 20 },
    ...statProperties,
    ...metaProperties,
  },
  required: ['id', 'playerName', 'teamName', 'schoolName', 'sport', 'division', 'season', 'updatedAt'],
  additionalProperties: false,
} as const;

export interface PlayerStatsDoc {
  id: string;
  playerName: string;
  teamName: string;
  schoolName: string;
  sport: string;
  division: string;
  season: string;
  createdAt?: number;
  updatedAt: number;
  updatedBy?: string;
  [statField: string]: string | number | undefined;
}
