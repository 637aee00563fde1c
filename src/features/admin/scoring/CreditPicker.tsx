import { useId, useState } from 'react';
import type { RosterPlayer } from '../../../shared/schemas/rosters.schema';
import { Button } from '../../../ui/Button';

export interface CreditPickerProps {
  /** 'Harborview +3 Three-pointer': the play just recorded. */
  play: string;
  teamName: string;
  players: readonly RosterPlayer[];
  onCredit(player: RosterPlayer): void;
  onSkip(): void;
}

/**
 * Who scored the play just recorded (issue 39): one more tap on the player, or their number typed
 * on the phone's number pad; skipping leaves the play uncredited. The play already counts.
 */
export function CreditPicker({ play, teamName, players, onCredit, onSkip }: CreditPickerProps) {
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const byNumber = () => {
    const typed = number.trim().replace(/^0+(?=\d)/, '');
    const found = players.find((p) => p.number.replace(/^0+(?=\d)/, '') === typed);
    if (!found) {
      setError(typed ? `No #${typed} on ${teamName}'s roster.` : 'Type the player’s number.');
      return;
    }
    onCredit(found);
  };
  return (
    <section className="credit" aria-label={`Who scored? ${play}`} data-testid="credit-picker">
      <p className="credit__title">
        Who scored? <span className="credit__play">{play}</span>
      </p>
      <div className="credit__players">
        {players.map((player) => (
          <button key={`${player.number}-${player.name}`} type="button" className="credit__player" aria-label={`#${player.number} ${player.name}`} onClick={() => onCredit(player)}>
            <span className="credit__number">{`#${player.number}`}</span>
            <span className="credit__name">{player.name}</span>
          </button>
        ))}
      </div>
      <form
        className="credit__pad"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          byNumber();
        }}
      >
        <label htmlFor={inputId}>Number</label>
        <input
          id={inputId}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={2}
          value={number}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setNumber(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Credit
        </Button>
        <Button variant="ghost" onClick={onSkip}>
          Skip
        </Button>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="credit__error">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
