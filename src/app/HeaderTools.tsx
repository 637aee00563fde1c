import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import type { InstallPromptEvent } from './InstallOffer';

// The install offer and the iOS how-to: a chunk of its own, asked for only where there is an installation to offer.
const InstallOffer = lazy(() => import('./InstallOffer'));

let offer: InstallPromptEvent | null = null;
const setOffer = (next: InstallPromptEvent | null) => {
  offer = next;
  dispatchEvent(new Event('liaa:install'));
};
// The browser's install offer, kept for the Install button instead of the browser's own banner. At
// once, as the page's first script runs: the offer may come before the first render.
if (typeof window !== 'undefined') {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  addEventListener('appinstalled', () => setOffer(null));
}
const subscribe = (listener: () => void) => {
  addEventListener('liaa:install', listener);
  return () => removeEventListener('liaa:install', listener);
};
const none = () => null;
const noChanges = () => () => {};
// iOS Safari has no install offer: it installs from its Share menu (an installed app runs standalone).
const isIos = () => /iP(hone|ad|od)/.test(navigator.userAgent) && !('standalone' in navigator && navigator.standalone);
const notIos = () => false;

/** The header's Install (issue 17: where the browser offers it, a how-to on iOS Safari) and Search (/search, a screen of its own). */
export function HeaderTools() {
  const installOffer = useSyncExternalStore(subscribe, () => offer, none);
  // The server's page (which the app hydrates) has no how-to; an iPhone's app adds it after.
  const ios = useSyncExternalStore(noChanges, isIos, notIos);
  return (
    <div className="site-header__tools">
      {installOffer || ios ? (
        <Suspense>
          <InstallOffer offer={installOffer} onAnswered={() => setOffer(null)} />
        </Suspense>
      ) : null}
      <Link to="/search" className="search-toggle">
        Search
      </Link>
    </div>
  );
}
