import { register } from 'node:module';

/**
 * The server under tsx, for development (`npm run dev:server`): no build step. Production runs
 * the bundle instead (`npm run build`, then `npm run serve`: scripts/build-server.mjs).
 *
 * Public pages are rendered with the app's components (services/pageRenderer.ts): what Vite
 * resolves for the browser, Node must resolve too. The bundle has it done at build time; here a
 * module hook does it, registered before anything that could load those components.
 */
register('./ssr/browserModules.mjs', import.meta.url);
await import('./main');
