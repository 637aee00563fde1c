import { scoringFor } from '../../../shared/catalog/scoring';
import { periodsFor } from '../../../shared/catalog/periods';
import { periodTitle, playPeriods } from './consoleModel';

export interface PeriodPickerProps {
  sport: string;
  current: string;
  onPick(period: string): void;
}

/** The period plays go to: one tap moves on (or back, to fix a play entered late). */
export function PeriodPicker({ sport, current, onPick }: PeriodPickerProps) {
  const labels = new Map(periodsFor(sport).map((p) => [p.key, p.label]));
  return (
    <div className="periods" role="group" aria-label={`${scoringFor(sport).periodName}: ${periodTitle(sport, current)}`}>
      {playPeriods(sport).map((key) => (
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
