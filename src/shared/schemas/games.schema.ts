import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb/plugins/core';
import type { toTypedRxJsonSchema } from 'rxdb/plugins/core';
import { idProperty, metaProperties } from './common';

/**
 * A game's state (docs/product/rules.md §4): UPCOMING, LIVE, FINAL as played; POSTPONED (no new
 * date yet) and CANCELLED for a game that will not be played as scheduled.
 */
export const GAME_STATUSES = ['UPCOMING', 'LIVE', 'FINAL', 'POSTPONED', 'CANCELLED'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * One side of a score: `final` plus the sport's period columns
 * (catalog `periodsFor`). Whole numbers from 0 (catalog `scoringFor` sets the most), or text
 * like 16:45 for a 'Time' period. null means 'not entered'. Computed from the game's scoring
 * entries (shared/scoring/score.ts): the final is never typed where it is a sum.
 */
const scoreSide = {
  type: 'object',
  additionalProperties: { type: ['number', 'string', 'null'], maxLength: 12, minimum: 0 },
} as const;

const noteText = { type: 'string', maxLength: 5000 } as const;

export const gamesSchemaLiteral = {
  title: 'games',
  description: 'One game: a school schedule is the games where the school is home or away',
  // 1: the (status, time) index. 2: `period` and `clocks`. 3: the (sport, status, time) index.
  // 4: POSTPONED and CANCELLED, `rescheduledFrom`. 5: `half` (an inning's top or bottom) and `clock`.
  // Stored documents are unchanged (see COLLECTION_MIGRATIONS).
  version: 5,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    sport: { type: 'string', maxLength: 40 },
    homeSchoolId: { type: 'string', maxLength: 128 },
    homeSchoolName: { type: 'string', minLength: 1, maxLength: 100 },
    awaySchoolId: { type: 'string', maxLength: 128 },
    awayName: { type: 'string', minLength: 1, maxLength: 100 },
    time: { type: 'string', format: 'date-time', maxLength: 40 },
    location: { type: 'string', minLength: 1, maxLength: 200 },
    status: { type: 'string', enum: GAME_STATUSES, maxLength: 9 },
    /** The start time before the game was last rescheduled (followers are told of the move). */
    rescheduledFrom: { type: 'string', maxLength: 40 },
    score: {
      type: 'object',
      properties: { home: scoreSide, away: scoreSide },
      additionalProperties: false,
    },
    url: { type: 'string', maxLength: 2000 },
    /** The period being played (a period key of the sport), moved on by the scorer. */
    period: { type: 'string', maxLength: 12 },
    /** Baseball and softball: which half of the inning `period` is being played (the visitors bat in the top). */
    half: { type: 'string', enum: ['top', 'bottom'], maxLength: 6 },
    /**
     * The game clock, when the scorer keeps one (shared/gameClock.ts): the time left in the period, and
     * while it runs the server time it was started at (fans count down from it, each on its own clock).
     */
    clock: {
      type: 'object',
      properties: {
        remainingMs: { type: 'integer', minimum: 0, maximum: 7_200_000 },
        startedAt: { type: 'integer', minimum: 0, maximum: 9_999_999_999_999 },
      },
      required: ['remainingMs'],
      additionalProperties: false,
    },
    /**
     * Hybrid logical clock stamp of the last edit of each field path ('status', 'gameNotes.home'):
     * concurrent edits of one field are ordered by these, not by the device's time (shared/merge.ts).
     */
    clocks: { type: 'object', additionalProperties: { type: 'string', maxLength: 90 } },
    notes: noteText,
    gameNotes: {
      type: 'object',
      properties: { home: noteText, away: noteText, general: noteText, additional: noteText },
      additionalProperties: false,
    },
    ...metaProperties,
  },
  required: ['id', 'sport', 'homeSchoolName', 'awayName', 'time', 'location', 'status', 'updatedAt'],
  // 'The latest finals' and 'today's live games' read a few games, not the whole season (state scale: 24,000);
  // a sport's standings read that sport's season (2,000 football games), not every sport's.
  indexes: [['status', 'time'], ['sport', 'status', 'time']],
  additionalProperties: false,
} as const;

export type GameDoc = ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<typeof gamesSchemaLiteral>>>;
export type ScoreSide = Record<string, number | string | null>;
export const gamesSchema = gamesSchemaLiteral;
