import { BrowserRouter } from 'react-router-dom';
import { DatabaseProvider } from '../data/DatabaseProvider';
import type { FirstScreenSeed } from '../data/firstScreen';
import { FirstScreenSeedProvider } from '../data/firstScreen';
import { AppRoutes } from './routes';

const NO_SEED: FirstScreenSeed = {};

/** The app in the browser; src/ssr/renderPage.tsx renders the same tree on the server, with a static router. */
export function App({ firstScreens = NO_SEED }: { firstScreens?: FirstScreenSeed }) {
  return (
    <FirstScreenSeedProvider value={firstScreens}>
      <DatabaseProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </DatabaseProvider>
    </FirstScreenSeedProvider>
  );
}
