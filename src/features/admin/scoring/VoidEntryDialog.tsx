import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { Modal } from '../../../ui/Modal';
import { StatusMessage } from '../../../ui/StatusMessage';
import type { HistoryItem } from './consoleModel';

/** Reasons a scorer gives most, one tap each. */
export const QUICK_REASONS = ['Duplicate', 'Wrong team', 'Wrong period', 'Mistake'] as const;

export interface VoidEntryDialogProps {
  item: HistoryItem | null;
  onVoid(item: HistoryItem, reason: string): void;
  onClose(): void;
}

/** Voids one play or correction: it stays in the history, struck through, with the reason. */
export function VoidEntryDialog({ item, onVoid, onClose }: VoidEntryDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  function submit(why: string) {
    if (!item) return;
    if (!why.trim()) {
      setError('Say why this play is voided.');
      return;
    }
    onVoid(item, why.trim());
    setReason('');
    setError(null);
  }

  return (
    <Modal
      open={item !== null}
      title="Void this entry"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => submit(reason)}>
            Void
          </Button>
        </>
      }
    >
      <p className="void-dialog__what">{item?.text}</p>
      <StatusMessage tone="error">{error}</StatusMessage>
      <div className="void-dialog__reasons" role="group" aria-label="Common reasons">
        {QUICK_REASONS.map((quick) => (
          <Button key={quick} variant="secondary" onClick={() => submit(quick)}>
            {quick}
          </Button>
        ))}
      </div>
      <FormField
        label="Reason"
        name="void-reason"
        value={reason}
        maxLength={200}
        autoComplete="off"
        required
        hint="Shown in the history next to the voided entry."
        onChange={(event) => setReason(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit(reason);
          }
        }}
      />
    </Modal>
  );
}
