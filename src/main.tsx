import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/routes';
import { registerServiceWorker } from './app/serviceWorker';
import { askFirstScreen, readFirstScreenSeed } from './data/firstScreen';
import { HOME_FIRST_SCREEN_URL } from './shared/firstScreens';
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
if (!firstScreens && window.location.pathname === '/') void askFirstScreen(HOME_FIRST_SCREEN_URL);

// The first render is a transition: React builds the page in slices of a few ms and commits it
// whole, so a repeat visit's page (its last scores included) is still up in one go, without one
// long task holding the main thread while it is built. A page the server rendered is hydrated: the
// first render uses the first screens it was rendered from and the association's clock
// (src/shared/zone.ts), so it is the server's page, kept as it is; the focus a keyboard user moved
// and the taps made before the scripts ran stay with the browser (React replays a tap on a part
// not yet hydrated). A page that differs is rebuilt by React and said in the console.
const render = (): void => {
  startTransition(() => {
    if (firstScreens) {
      hydrateRoot(
        root,
        <StrictMode>
          <App firstScreens={firstScreens} />
        </StrictMode>,
      );
    } else {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }
  });
};

// The page's screen chunk (already on its way: the page's HTML names it) is in before the first
// render, so hydration finds every part of the page's tree at once.
if (firstScreens) preloadScreen(window.location.pathname).then(render, render);
else render();

registerServiceWorker();
