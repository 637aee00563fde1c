import type { ComputedScore } from '../../../shared/scoring/score';
import { Button } from '../../../ui/Button';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';
import type { ScoreCorrection } from '../shared/gameChanges';
import type { AdminGame } from '../shared/queries';
import { ScoreCorrectionFields } from '../shared/ScoreCorrectionFields';
import { useCorrectionDraft } from './useCorrectionDraft';

export interface ResultsFormProps {
  game: AdminGame;
  score: ComputedScore;
  write(corrections: readonly ScoreCorrection[]): Promise<void>;
}

/**
 * Sports scored as results, not plays (golf strokes per hole, cross-country times and team
 * points): every cell at once, saved as corrections; a computed final shows as typed.
 */
export function ResultsForm({ game, score, write }: ResultsFormProps) {
  const { draft, error, busy, save } = useCorrectionDraft(game, score, write);
  const [saved, showSaved] = useTimedMessage(2000);
  return (
    <form
      className="results-form"
      aria-label="Results"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save().then((ok) => {
          if (ok) showSaved('Results saved.');
        });
      }}
    >
      <ScoreCorrectionFields game={game} cells={draft.cells} onChange={draft.set} error={error} />
      <StatusMessage tone="success">{saved}</StatusMessage>
      <Button type="submit" busy={busy} className="scorer__wide">
        Save results
      </Button>
    </form>
  );
}
