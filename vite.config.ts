import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { packZoneTable, zoneTable } from './src/shared/zoneTable';

const SYNC_SERVER = 'http://127.0.0.1:8080';
/** Also named in src/app/serviceWorker.ts. */
const ADMIN_CODE_CACHE = 'liaa-admin-code';

/** The modules of the `storageShared` chunk (see build.rolldownOptions below). */
const STORAGE_SHARED =
  /[\\/]node_modules[\\/](rxdb[\\/]dist[\\/]esm[\\/](plugins[\\/]utils[\\/]utils-[\w-]+|rx-schema-helper|query-planner|rx-query-mingo|rx-query-helper|hooks|rx-storage-helper|rx-storage-multiinstance|overwritable|rx-error)\.js|mingo[\\/]|broadcast-channel[\\/]dist[\\/]esbrowser[\\/](util|methods[\\/]\w+|method-chooser|options|broadcast-channel)\.js)|[\\/]src[\\/]data[\\/](sync[\\/](pulledBase|syncError|couchDocs|changesPages|seasonPull|pullSource)|catchUpMessages)\.ts$/;

/**
 * The association's time zone (src/shared/zone.ts): the app carries its offsets as a
 * packed table. A zone Intl does not know stops the build here, by name.
 */
const TIME_ZONE = process.env.ASSOCIATION_TIME_ZONE || 'America/New_York';
function zoneDefines(): Record<string, string> {
  try {
    return { __LIAA_TIME_ZONE__: JSON.stringify(TIME_ZONE), __LIAA_ZONE_TABLE__: JSON.stringify(packZoneTable(zoneTable(TIME_ZONE))) };
  } catch (error) {
    throw new Error(`ASSOCIATION_TIME_ZONE=${TIME_ZONE} is not a time zone this Node knows (an IANA name such as America/New_York): ${String(error)}`);
  }
}

/**
 * The workers' script URLs, as virtual modules (also declared in src/data/storageWorkerUrl.d.ts).
 * The worker that holds a signed-out page's database is built only with VITE_DATABASE_IN_WORKER=on
 * (src/data/appBootstrap.ts): the bundler cuts what it shares with the page into chunks of their
 * own, which the default build's pages would load too.
 */
const DATABASE_IN_WORKER = process.env.VITE_DATABASE_IN_WORKER === 'on';
/** How a signed-out page opens its runtime in that build (src/data/appBootstrap.ts); null in the default build. */
const DATABASE_IN_WORKER_OPENER = 'virtual:database-in-worker';
const DATABASE_WORKER_URL = 'virtual:database-worker-url';
const WORKERS = [
  { url: 'virtual:storage-worker-url', source: 'src/data/storageWorker.ts', name: 'storageWorker' },
  ...(DATABASE_IN_WORKER ? [{ url: DATABASE_WORKER_URL, source: 'src/app/databaseWorker.ts', name: 'databaseWorker' }] : []),
];

/**
 * The workers (the storage worker, src/data/storageWorker.ts, and the worker that holds a
 * signed-out page's database, src/app/databaseWorker.ts) are built as more entries of the app's
 * own build, not as Vite's separate worker bundles: the modules they share with the page (rxjs,
 * RxDB's helpers, mingo, broadcast-channel: about 20 KB gzipped) then sit in shared chunks the
 * browser downloads once instead of twice, which counts against the 200 KB public budget. The page
 * gets each worker's hashed URL from a virtual module.
 */
function storageWorkerEntry(): Plugin {
  const dexieModern = fileURLToPath(new URL('./node_modules/dexie/dist/modern/dexie.min.mjs', import.meta.url));
  let building = false;
  let base = '/';
  const refs = new Set<string>();
  return {
    name: 'liaa-storage-worker-entry',
    // Before Vite's own resolver, which would resolve 'dexie' by the package's exports.
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    resolveId(id) {
      if (WORKERS.some((worker) => worker.url === id) || id === DATABASE_IN_WORKER_OPENER) return `\0${id}`;
      // Only the workers import Dexie: its ES2018 build, 1.8 KB gzipped smaller than the ES5 one
      // the package exports (whose wrapper only guards against two Dexie copies on one page).
      if (id === 'dexie') return dexieModern;
      return null;
    },
    load(id) {
      if (id === `\0${DATABASE_IN_WORKER_OPENER}`) {
        // Only a build made to hold the database in a worker has the page's side of it in its graph.
        if (!DATABASE_IN_WORKER) return 'export const openRemoteRuntime = null;';
        const source = fileURLToPath(new URL('./src/data/openRemoteRuntime.ts', import.meta.url));
        return `export const openRemoteRuntime = () => import(${JSON.stringify(source)}).then((m) => m.openRemoteRuntime());`;
      }
      const worker = WORKERS.find((candidate) => id === `\0${candidate.url}`);
      if (!worker) return null;
      // The dev server serves the worker's source as an ES module.
      if (!building) return `export default new URL('/${worker.source}', import.meta.url).href;`;
      const ref = this.emitFile({ type: 'chunk', id: fileURLToPath(new URL(`./${worker.source}`, import.meta.url)), name: worker.name });
      refs.add(ref);
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    // The URL as Vite writes its own, but answered here: Vite's answer also lists the worker
    // among the page chunk's assets in .vite/manifest.json, under its unhashed placeholder name.
    resolveFileUrl({ referenceId, fileName }) {
      return refs.has(referenceId) ? JSON.stringify(base + fileName) : null;
    },
  };
}

/**
 * workbox-window's package points bundlers at its ES5 build; its ES2015 build is the same API,
 * 0.9 KB gzipped smaller, and every browser the app targets (es2022) runs it. The service worker's
 * registration loads it on every first visit (vite-plugin-pwa's registerSW).
 */
function workboxWindowModern(): Plugin {
  const modern = fileURLToPath(new URL('./node_modules/workbox-window/build/workbox-window.prod.mjs', import.meta.url));
  return {
    name: 'liaa-workbox-window-modern',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === 'workbox-window' ? modern : null),
  };
}

/**
 * React Router's package exports only its development build (warnings for developers, about
 * 0.5 KB gzipped); its production build is the same code without them. Production builds use
 * it, both entry points so that there is one copy of the router; the dev server keeps the warnings.
 */
function reactRouterProduction(): Plugin {
  const dist = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  const files: Record<string, string> = { 'react-router': dist('index.mjs'), 'react-router/dom': dist('dom-export.mjs') };
  return {
    name: 'liaa-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => files[id] ?? null,
  };
}

/**
 * RxDB's tabs talk through the broadcast-channel package, which uses the browser's BroadcastChannel
 * and carries two fallbacks (over IndexedDB and over localStorage) for browsers without one. Every
 * browser the app targets has it (es2022: Chrome 86+, Safari 15.4+, Firefox 78+), so the fallbacks
 * can never be chosen; they are replaced by stubs that say they cannot be used (about 1.6 KB
 * gzipped of a first visit, measured 2026-11-25). If no method could be used, the package would
 * throw 'No usable method found', as it does without these stubs.
 */
function broadcastChannelNativeOnly(): Plugin {
  const STUB = 'virtual:liaa-broadcast-channel-fallback';
  const methods: Record<string, string> = { './methods/indexed-db.js': 'idb', './methods/localstorage.js': 'localstorage' };
  return {
    name: 'liaa-broadcast-channel-native-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const type = methods[source];
      return type && importer && /[\\/]broadcast-channel[\\/]dist[\\/]esbrowser[\\/]method-chooser\.js$/.test(importer) ? `\0${STUB}:${type}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${STUB}:`)) return null;
      const type = id.slice(`\0${STUB}:`.length);
      const name = type === 'idb' ? 'IndexedDBMethod' : 'LocalstorageMethod';
      return `export const ${name} = { type: '${type}', canBeUsed: () => false };`;
    },
  };
}

/**
 * One tab replicates, chosen by a Web Lock (src/data/sync/startSync.ts). RxDB's replication plugin
 * still adds RxDB's leader election (broadcast-channel's elector and its unload hooks, about 2 KB
 * gzipped of a first visit) to call it only when a replication waits for leadership or pauses in a
 * hidden tab, which ours never do (`waitForLeadership: false`, `toggleOnDocumentVisible: false` in
 * couchReplication.ts). Production builds give the replication plugin an empty plugin instead; a
 * browser without Web Locks loads the real one. If the import changes shape, the build fails here.
 */
function rxdbReplicationWithoutElection(): Plugin {
  return sourceEdits('liaa-rxdb-replication-without-election', [
    {
      file: /[\\/]rxdb[\\/]dist[\\/]esm[\\/]plugins[\\/]replication[\\/]index\.js$/,
      replace: [[/^import \{ RxDBLeaderElectionPlugin \} from "\.\.\/leader-election\/index\.js";\n/m, "const RxDBLeaderElectionPlugin = { name: 'liaa-election-by-web-locks', rxdb: true, prototypes: {} };\n"]],
    },
  ]);
}

/**
 * RxDB matches documents against a query's selector with mingo (`rx-query-mingo.js`) and only ever
 * calls `Query.test` on what `getMingoQuery` returns. Around that, mingo brings its aggregation:
 * `rx-query-mingo.js` registers the `$sort` and `$project` pipeline stages and the expression and
 * projection operators, and `Query` imports `Cursor` (with `$project`, `$sort`, `$skip`, `$limit`
 * and lazy iteration) for `Query.find`, which RxDB never calls: about 3 KB gzipped of a first visit
 * that no code path reaches (measured 2026-11-25). Production builds drop them; the query operators
 * RxDB registers and `Query.test` stay as they are, and a `Query.find` would throw rather than answer
 * wrongly. If either module changes shape, the build fails here.
 */
function rxdbMatcherOnly(): Plugin {
  return sourceEdits('liaa-rxdb-matcher-only', [
    {
      file: /[\\/]rxdb[\\/]dist[\\/]esm[\\/]rx-query-mingo\.js$/,
      replace: [
        [/^import \{ \$project, \$sort \} from 'mingo\/operators\/pipeline';\n/m, ''],
        [/^import 'mingo\/operators\/expression';\n/m, ''],
        [/^import 'mingo\/operators\/projection';\n/m, ''],
        [/^\s*pipeline: \{\s*\$sort,\s*\$project\s*\},\n/m, ''],
      ],
    },
    {
      file: /[\\/]mingo[\\/]esm[\\/]query\.js$/,
      replace: [[/^import \{ Cursor \} from "\.\/cursor";\n/m, 'class Cursor { constructor() { throw new Error("mingo Query.find is not in this build: RxDB only calls Query.test"); } }\n']],
    },
  ]);
}

/**
 * RxDB's `sortObject` (normalizing each collection's schema when the database opens, and a query's
 * cache key) orders keys with `localeCompare`, and the first `localeCompare` of a page asks ICU for a
 * collator: 20-37 ms of this host's main thread in one task, the longest part of opening the
 * database on a first visit (docs/design/page-start.md). Production builds order them by code units
 * instead (`src/shared/order.ts`), the order Node's and every browser's `<` gives. A device whose
 * database stored a schema hash made with the old order is told the same schema apart by content,
 * as RxDB does for devices in other locales (rx-database.js, RxDB issue 9128). If the module
 * changes shape, the build fails here.
 */
function rxdbSortWithoutCollator(): Plugin {
  const byCodeUnits = '(a < b ? -1 : a > b ? 1 : 0)';
  return sourceEdits('liaa-rxdb-sort-without-collator', [
    {
      file: /[\\/]rxdb[\\/]dist[\\/]esm[\\/]plugins[\\/]utils[\\/]utils-object\.js$/,
      // sortObject's two calls: an array's strings, then an object's keys.
      replace: [
        [/a\.localeCompare\(b\)/, byCodeUnits],
        [/a\.localeCompare\(b\)/, byCodeUnits],
      ],
    },
  ]);
}

/**
 * RxDB's free Dexie storage prints a banner advertising its premium storages the first time a
 * worker writes (src/data/storageNotice.ts drops it at run time in development). Production builds
 * leave the banner and its premium check out of the storage worker: about 0.4 KB gzipped of a first
 * visit that the worker never prints. If the module changes shape, the build fails here.
 */
function rxdbDexieWithoutBanner(): Plugin {
  return sourceEdits('liaa-rxdb-dexie-without-banner', [
    {
      file: /[\\/]rxdb[\\/]dist[\\/]esm[\\/]plugins[\\/]storage-dexie[\\/]rx-storage-instance-dexie\.js$/,
      replace: [[/if \(!shownNonPremiumLog && !\(await hasPremiumFlag\(\)\)\) \{\n\s*console\.warn\(\['-------------- RxDB Open Core RxStorage[\s\S]*?\} else \{\n\s*shownNonPremiumLog = true;\n\s*\}/, 'shownNonPremiumLog = true;']],
    },
  ]);
}

/**
 * The storage worker is an entry of the page's build (storageWorkerEntry), so its lazy imports
 * (the runtime it may hold, the public screens' queries, the sync's own) go through Vite's preload
 * helper, which loads a chunk's dependencies ahead with <link> elements in the document: a worker
 * has none, and there the import alone loads them. If the helper changes shape, the build fails.
 */
function preloadInWorkers(): Plugin {
  return sourceEdits('liaa-preload-in-workers', [
    {
      file: /^\0vite\/preload-helper\.js$/,
      replace: [
        [/deps && deps\.length > 0\)/, 'deps && deps.length > 0 && typeof document !== "undefined")'],
        [/window\.dispatchEvent\(e\)/, 'globalThis.dispatchEvent(e)'],
      ],
    },
  ]);
}

/**
 * Edits of a dependency's source in production builds, each a pattern that must match: if the
 * module changes shape, the build fails here, naming the plugin to review.
 */
function sourceEdits(name: string, edits: { file: RegExp; replace: [RegExp, string][] }[]): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const edit = edits.find(({ file }) => file.test(id));
      if (!edit) return null;
      let out = code;
      for (const [pattern, replacement] of edit.replace) {
        if (!pattern.test(out)) throw new Error(`${id} no longer matches ${pattern}: review ${name} in vite.config.ts`);
        out = out.replace(pattern, replacement);
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  define: zoneDefines(),
  plugins: [
    react(),
    reactRouterProduction(),
    workboxWindowModern(),
    broadcastChannelNativeOnly(),
    rxdbMatcherOnly(),
    rxdbReplicationWithoutElection(),
    rxdbSortWithoutCollator(),
    rxdbDexieWithoutBanner(),
    storageWorkerEntry(),
    ...(DATABASE_IN_WORKER ? [preloadInWorkers()] : []),
    VitePWA({
      strategies: 'generateSW',
      // An update waits for the user's 'Reload': an admin mid-entry must not lose a form.
      registerType: 'prompt',
      // main.tsx registers through virtual:pwa-register; no inline script (the CSP forbids one).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'logo.svg', 'sports/*.svg', 'icons/*.png'],
      manifest: {
        name: 'LIAA — Long Island Athletic Association',
        short_name: 'LIAA',
        description: 'Scores, schedules, standings, schools and news of the Long Island Athletic Association.',
        theme_color: '#0b3d91',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        lang: 'en',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Fans never download admin code; an admin's browser caches it on first use (below).
        globIgnores: ['**/adminChunk-*'],
        navigateFallback: '/index.html',
        // Data lives in RxDB; the service worker never answers for the sync protocol or the API.
        navigateFallbackDenylist: [/^\/db\//, /^\/api\//],
        runtimeCaching: [
          {
            // Hashed file names never change content: the cached copy is always right.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/adminChunk-[\w-]+\.(js|css)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: ADMIN_CODE_CACHE, expiration: { maxEntries: 8 } },
          },
        ],
        // Alerts for a fan's teams: the push and notificationclick handlers (public/push-sw.js).
        // The pages the server rendered, network first, the kept copy offline (public/pages-sw.js).
        importScripts: ['/push-sw.js', '/pages-sw.js'],
        cleanupOutdatedCaches: true,
        // The first visit is controlled as soon as the worker is ready, not only after a reload:
        // an admin who signs in and loses the signal before reloading still gets the shell.
        // Updates still wait for 'Reload' (no skipWaiting).
        clientsClaim: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // rxjs's ES2015 build instead of its ES5 one (the package's default): 1.8 KB gzipped less on
    // every page (classes instead of tslib's __extends). The build targets ES2022 anyway.
    conditions: ['es2015', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/db': { target: SYNC_SERVER, changeOrigin: false },
      '/api': { target: SYNC_SERVER, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app targets (es2022) preloads modules natively: no polyfill in the main script.
    modulePreload: { polyfill: false },
    // .vite/manifest.json: the server names each screen's chunk in that page's HTML (sync-server/routes/routeAssets.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One rxjs chunk for the page and the storage worker: left to itself, the bundler cut
          // rxjs into a shared chunk, a 1 KB one and pieces inside openRuntime and RxDB's chunk,
          // each request and gzip stream costing its own overhead (about 0.7 KB on a first visit).
          // React in a chunk of its own: a server-rendered page runs each of the main script's chunks as
          // a script of its own (sync-server/routes/bootScript.ts), so evaluating them is a few short
          // tasks rather than one long one (43 ms on this machine, four times that on a phone).
          groups: [
            { name: 'rxjs', test: /[\\/]node_modules[\\/]rxjs[\\/]/ },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // What the main script and the runtime share (the collection schemas, document equality, the server's
            // time, the session, the device's records and kept seasons, the texts, a game's result, seasons and which
            // documents a device replicates by season, Vite's preload helper), in one chunk: left to itself the bundler cut them
            // into four or five small chunks, each a request and a gzip stream of its own on a first visit (about 1 KB).
            { name: 'collections', test: /[\\/]src[\\/](shared[\\/](schemas[\\/](\w+\.schema|collections|common|messages)\.ts|docsEqual\.ts|results\.ts|seasonScope\.ts|standings[\\/](tiebreakRules|season)\.ts)|data[\\/](serverTime|auth[\\/]session|deviceRecord|sync[\\/]seasonShelf)\.ts)$|vite[\\/]preload-helper/ },
            // What the runtime and the storage worker share (RxDB's storage helpers and errors, mingo, the
            // broadcast channel, the pull's sources and messages), in one chunk: left to itself the bundler cut
            // RxDB's errors and revisions into a 1 KB chunk of their own. With the two records above, 0.7 KB less
            // on a first visit (204,800 to 204,062 bytes as tests/e2e/shell.spec.ts counts, 2026-11-27). None of
            // it is the first script's: it loads with the runtime.
            { name: 'storageShared', test: STORAGE_SHARED },
            // The standings computation (the tally, the cascade, the device's query): one chunk for the
            // home leaders, /sports and the school page, not four small ones each a request and a gzip stream.
            // Not seasons: the runtime reads them (season replication), and would load the whole computation.
            { name: 'standings', test: /[\\/]src[\\/](shared[\\/]standings[\\/](tally|compute|tiebreak|memo)\.ts|data[\\/]standingsQuery\.ts)$/ },
            // My Teams (issue 17): the Follow button, the follows and the followed games, one chunk for the school, game
            // and schedule pages and the home card, so the first script names one file for them, not two. Only these
            // modules: what they import (the catalog, React) is the first script's already.
            { name: 'myTeams', test: /[\\/]src[\\/](data[\\/]followedTeams\.ts|ui[\\/]FollowButton\.tsx)$/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
