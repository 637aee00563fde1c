import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { preloadScreen } from '../app/routes';
import { DatabaseProvider } from '../data/DatabaseProvider';
import type { FirstScreenSeed } from '../data/firstScreen';
import { FirstScreenSeedProvider } from '../data/firstScreen';
import { AppRoutes } from '../app/routes';

/**
 * A public page rendered on the server (sync-server/services/pageRenderer.ts) from its first
 * screens: the tree of src/app/App.tsx with a static router. No effect runs here: the database,
 * the session and the sync are in their first state, as in the browser's first render, which
 * src/main.tsx makes from the same first screens. Browser-only state (storage, the clock's
 * relative times) must therefore not decide what a first render shows.
 */
export async function renderPage(pathname: string, firstScreens: FirstScreenSeed): Promise<string> {
  await preloadScreen(pathname);
  // Not renderToString: an error in a component must fail the render (the page is then sent
  // unrendered), not leave a Suspense fallback in the HTML for the browser to sort out.
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <FirstScreenSeedProvider value={firstScreens}>
        <DatabaseProvider>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </DatabaseProvider>
      </FirstScreenSeedProvider>
    </StrictMode>,
    {
      onError: (error: unknown) => void (failure ??= error),
      // Every Suspense boundary inline: React outlines a large one, revealed by an inline script the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  // React hoists a preload hint for each image ahead of the page: the page's HTML has the images themselves.
  return (html + decoder.decode()).replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
}
