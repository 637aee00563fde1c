import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb/plugins/core';
import type { toTypedRxJsonSchema } from 'rxdb/plugins/core';
import { idProperty, metaProperties } from './common';

/** Who, on which device: an account and the device it scores on (its id, and a label people read). */
const seatProperties = {
  account: { type: 'string', maxLength: 200 },
  device: { type: 'string', maxLength: 64 },
  label: { type: 'string', maxLength: 60 },
} as const;

/**
 * Who scores a game now (docs/design/scoring.md, "One scorer at a time"): one document per game,
 * its id the game's. Written by the server only (POST /api/scorers/{gameId}, which decides every
 * claim, request and hand-over by its own clock); devices replicate it and never write it.
 */
export const gameScorersSchemaLiteral = {
  title: 'gameScorers',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    gameId: { type: 'string', maxLength: 100 },
    /** The scoring device; `since` is the server's time it became so, `via` how. */
    scorer: {
      type: 'object',
      properties: {
        ...seatProperties,
        since: { type: 'number', minimum: 0 },
        via: { type: 'string', enum: ['claim', 'accepted', 'expired'], maxLength: 8 },
      },
      required: ['account', 'device', 'since'],
      additionalProperties: false,
    },
    /** Another device asking to take over: the scorer answers until `expiresAt` (server time), then the asker may take over. */
    request: {
      type: 'object',
      properties: {
        ...seatProperties,
        at: { type: 'number', minimum: 0 },
        expiresAt: { type: 'number', minimum: 0 },
      },
      required: ['account', 'device', 'at', 'expiresAt'],
      additionalProperties: false,
    },
    /** Counts the server's writes: a device shows the later of what it pulled and what an answer said. */
    seq: { type: 'number', minimum: 0 },
    ...metaProperties,
  },
  required: ['id', 'gameId', 'seq', 'updatedAt'],
  additionalProperties: false,
} as const;

export type GameScorerDoc = ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<typeof gameScorersSchemaLiteral>>>;
export const gameScorersSchema = gameScorersSchemaLiteral;
