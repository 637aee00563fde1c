import { useId, useState } from 'react';
import type { GameClock } from '../../../shared/scoring/gameClock';
import { clockText, isRunning, parseClock, startClock, stopClock } from '../../../shared/scoring/gameClock';
import { Button } from '../../../ui/Button';
import { useTimeLeft } from '../../../ui/useTimeLeft';

export interface GameClockControlProps {
  clock: GameClock | undefined;
  /** The device's time, corrected to the server's (the clock's start is in server time). */
  now(): number;
  onChange(clock: GameClock): void;
}

/**
 * The game clock (issue 39), optional: a scorer who keeps one sets the time left, starts and stops
 * it; fans see the period and the time left, live. Without one, one tap offers it.
 */
export function GameClockControl({ clock, now, onChange }: GameClockControlProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const left = useTimeLeft(clock, now);
  const inputId = useId();
  const running = isRunning(clock);

  if (!clock && !open) {
    return (
      <Button variant="ghost" className="game-clock__add" onClick={() => setOpen(true)}>
        Keep a game clock
      </Button>
    );
  }
  const set = () => {
    const parsed = parseClock(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setText('');
    setOpen(false);
    onChange({ remainingMs: parsed.ms });
  };
  return (
    <section className="game-clock" aria-label="Game clock">
      {clock ? (
        <div className="game-clock__row">
          <span className="game-clock__time" data-testid="console-clock" aria-live="off">
            {clockText(left)}
          </span>
          <Button
            variant={running ? 'secondary' : 'primary'}
            className="game-clock__toggle"
            onClick={() => onChange(running ? stopClock(clock, now()) : startClock(clock, now()))}
          >
            {running ? 'Stop clock' : 'Start clock'}
          </Button>
        </div>
      ) : null}
      <form
        className="game-clock__set"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          set();
        }}
      >
        <label htmlFor={inputId}>Time left</label>
        <input
          id={inputId}
          inputMode="numeric"
          placeholder="8:00"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Set clock
        </Button>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="game-clock__error">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
