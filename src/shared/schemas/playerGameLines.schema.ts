import { ALL_PLAY_STAT_FIELDS } from '../catalog/playStats';
import { STAT_VALUE_MAX } from '../catalog/statFields';
import { idProperty, metaProperties } from './common';

/** The fields a line may hold: those some sport takes from credited plays (catalog playStats.ts). */
const statsProperties = Object.fromEntries(ALL_PLAY_STAT_FIELDS.map((name) => [name, { type: 'integer', minimum: 1, maximum: STAT_VALUE_MAX }]));

/**
 * One team's player lines of one game, from the plays its scorer credited (issue 39): written
 * by the server alone whenever the game's scoring entries change (services/creditedLines.ts),
 * never typed. Fans do not replicate the scoring log, so this is how credited figures reach
 * their season statistics and the LIAA Leaders: one small document per game and team with
 * credits, replicated by season like the typed lines. The id is `{gameId}:{team}`.
 */
export const playerGameLinesSchema = {
  title: 'playerGameLines',
  description: "One team's player lines of one game, derived from credited plays",
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    gameId: { type: 'string', maxLength: 100 },
    team: { type: 'string', enum: ['home', 'away'], maxLength: 4 },
    sport: { type: 'string', maxLength: 40 },
    /** The game's season ('2026-27'), from its time: fans replicate a season at a time. */
    season: { type: 'string', minLength: 1, maxLength: 20 },
    schoolId: { type: 'string', maxLength: 128 },
    /** The team's name as the game gives it (a school's name, as typed stat lines name it). */
    schoolName: { type: 'string', minLength: 1, maxLength: 100 },
    players: {
      // Never empty as the server writes it (a team with nothing credited has no document), but a
      // deletion's tombstone is filled with [] on a device (couchDocs.ts): no minItems.
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        properties: {
          number: { type: 'string', maxLength: 4 },
          name: { type: 'string', minLength: 1, maxLength: 100 },
          /** Only the fields with a figure: a missing field is nothing credited. */
          stats: { type: 'object', properties: statsProperties, additionalProperties: false },
        },
        required: ['name', 'stats'],
        additionalProperties: false,
      },
    },
    ...metaProperties,
  },
  required: ['id', 'gameId', 'team', 'sport', 'season', 'schoolName', 'players', 'updatedAt'],
  additionalProperties: false,
} as const;

export interface PlayerGameLine {
  number?: string;
  name: string;
  stats: Record<string, number>;
}

export interface PlayerGameLinesDoc {
  id: string;
  gameId: string;
  team: 'home' | 'away';
  sport: string;
  season: string;
  schoolId?: string;
  schoolName: string;
  players: PlayerGameLine[];
  createdAt?: number;
  updatedAt: number;
  updatedBy?: string;
}
