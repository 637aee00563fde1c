/**
 * Node module hooks for rendering the app's pages on the server (src/ssr/renderPage.tsx under
 * tsx): what Vite resolves for the browser build has no meaning here. A stylesheet import is an
 * empty module (the page's HTML links the built CSS), and the service worker's and the storage
 * worker's virtual modules are inert (no effect runs in a server render).
 */
const EMPTY = 'data:text/javascript,export default ""';
const VIRTUAL = {
  'virtual:pwa-register': 'data:text/javascript,export function registerSW() { return () => Promise.resolve(); }',
  'virtual:storage-worker-url': EMPTY,
};

export async function resolve(specifier, context, next) {
  if (/\.css(\?.*)?$/.test(specifier)) return { url: EMPTY, shortCircuit: true };
  if (Object.hasOwn(VIRTUAL, specifier)) return { url: VIRTUAL[specifier], shortCircuit: true };
  return next(specifier, context);
}
