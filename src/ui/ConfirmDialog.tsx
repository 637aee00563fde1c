import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel?: string;
  /** The way out, when 'Cancel' would read as the action itself (cancelling a game). */
  dismissLabel?: string;
  onConfirm(): void;
  onCancel(): void;
  /** What the action takes with it, under the question (a school's games, rosters, stats lines). */
  details?: ReactNode;
  /** A gentler way to the same end, offered beside the action ('Archive instead'). */
  alternative?: { label: string; onClick(): void };
}

/** The delete confirmations of docs/product/screens.md §12 ('Are you sure you want to delete this school?'). */
export function ConfirmDialog({ open, message, confirmLabel = 'Delete', dismissLabel = 'Cancel', onConfirm, onCancel, details, alternative }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title="Please confirm"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {dismissLabel}
          </Button>
          {alternative ? (
            <Button variant="primary" onClick={alternative.onClick}>
              {alternative.label}
            </Button>
          ) : null}
          <Button variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
      {details}
    </Modal>
  );
}
