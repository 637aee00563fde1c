import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { isWelcomeDismissed, rememberWelcomeDismissed } from './welcome';

const noChanges = () => () => undefined;
/** The server (and the hydration of its page) shows no welcome: it cannot know what this device dismissed. */
const onServer = () => true;

/** docs/product/screens.md §2: a closable welcome popup on the first visit; once dismissed it stays away. */
export function WelcomeDialog() {
  // Read from the device once the page is the app's, never while hydrating the server's page.
  const dismissedBefore = useSyncExternalStore(noChanges, isWelcomeDismissed, onServer);
  const [dismissedNow, setDismissedNow] = useState(false);
  const dismiss = () => {
    rememberWelcomeDismissed();
    setDismissedNow(true);
  };
  return (
    <Modal open={!dismissedBefore && !dismissedNow} title="Welcome to the LIAA" onClose={dismiss} footer={<Button onClick={dismiss}>Get Started</Button>}>
      <p className="welcome__text">
        Scores, schedules, standings and news from every member school of the Long Island Athletic Association.
      </p>
      <p className="welcome__text">
        Once you have opened it, this site works without a signal too: saved scores and schedules stay on your phone.
      </p>
    </Modal>
  );
}
