import { useState } from 'react';
import type { TiebreakRule } from '../../../shared/standings/tiebreakRules';
import { TIEBREAK_LABELS } from '../../../shared/standings/tiebreakLabels';
import { Button } from '../../../ui/Button';

export interface TiebreakerListProps {
  rules: readonly TiebreakRule[];
  available: readonly TiebreakRule[];
  canRemove: boolean;
  /** Element ids, so the tab can put the focus back after a change. */
  ids: { up(rule: TiebreakRule): string; down(rule: TiebreakRule): string; add: string };
  onMove(rule: TiebreakRule, by: -1 | 1): void;
  onRemove(rule: TiebreakRule): void;
  onAdd(rule: TiebreakRule): void;
}

export const TIEBREAK_INTRO =
  'Teams are ordered by win %. Teams level on win % are ordered by these tiebreakers, in order; teams level on all of them are listed by name.';

/** The ordered tiebreakers with their buttons, and a picker of the rules not listed yet. */
export function TiebreakerList({ rules, available, canRemove, ids, onMove, onRemove, onAdd }: TiebreakerListProps) {
  const [chosen, setChosen] = useState('');
  const choice = available.find((rule) => rule === chosen) ?? null;

  return (
    <section className="standings-section" aria-labelledby="standings-tiebreakers-title">
      <h3 id="standings-tiebreakers-title">Tiebreakers</h3>
      <p className="standings-section__intro">{TIEBREAK_INTRO}</p>
      <ol className="standings-tiebreakers" aria-labelledby="standings-tiebreakers-title">
        {rules.map((rule, index) => {
          const label = TIEBREAK_LABELS[rule];
          return (
            <li key={rule} className="standings-tiebreaker" data-testid="standings-tiebreaker">
              <span className="standings-tiebreaker__order" aria-hidden="true">
                {index + 1}
              </span>
              <span className="standings-tiebreaker__label">{label}</span>
              <span className="standings-tiebreaker__buttons">
                <Button id={ids.up(rule)} variant="secondary" disabled={index === 0} onClick={() => onMove(rule, -1)} aria-label={`Move '${label}' up`}>
                  <span aria-hidden="true">↑</span> Up
                </Button>
                <Button
                  id={ids.down(rule)}
                  variant="secondary"
                  disabled={index === rules.length - 1}
                  onClick={() => onMove(rule, 1)}
                  aria-label={`Move '${label}' down`}
                >
                  <span aria-hidden="true">↓</span> Down
                </Button>
                <Button variant="ghost" className="standings-link" disabled={!canRemove} onClick={() => onRemove(rule)} aria-label={`Remove '${label}'`}>
                  Remove
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      {canRemove ? null : <p className="field__hint">At least one tiebreaker stays in the list.</p>}
      <div className="standings-picker">
        <label className="standings-picker__field">
          <span>Add tiebreaker</span>
          <select id={ids.add} className="field__input" value={choice ?? ''} disabled={available.length === 0} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{available.length === 0 ? 'Every tiebreaker is in the list' : 'Choose a tiebreaker'}</option>
            {available.map((rule) => (
              <option key={rule} value={rule}>
                {TIEBREAK_LABELS[rule]}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          disabled={!choice}
          onClick={() => {
            if (!choice) return;
            onAdd(choice);
            setChosen('');
          }}
          aria-label="Add the chosen tiebreaker"
        >
          Add
        </Button>
      </div>
    </section>
  );
}
