/**
 * The tiebreakers an association may order per sport and season. Standings are ordered by
 * win % first; teams level on it are ordered by these, in the admin's order, each one
 * computed among the tied teams again whenever a team drops out of the tie; teams level on
 * all of them are listed by name (a stable final order). The why: docs/standings.md.
 */
export const TIEBREAK_RULES = ['headToHead', 'headToHeadDiff', 'pointDiff', 'pointsAllowed', 'pointsFor', 'overallPct'] as const;
export type TiebreakRule = (typeof TIEBREAK_RULES)[number];

/** The default cascade: head-to-head among all tied teams, point differential among them, then points allowed. */
export const DEFAULT_TIEBREAKERS: readonly TiebreakRule[] = ['headToHead', 'headToHeadDiff', 'pointsAllowed'];

/** What the admin's list and the explanations call each rule. */
export const TIEBREAK_LABELS: Record<TiebreakRule, string> = {
  headToHead: 'Head-to-head record among the tied teams',
  headToHeadDiff: 'Point differential in games among the tied teams',
  pointDiff: 'Point differential in division games',
  pointsAllowed: 'Fewest points allowed in division games',
  pointsFor: 'Most points scored in division games',
  overallPct: 'Overall win % (every game)',
};

export function isTiebreakRule(value: unknown): value is TiebreakRule {
  return typeof value === 'string' && (TIEBREAK_RULES as readonly string[]).includes(value);
}

/** Why a list of tiebreakers cannot be saved, or null when it can: known rules, each once. */
export function tiebreakersProblem(rules: readonly unknown[]): string | null {
  const seen = new Set<string>();
  for (const [i, rule] of rules.entries()) {
    if (!isTiebreakRule(rule)) return `Tiebreaker ${i + 1} is not a rule we know: '${String(rule)}'.`;
    if (seen.has(rule)) return `'${TIEBREAK_LABELS[rule]}' is listed twice.`;
    seen.add(rule);
  }
  return null;
}
