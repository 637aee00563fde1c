import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/serviceWorker';
import { getAppRuntime } from './data/appBootstrap';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The database opens while React builds the first page, not after it (a failure is shown by DatabaseProvider).
getAppRuntime().catch(() => undefined);

// The first render as a transition: React yields to the browser every few milliseconds
// while it builds the page, instead of one long task before anything responds.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
