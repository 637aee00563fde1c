import { TIEBREAK_LABELS } from '../../shared/standings/tiebreakLabels';
import type { TiebreakRule } from '../../shared/standings/tiebreakRules';

/** The season's cascade in words, so a fan can check any tied row against it. */
export function TiebreakersNote({ rules }: { rules: readonly TiebreakRule[] }) {
  return (
    <details className="tiebreakers-note">
      <summary>How ties are broken</summary>
      <p>Teams are ordered by win % in division games. Teams level on it are ordered by these, in order:</p>
      <ol data-testid="tiebreak-rules">
        {rules.map((rule) => (
          <li key={rule}>{TIEBREAK_LABELS[rule]}</li>
        ))}
        <li>Team name (teams level on everything)</li>
      </ol>
      <p>Each rule counts only the teams still tied: when one drops out, the rest start again from the first rule.</p>
    </details>
  );
}
