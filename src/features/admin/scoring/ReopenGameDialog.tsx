import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';

export interface ReopenGameDialogProps {
  open: boolean;
  /** 'Harborview 54 – 48 Maple Ridge'. */
  finalScore: string;
  onReopen(): void;
  onClose(): void;
}

/** Reopening is as explicit as ending: every fan sees the game LIVE again at once. */
export function ReopenGameDialog({ open, finalScore, onReopen, onClose }: ReopenGameDialogProps) {
  return (
    <Modal
      open={open}
      title="Reopen game"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it final
          </Button>
          <Button onClick={onReopen}>Reopen game</Button>
        </>
      }
    >
      <p>Reopen this game to fix its score?</p>
      <p className="end-dialog__score">{finalScore}</p>
      <p className="games-muted">Fans see it as LIVE again until you end it.</p>
    </Modal>
  );
}
