import { scoringFor } from '../../../shared/catalog/scoring';
import { periodsFor } from '../../../shared/catalog/periods';
import type { ComputedScore } from '../../../shared/scoring/score';
import { periodTitle, pickerPeriods } from './consoleModel';

export interface PeriodPickerProps {
  sport: string;
  current: string;
  /** The game's score: an extra period that holds plays stays offered. */
  score?: ComputedScore;
  onPick(period: string): void;
}

/** The period plays go to: one tap moves on (or back, to fix a play entered late); an overtime is offered once it is next. */
export function PeriodPicker({ sport, current, score, onPick }: PeriodPickerProps) {
  const labels = new Map(periodsFor(sport).map((p) => [p.key, p.label]));
  return (
    <div className="periods" role="group" aria-label={`${scoringFor(sport).periodName}: ${periodTitle(sport, current)}`}>
      {pickerPeriods(sport, current, score).map((key) => (
        <button
          key={key}
          type="button"
          className="periods__button"
          aria-pressed={key === current}
          aria-label={periodTitle(sport, key)}
          onClick={() => {
            if (key !== current) onPick(key);
          }}
        >
          {labels.get(key) ?? key}
        </button>
      ))}
    </div>
  );
}
