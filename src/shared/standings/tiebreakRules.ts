/**
 * The tiebreakers an association may order per sport and season. Standings are ordered by
 * win % first; teams level on it are ordered by these, in the admin's order, each one
 * computed among the tied teams again whenever a team drops out of the tie; teams level on
 * all of them are listed by name (a stable final order). The why: docs/design/standings.md.
 */
export const TIEBREAK_RULES = ['headToHead', 'headToHeadDiff', 'pointDiff', 'pointsAllowed', 'pointsFor', 'overallPct'] as const;
export type TiebreakRule = (typeof TIEBREAK_RULES)[number];

/** The default cascade: head-to-head among all tied teams, point differential among them, then points allowed. */
export const DEFAULT_TIEBREAKERS: readonly TiebreakRule[] = ['headToHead', 'headToHeadDiff', 'pointsAllowed'];

export function isTiebreakRule(value: unknown): value is TiebreakRule {
  return typeof value === 'string' && (TIEBREAK_RULES as readonly string[]).includes(value);
}
