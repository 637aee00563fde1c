/*
 * The pages the server rendered, network first, the kept copy offline (imported by the service
 * worker vite-plugin-pwa generates: vite.config.ts, workbox.importScripts, before Workbox's own
 * routes, so this listener answers a navigation first).
 *
 * Online, a visit gets the page the server renders now (its first screen in it:
 * src/data/firstScreen.ts), and that page is kept for the same address. With no signal (or none
 * within NETWORK_WAIT_MS) the kept page answers: its scores, schedule or news are in the HTML,
 * painted before any script runs, and the app takes over from the first screen it carries
 * (ARCHITECTURE.md, "How a page starts"). An address never rendered here gets the precached shell,
 * as Workbox's navigation fallback would.
 *
 * A kept page is used only while it names the same scripts and stylesheet as this worker's shell:
 * after an update it would load a build whose files this worker no longer holds.
 */
const KEPT_PAGES = 'liaa-kept-pages';
/** Pages kept at most; the ones kept longest ago make room. */
const KEPT_PAGES_LIMIT = 40;
/** How long a navigation waits for the server before the kept page answers (a signal too weak to load). */
const NETWORK_WAIT_MS = 5_000;
/** The server marks the pages it rendered (src/shared/firstScreens.ts, SERVER_RENDERED_ATTRIBUTE). */
const RENDERED = /<div id="root"[^>]*\bdata-server-rendered\b/;
/** What the server and the API answer themselves: never a page (Workbox's denylist says the same). */
const NOT_PAGES = /^\/(?:db|api)\//;

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

async function keep(key, response) {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || response.redirected || response.type !== 'basic' || !type.startsWith('text/html')) return;
  const html = await response.clone().text();
  if (!RENDERED.test(html)) return;
  const cache = await caches.open(KEPT_PAGES);
  // Deleted first, so the page kept now is the newest key.
  await cache.delete(key);
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - KEPT_PAGES_LIMIT)).map((request) => cache.delete(request)));
}

async function keptOrShell(key) {
  // Workbox's precache holds the shell under a revisioned URL.
  const shell = await caches.match('/index.html', { ignoreSearch: true });
  const kept = await caches.open(KEPT_PAGES).then((cache) => cache.match(key));
  if (kept && shell && (await sameBuild(kept, shell))) return kept;
  return shell;
}

async function answerPage(event, key) {
  // A request of its own, not the navigation's: a navigation replaced by the next (a double reload)
  // aborts its request, and a body cut that way must not leave this event, and with it the worker,
  // busy: an update's 'Reload' waits for the active worker's events to end.
  // A redirect goes back to the browser as it came (an opaque redirect it follows itself): a navigation
  // answered with a response that was redirected on the way would fail.
  const fresh = fetch(key, { credentials: 'same-origin', redirect: 'manual', headers: { accept: 'text/html' }, signal: AbortSignal.timeout(NETWORK_WAIT_MS * 3) });
  event.waitUntil(fresh.then((response) => keep(key, response.clone())).catch(() => undefined));
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), NETWORK_WAIT_MS)));
  const answer = await Promise.race([fresh.catch(() => null), late]);
  clearTimeout(timer);
  // The server's own answer (a 404 page, a redirect too); a server in trouble (5xx) or none: the kept page.
  if (answer && (answer.type === 'opaqueredirect' || answer.status < 500)) return answer;
  return (await keptOrShell(key)) ?? answer ?? fresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NOT_PAGES.test(url.pathname)) return;
  event.stopImmediatePropagation();
  event.respondWith(answerPage(event, url.pathname + url.search));
});
