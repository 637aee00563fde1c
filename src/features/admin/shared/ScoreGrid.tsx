import type { PeriodDef } from '../../../shared/catalog/periods';
import type { ScoreCells, Side } from './gameChanges';
import { SIDES, cellMax, finalIsComputed, scoreColumns } from './gameChanges';

export interface ScoreGridProps {
  sport: string;
  teams: Record<Side, string>;
  cells: ScoreCells;
  onChange(side: Side, key: string, value: string): void;
  /** Names the table for screen readers. */
  caption: string;
}

const sideLabel = (side: Side) => (side === 'home' ? 'Home' : 'Away');

interface ScoreInputProps {
  sport: string;
  column: PeriodDef;
  side: Side;
  value: string;
  onChange(value: string): void;
}

function ScoreInput({ sport, column, side, value, onChange }: ScoreInputProps) {
  const label = `${sideLabel(side)} ${column.label}`;
  if (column.key === 'final' && finalIsComputed(sport)) {
    // Computed from the periods: shown, never typed, so it cannot disagree with them.
    return (
      <output className="score-grid__computed" aria-label={label}>
        {value === '' ? '–' : value}
      </output>
    );
  }
  if (column.kind === 'time') {
    return (
      <input
        className="score-grid__input score-grid__input--time"
        type="text"
        inputMode="numeric"
        placeholder="MM:SS"
        pattern="\d{1,2}:[0-5]\d"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <input
      className="score-grid__input"
      type="number"
      inputMode="numeric"
      min={0}
      max={cellMax(sport, column)}
      step={1}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The sport's period columns and Final for both teams, one period per row:
 * two large inputs side by side fit a phone held courtside, whatever the sport.
 * Where the final follows from the periods it is shown as computed, not typed.
 */
export function ScoreGrid({ sport, teams, cells, onChange, caption }: ScoreGridProps) {
  const computed = finalIsComputed(sport);
  return (
    <div className="score-grid" role="group" aria-label={caption}>
      <table className="score-grid__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="score-grid__period">
              Period
            </th>
            {SIDES.map((side) => (
              <th key={side} scope="col" className="score-grid__team">
                <span className="score-grid__side">{sideLabel(side)}</span>
                <span className="score-grid__name">{teams[side]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scoreColumns(sport).map((column) => (
            <tr key={column.key} className={column.key === 'final' ? 'score-grid__final' : undefined}>
              <th scope="row" className="score-grid__period">
                {column.label}
              </th>
              {SIDES.map((side) => (
                <td key={side}>
                  <ScoreInput
                    sport={sport}
                    column={column}
                    side={side}
                    value={cells[side][column.key] ?? ''}
                    onChange={(value) => onChange(side, column.key, value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {computed ? <p className="score-grid__note">Final is computed from the periods.</p> : null}
    </div>
  );
}
