import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/serviceWorker';
import { startHomePreview } from './features/home/homePreview';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The runtime (RxDB, the sync: half of the script) is asked for by DatabaseProvider once the
// first page is committed, not before: on a slow link its download would share the bandwidth
// with what that page needs (the main script, its screen's chunk, the first screen's answer).
// A first visit's home page paints from the server's answer, asked for before React starts.
if (window.location.pathname === '/') void startHomePreview();

// The first render is a transition: React builds the page in slices of a few ms and
// commits it whole, so a repeat visit's page (its last scores included) is still up in
// one go, without one long task holding the main thread while it is built.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
