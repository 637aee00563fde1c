import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { wrapTabFocus } from './focusTrap';
import './ui.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons at the bottom; a close button is added in the title bar. */
  footer?: ReactNode;
}

/**
 * A native <dialog> opened with showModal(): the browser traps focus, makes
 * the page behind inert, closes on Escape and returns focus to the opener.
 */
export function Modal({ open, title, onClose, children, footer }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && ref.current && wrapTabFocus(ref.current, event.shiftKey)) event.preventDefault();
      }}
    >
      {open ? (
        <div className="modal__body">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
              ×
            </button>
          </div>
          <div className="modal__content">{children}</div>
          {footer ? <div className="modal__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
