/**
 * What Vite resolves for the browser and Node must resolve too when the sync server renders the
 * app's pages (src/ssr/renderPage.tsx): a stylesheet import is an empty module (the page's HTML
 * links the built CSS), and the service worker's and the storage worker's virtual modules are
 * inert (no effect runs in a server render).
 *
 * Used twice: scripts/build-server.mjs resolves them this way when it bundles the server
 * (production: no hook at run time), and `npm run dev:server` (sync-server/dev.ts, under tsx)
 * registers this file as a Node module hook.
 */
export const VIRTUAL_MODULES = {
  'virtual:pwa-register': 'export function registerSW() { return () => Promise.resolve(); }',
  'virtual:storage-worker-url': 'export default ""',
  'virtual:database-in-worker': 'export const openRemoteRuntime = null;',
};
export const STYLESHEET = /\.css(\?.*)?$/;

const EMPTY = 'data:text/javascript,export default ""';
const dataUrl = (source) => `data:text/javascript,${encodeURIComponent(source)}`;

export async function resolve(specifier, context, next) {
  if (STYLESHEET.test(specifier)) return { url: EMPTY, shortCircuit: true };
  if (Object.hasOwn(VIRTUAL_MODULES, specifier)) return { url: dataUrl(VIRTUAL_MODULES[specifier]), shortCircuit: true };
  return next(specifier, context);
}
