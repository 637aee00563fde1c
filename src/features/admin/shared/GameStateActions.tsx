import { useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import type { GameDoc, GameStatus } from '../../../shared/schemas/games.schema';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { errorMessage } from '../../../ui/errorMessage';
import { FormField } from '../../../ui/FormField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';
import { isoToLocalInput, localInputToIso, zoneHint } from './gameTime';
import { STATE_MOVES, rescheduleGame, setGameStatus } from './scoring';
import { useUpdatedBy } from './useUpdatedBy';

type Game = Pick<GameDoc, 'id' | 'status' | 'time'>;

/**
 * A game's schedule, as a season runs (docs/product/rules.md §4): postpone it (no new date yet),
 * give it a new date and time (same game: its id, entries and history stay), cancel it, or put a
 * cancelled one back. Offline like every write; followers are told (src/shared/alerts.ts).
 */
export function GameStateActions({ game, name }: { game: Game; name: string }) {
  const db = useDatabase();
  const by = useUpdatedBy();
  const [moving, setMoving] = useState(false);
  const [time, setTime] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(2000);
  const may = (status: GameStatus) => STATE_MOVES[game.status].includes(status);
  const reschedulable = game.status === 'UPCOMING' || game.status === 'POSTPONED' || game.status === 'CANCELLED';

  async function run(action: () => Promise<void>, done: string) {
    if (!db) return;
    setBusy(true);
    setError(null);
    try {
      await action();
      showSuccess(done);
      setMoving(false);
    } catch (reason) {
      setError(errorMessage(reason));
    } finally {
      setBusy(false);
    }
  }

  function saveTime() {
    const iso = localInputToIso(time);
    if (!iso) {
      setError(MSG.rescheduleTimeMissing);
      return;
    }
    void run(() => rescheduleGame(db!, game.id, by, iso), MSG.gameRescheduled);
  }

  return (
    <div className="game-state-actions">
      <StatusMessage tone="error">{error}</StatusMessage>
      <StatusMessage tone="success">{success}</StatusMessage>
      {moving ? (
        <div className="game-state-actions__move" role="group" aria-label={`New date and time: ${name}`}>
          <FormField label="New date and time" name="time" type="datetime-local" hint={zoneHint() ?? undefined} value={time} required onChange={(event) => setTime(event.target.value)} />
          <div className="game-card__actions">
            <Button busy={busy} onClick={saveTime}>
              Save new time
            </Button>
            <Button variant="ghost" onClick={() => setMoving(false)}>
              Keep the date
            </Button>
          </div>
        </div>
      ) : (
        <div className="game-card__actions">
          {may('POSTPONED') ? (
            <Button variant="secondary" busy={busy} onClick={() => void run(() => setGameStatus(db!, game.id, by, 'POSTPONED'), MSG.gamePostponed)} aria-label={`Postpone: ${name}`}>
              Postpone
            </Button>
          ) : null}
          {reschedulable ? (
            <Button
              variant="secondary"
              onClick={() => {
                setTime(isoToLocalInput(game.time));
                setError(null);
                setMoving(true);
              }}
              aria-label={`Reschedule: ${name}`}
            >
              Reschedule
            </Button>
          ) : null}
          {game.status === 'CANCELLED' ? (
            <Button variant="secondary" busy={busy} onClick={() => void run(() => setGameStatus(db!, game.id, by, 'UPCOMING'), MSG.gameReinstated)} aria-label={`Reinstate: ${name}`}>
              Reinstate
            </Button>
          ) : null}
          {may('CANCELLED') ? (
            <Button variant="danger" busy={busy} onClick={() => setConfirmCancel(true)} aria-label={`Cancel game: ${name}`}>
              Cancel game
            </Button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirmCancel}
        message={MSG.confirmCancelGame}
        confirmLabel="Cancel the game"
        dismissLabel="Keep it"
        onConfirm={() => {
          setConfirmCancel(false);
          void run(() => setGameStatus(db!, game.id, by, 'CANCELLED'), MSG.gameCancelled);
        }}
        onCancel={() => setConfirmCancel(false)}
      />
    </div>
  );
}
