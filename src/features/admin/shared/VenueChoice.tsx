import type { Venue } from './gameSides';

/**
 * 'Home' or 'Away' for the school entering a game, as two radios with neither picked at first:
 * the original made every game a home game without asking (issue 38).
 */
export function VenueChoice({ name, value, onChange, legend = 'Plays at' }: {
  name: string;
  value: Venue | '';
  onChange(venue: Venue): void;
  legend?: string;
}) {
  return (
    <fieldset className="games-radio">
      <legend className="field__label">{legend}</legend>
      {(['home', 'away'] as const).map((venue) => (
        <label key={venue} className="games-radio__option">
          <input type="radio" name={name} value={venue} checked={value === venue} onChange={() => onChange(venue)} />
          {venue === 'home' ? 'Home' : 'Away'}
        </label>
      ))}
    </fieldset>
  );
}
