import type { ComputedScore } from '../../../shared/scoring/score';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import type { ScoreCorrection } from '../shared/gameChanges';
import type { AdminGame } from '../shared/queries';
import { ScoreCorrectionFields } from '../shared/ScoreCorrectionFields';
import { useCorrectionDraft } from './useCorrectionDraft';

export interface ScoreCorrectionDialogProps {
  game: AdminGame;
  score: ComputedScore;
  write(corrections: readonly ScoreCorrection[]): Promise<void>;
  onClose(): void;
}

/**
 * A period's total typed over what the plays made (a missed basket, the official book):
 * each changed cell becomes a correction in the history, with the value it replaced.
 */
export function ScoreCorrectionDialog({ game, score, write, onClose }: ScoreCorrectionDialogProps) {
  const { draft, error, busy, save } = useCorrectionDraft(game, score, write);
  return (
    <Modal
      open
      title="Correct score"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            busy={busy}
            onClick={() => {
              void save().then((ok) => {
                if (ok) onClose();
              });
            }}
          >
            Save corrections
          </Button>
        </>
      }
    >
      <ScoreCorrectionFields game={game} cells={draft.cells} onChange={draft.set} error={error} />
    </Modal>
  );
}
