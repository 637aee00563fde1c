/*
 * The home page as the server last rendered it for this device, for the next visit to '/'
 * (imported by the service worker vite-plugin-pwa generates: vite.config.ts, workbox.importScripts,
 * before Workbox's own routes, so this listener answers '/' first).
 *
 * A fan opens the app from the home screen at '/', often with no signal. Workbox would answer with
 * the bare shell, whose scores only appear once the scripts have run and rendered (the scores kept
 * in localStorage: src/features/home/scoresSnapshot.ts). This answers with the last page the server
 * rendered for '/' instead: its scores and news are in the HTML, painted before any script runs,
 * and the app takes over from the first screens it carries, as on a first visit
 * (ARCHITECTURE.md, "How a page starts" step 3; src/data/firstScreen.ts). Each visit online fetches
 * the page again in the background for the next one (stale while revalidate).
 *
 * A kept page is used only while it names the same scripts and stylesheet as this worker's shell:
 * after an update it would load a build whose files this worker no longer holds.
 */
const KEPT_PAGES = 'liaa-kept-pages';
const HOME = '/';

/** Every built file (`/assets/…`) the precached shell names: the build a page must belong to. */
function builtFiles(html) {
  return new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []);
}

async function sameBuild(kept, shell) {
  const [keptHtml, shellHtml] = await Promise.all([kept.clone().text(), shell.clone().text()]);
  const needed = builtFiles(shellHtml);
  if (needed.size === 0) return false;
  const named = builtFiles(keptHtml);
  for (const file of needed) if (!named.has(file)) return false;
  return true;
}

async function keep(response) {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || response.redirected || response.type !== 'basic' || !type.startsWith('text/html')) return;
  const cache = await caches.open(KEPT_PAGES);
  await cache.put(HOME, response);
}

/** How long a background refresh may hold the worker (an update waits for its events to end). */
const REFRESH_MS = 10_000;

async function answerHome(event) {
  // A request of its own, not the navigation's: a navigation replaced by the next (a double reload)
  // aborts its request, and a body cut that way must not leave this event, and with it the worker,
  // busy: an update's 'Reload' waits for the active worker's events to end.
  const fresh = fetch(HOME, { credentials: 'same-origin', headers: { accept: 'text/html' }, signal: AbortSignal.timeout(REFRESH_MS) });
  event.waitUntil(fresh.then((response) => keep(response.clone())).catch(() => undefined));
  // Workbox's precache holds the shell under a revisioned URL.
  const shell = await caches.match('/index.html', { ignoreSearch: true });
  const kept = await caches.open(KEPT_PAGES).then((cache) => cache.match(HOME));
  if (kept && shell && (await sameBuild(kept, shell))) return kept;
  return shell ?? fresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  const url = new URL(request.url);
  // A query string is not server-rendered: Workbox's shell answers it, as every other page.
  if (url.origin !== self.location.origin || url.pathname !== HOME || url.search) return;
  event.stopImmediatePropagation();
  event.respondWith(answerHome(event));
});
