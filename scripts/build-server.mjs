/**
 * Bundles the sync server into dist-server/ as plain JavaScript (ESM for Node; packages stay in
 * node_modules), so production runs `node dist-server/main.js`: no tsx, no module hook.
 *
 *   node scripts/build-server.mjs        (npm run build does it after the web app)
 *
 * The pages the server renders with the app's components (src/ssr/renderPage.tsx) import what
 * only Vite knows; they are resolved here as sync-server/ssr/browserModules.mjs says. The
 * renderer stays a chunk of its own, loaded at the first page asked for, as under tsx.
 * Files are written to a temporary name and renamed, so a server starting from dist-server/
 * while another run rebuilds it never reads half a file.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { STYLESHEET, VIRTUAL_MODULES } from '../sync-server/ssr/browserModules.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(ROOT, 'dist-server', 'main.js');

/** @type {import('esbuild').Plugin} */
const browserModules = {
  name: 'browser-modules',
  setup(b) {
    b.onResolve({ filter: STYLESHEET }, (args) => ({ path: args.path, namespace: 'stylesheet' }));
    b.onLoad({ filter: /.*/, namespace: 'stylesheet' }, () => ({ contents: 'export default ""', loader: 'js' }));
    b.onResolve({ filter: /^virtual:/ }, (args) =>
      Object.hasOwn(VIRTUAL_MODULES, args.path)
        ? { path: args.path, namespace: 'virtual' }
        : { errors: [{ text: `${args.path} is not known to the server build (sync-server/ssr/browserModules.mjs)` }] },
    );
    b.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => ({ contents: VIRTUAL_MODULES[args.path], loader: 'js' }));
  },
};

/** Builds dist-server/ (or `outdir`); resolves to the entry file's path. */
export async function buildServer({ outdir = path.dirname(SERVER_ENTRY) } = {}) {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'sync-server/main.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    jsx: 'automatic',
    // Vite's flag in the app's code (src/data/openRuntime.ts): this is a production build.
    // The association's time zone (src/shared/zone.ts), as the app's build reads it.
    define: { 'import.meta.env.DEV': 'false', __LIAA_TIME_ZONE__: JSON.stringify(process.env.ASSOCIATION_TIME_ZONE || 'America/New_York') },
    sourcemap: 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [browserModules],
    write: false,
    logLevel: 'warning',
  });
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return path.join(outdir, 'main.js');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = performance.now();
  const entry = await buildServer();
  console.log(`sync server built: ${path.relative(process.cwd(), entry)} (${Math.round(performance.now() - started)} ms)`);
}
