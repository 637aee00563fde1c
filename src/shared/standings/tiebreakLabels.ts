/**
 * The tiebreakers in words: the admin's list, /sports' "How ties are broken" and the check
 * the server runs on a set-up. Apart from tiebreakRules.ts, which every page's schemas load.
 */
import type { TiebreakRule } from './tiebreakRules';
import { isTiebreakRule } from './tiebreakRules';

/** What the admin's list and the explanations call each rule. */
export const TIEBREAK_LABELS: Record<TiebreakRule, string> = {
  headToHead: 'Head-to-head record among the tied teams',
  headToHeadDiff: 'Point differential in games among the tied teams',
  pointDiff: 'Point differential in division games',
  pointsAllowed: 'Fewest points allowed in division games',
  pointsFor: 'Most points scored in division games',
  overallPct: 'Overall win % (every game)',
};

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
