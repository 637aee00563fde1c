import { useId } from 'react';
import './ui.css';

/** A season select: /sports (shown only when a sport has standings in more than one season) and a school's sport. */
export function SeasonPicker({ seasons, value, onChange }: { seasons: readonly string[]; value: string; onChange(season: string): void }) {
  const id = useId();
  return (
    <div className="season-picker">
      <label htmlFor={id}>Season</label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {seasons.map((season) => (
          <option key={season} value={season}>
            {season}
          </option>
        ))}
      </select>
    </div>
  );
}
