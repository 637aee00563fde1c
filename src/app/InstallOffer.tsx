import { useState } from 'react';

/** Chromium's install offer (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** localStorage key: the fan said no to installing; the app never offers it again. */
export const INSTALL_DISMISSED_KEY = 'liaa.installDismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Issue 17: the header's 'Install app' (a chunk of its own, HeaderTools.tsx). With the browser's
 * offer it opens the browser's install dialog; on iOS Safari it shows how to install from the Share
 * menu. Nothing opens by itself, and a 'no' (the browser's Cancel, or 'Got it') is remembered.
 */
/** `onAnswered`: the fan answered the browser's dialog, whose offer is then used up. */
export default function InstallOffer({ offer, onAnswered }: { offer: InstallPromptEvent | null; onAnswered(): void }) {
  const [dismissed, setDismissed] = useState(readDismissed);
  const [howTo, setHowTo] = useState(false);
  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // No storage: not offered again in this page all the same.
    }
    setDismissed(true);
  };
  const install = async (event: InstallPromptEvent) => {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') dismiss();
    onAnswered();
  };
  if (dismissed) return null;
  return (
    <span className="install">
      <button type="button" className="install__button" aria-expanded={offer ? undefined : howTo} onClick={() => (offer ? void install(offer) : setHowTo(!howTo))}>
        Install app
      </button>
      {howTo ? (
        <span className="install__how" role="note">
          Tap Share <span aria-hidden="true">⬆︎</span>, then Add to Home Screen.{' '}
          <button type="button" className="install__got" onClick={dismiss}>
            Got it
          </button>
        </span>
      ) : null}
    </span>
  );
}
