import { BehaviorSubject } from 'rxjs';
import { registerSW } from 'virtual:pwa-register';

/** True once a new version of the app is installed and waits for the user's 'Reload'. */
export const updateAvailable$ = new BehaviorSubject<boolean>(false);

let applyUpdate: ((reloadPage?: boolean) => Promise<void>) | null = null;
/** Set at 'Reload': the page reloads once the new worker controls it, and the prompt stays closed until then. */
let updating = false;

/** Registers the service worker that makes the shell open with no signal. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  applyUpdate = registerSW({
    onNeedRefresh() {
      // workbox-window may announce the same waiting worker twice ('installed', then 'waiting'
      // 200 ms later): after 'Reload' the second must not open the prompt again.
      if (!updating) updateAvailable$.next(true);
    },
    onRegisterError(error: unknown) {
      // The app still works online without a service worker; say why offline will not.
      console.warn('Service worker registration failed; offline use is unavailable.', error);
    },
  });
}

const ADMIN_CODE = /\/assets\/adminChunk-[\w-]+\.(js|css)$/;

/**
 * Admin code is not precached (fans never download it); the service worker
 * caches it when fetched through it. Code this page loaded before the worker
 * controlled it is fetched again through the worker, so a signed-in admin's
 * dashboard also opens offline after a reload.
 */
export async function cacheLoadedAdminCode(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  const urls = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => ADMIN_CODE.test(new URL(url).pathname)),
  );
  await Promise.all([...urls].map((url) => fetch(url).catch(() => undefined)));
}

/** Runs `callback` whenever a service worker takes control of this page. */
export function onControllerChange(callback: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  navigator.serviceWorker.addEventListener('controllerchange', callback);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', callback);
}

/**
 * Activates the waiting service worker; the page reloads when it takes control. The reload is the
 * page's own: vite-plugin-pwa reloads only a page that a worker already controlled when it
 * registered, so a first visit's page (controlled later, by clientsClaim) kept the old version
 * under the new worker, and its prompt came back.
 */
export async function reloadForUpdate(): Promise<void> {
  updateAvailable$.next(false);
  if (!applyUpdate) {
    window.location.reload();
    return;
  }
  if (!updating) {
    updating = true;
    const stop = onControllerChange(() => {
      stop();
      window.location.reload();
    });
  }
  // The plugin also reloads a page that was controlled when it registered: two reload() calls in
  // one task start one navigation.
  await applyUpdate(true);
}

export function dismissUpdate(): void {
  updateAvailable$.next(false);
}
