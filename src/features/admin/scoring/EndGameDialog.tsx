import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';

export interface EndGameDialogProps {
  open: boolean;
  /** 'Harborview 54 – 48 Maple Ridge'. */
  finalScore: string;
  onEnd(): void;
  onClose(): void;
}

/** Ending a game is explicit and states the final score fans will see. */
export function EndGameDialog({ open, finalScore, onEnd, onClose }: EndGameDialogProps) {
  return (
    <Modal
      open={open}
      title="End game"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep scoring
          </Button>
          <Button onClick={onEnd}>End game</Button>
        </>
      }
    >
      <p>End the game with this final score?</p>
      <p className="end-dialog__score" data-testid="end-game-score">
        {finalScore}
      </p>
      <p className="games-muted">Fans see it as FINAL. You can reopen the game to fix a mistake.</p>
    </Modal>
  );
}

/** What Reopen's confirmation states: the final fans see now, and what reopening does to it. */
export function ReopenDetails({ finalScore }: { finalScore: string }) {
  return (
    <>
      <p className="end-dialog__score">{finalScore}</p>
      <p className="games-muted">Fans see it as LIVE again until you end it.</p>
    </>
  );
}
