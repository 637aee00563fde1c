import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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

// A page the server rendered (a first visit's /, /schools, /schedule, /articles, an article's or a game's page) carries the first screens
// it was rendered from: the first render uses them and asks the server for nothing.
const firstScreens = readFirstScreenSeed(document);

// The runtime (RxDB, the sync: half of the script) is asked for by DatabaseProvider once the
// first page is committed, not before: on a slow link its download would share the bandwidth
// with what that page needs (the main script, its screen's chunk, the first screen's answer).
// A first visit's home page paints from the server's answer, asked for before React starts.
if (!firstScreens && window.location.pathname === '/') void startHomePreview();

// The first render is a transition: React builds the page in slices of a few ms and commits it
// whole, so a repeat visit's page (its last scores included) is still up in one go, without one
// long task holding the main thread while it is built. A server-rendered page is replaced by the
// same page (the first render uses the first screens it was rendered from); keepFocus puts a
// keyboard user back where they were. Hydrating it instead measured more main-thread time on
// /schedule, not less (ARCHITECTURE.md, "How a page starts").
const render = (): void => {
  const focus = firstScreens ? keepFocusAcrossFirstRender(root) : null;
  const takenOver = () => {
    focus?.restore();
    root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  };
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        {firstScreens ? (
          <AfterFirstCommit run={takenOver}>
            <App firstScreens={firstScreens} />
          </AfterFirstCommit>
        ) : (
          <App />
        )}
      </StrictMode>,
    );
  });
};

// React replaces what is in #root. A server-rendered page is replaced by the same page, so its
// screen's chunk (already on its way: the page's HTML names it) is in before the first render:
// no loading state, no layout shift in between.
if (firstScreens) preloadScreen(window.location.pathname).then(render, render);
else render();

registerServiceWorker();
