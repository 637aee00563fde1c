import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { isWelcomeDismissed, rememberWelcomeDismissed } from './welcome';

/** docs/product/screens.md §2: a closable welcome popup on the first visit; once dismissed it stays away. */
export function WelcomeDialog() {
  const [open, setOpen] = useState(() => !isWelcomeDismissed());
  const dismiss = () => {
    rememberWelcomeDismissed();
    setOpen(false);
  };
  return (
    <Modal open={open} title="Welcome to the LIAA" onClose={dismiss} footer={<Button onClick={dismiss}>Get Started</Button>}>
      <p className="welcome__text">
        Scores, schedules, standings and news from every member school of the Long Island Athletic Association.
      </p>
      <p className="welcome__text">
        Once you have opened it, this site works without a signal too: saved scores and schedules stay on your phone.
      </p>
    </Modal>
  );
}
