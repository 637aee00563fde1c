import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { AfterFirstCommit, keepFocusAcrossFirstRender } from './app/keepFocus';
import { preloadScreen } from './app/routes';
import { registerServiceWorker } from './app/serviceWorker';
import { readFirstScreenSeed } from './data/firstScreen';
import { SERVER_RENDERED_ATTRIBUTE } from './shared/firstScreens';
import { startHomePreview } from './features/home/homePreview';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server rendered (a first visit's /, /schools, /articles) carries the first screens
// it was rendered from: the first render uses them and asks the server for nothing.
const firstScreens = readFirstScreenSeed(document);

// The runtime (RxDB, the sync: half of the script) is asked for by DatabaseProvider once the
// first page is committed, not before: on a slow link its download would share the bandwidth
// with what that page needs (the main script, its screen's chunk, the first screen's answer).
// A first visit's home page paints from the server's answer, asked for before React starts.
if (!firstScreens && window.location.pathname === '/') void startHomePreview();

// A page the server rendered is hydrated: React attaches to the elements already painted (the
// server rendered them with the same components from the same first screens) instead of building
// them again. Either way the first render is a transition: React works in slices of a few ms
// (hydration included: a hydration started in a transition yields like one), so no long task
// holds the main thread while the page is built or attached.
// If the server's page differs from this device's first render (the server's time zone is not
// the device's, so a game's time reads differently), React renders the page again on its own:
// the fan sees the device's version, and keepFocus puts a keyboard user back where they were.
const render = (): void => {
  const focus = firstScreens ? keepFocusAcrossFirstRender(root) : null;
  const takenOver = () => {
    focus?.restore();
    root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  };
  const app = (
    <StrictMode>
      {firstScreens ? (
        <AfterFirstCommit run={takenOver}>
          <App firstScreens={firstScreens} />
        </AfterFirstCommit>
      ) : (
        <App />
      )}
    </StrictMode>
  );
  startTransition(() => {
    if (!firstScreens) createRoot(root).render(app);
    else
      hydrateRoot(root, app, {
        // Called once the part rendered again is committed: the focus goes back where it was.
        onRecoverableError: (error) => {
          console.info('[liaa] the page was rendered again on this device:', error instanceof Error ? error.message : error);
          focus?.restore();
        },
      });
  });
};

// A server-rendered page's screen chunk (already on its way: the page's HTML names it) is in
// before hydration starts: a lazy screen not yet loaded would hydrate as its loading state.
if (firstScreens) preloadScreen(window.location.pathname).then(render, render);
else render();

registerServiceWorker();
