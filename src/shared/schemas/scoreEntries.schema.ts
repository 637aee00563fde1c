import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb/plugins/core';
import type { toTypedRxJsonSchema } from 'rxdb/plugins/core';
import { idProperty, metaProperties } from './common';

export const SCORE_ENTRY_KINDS = ['play', 'set', 'void', 'state', 'credit'] as const;
export type ScoreEntryKind = (typeof SCORE_ENTRY_KINDS)[number];

/**
 * One scoring entry of a game (docs/design/scoring.md): a play (a value added to a team's
 * period), a correction ('set': a period's total, or a typed final), the void of an earlier
 * entry, a change of the game's state, or the credit of a play to a player ('credit': the player
 * who scored the play `target`; a later credit of the same play replaces it). Entries are written once and never edited, so two
 * devices scoring one game offline never conflict: both logs survive and the score is
 * computed from their union (`computeScore`).
 *
 * The id is `{gameId}:{unique}`, so one game's entries are one `_all_docs` key range.
 */
export const scoreEntriesSchemaLiteral = {
  title: 'scoreEntries',
  // 1: the 'credit' kind and `player` (issue 39). Stored documents are unchanged (see COLLECTION_MIGRATIONS).
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    gameId: { type: 'string', maxLength: 100 },
    kind: { type: 'string', enum: SCORE_ENTRY_KINDS, maxLength: 8 },
    team: { type: 'string', enum: ['home', 'away'], maxLength: 4 },
    /** A period key of the game's sport, or 'final' for a typed final. */
    period: { type: 'string', maxLength: 12 },
    /** play: points added; set: the new total (MM:SS for a time period); state: the new status. */
    value: { type: ['number', 'string'], maxLength: 12 },
    /** The play's key in the sport's catalog ('td'), for the summary. */
    play: { type: 'string', maxLength: 20 },
    /** void: the id of the entry it cancels. */
    target: { type: 'string', maxLength: 128 },
    reason: { type: 'string', maxLength: 200 },
    /** credit: the player who scored the play `target`, from the team's roster (its number as listed). */
    player: {
      type: 'object',
      properties: { number: { type: 'string', maxLength: 4 }, name: { type: 'string', minLength: 1, maxLength: 100 } },
      required: ['name'],
      additionalProperties: false,
    },
    /** Hybrid logical clock stamp: the order of entries across devices. */
    hlc: { type: 'string', maxLength: 90 },
    /** The device that wrote it. */
    device: { type: 'string', maxLength: 64 },
    /** Who wrote it: the signed-in user; the server stamps it when missing and refuses any other name. */
    by: { type: 'string', maxLength: 200 },
    ...metaProperties,
  },
  required: ['id', 'gameId', 'kind', 'hlc', 'device', 'createdAt', 'updatedAt'],
  indexes: ['gameId'],
  additionalProperties: false,
} as const;

export type ScoreEntryDoc = ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<typeof scoreEntriesSchemaLiteral>>>;
export const scoreEntriesSchema = scoreEntriesSchemaLiteral;

/** The `_all_docs` key range of one game's entries. */
export function entryKeyRange(gameId: string): { startkey: string; endkey: string } {
  return { startkey: `${gameId}:`, endkey: `${gameId}:\ufff0` };
}
