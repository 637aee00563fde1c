/*
 * Alerts for a fan's teams, in the service worker (imported by the one vite-plugin-pwa
 * generates: vite.config.ts, workbox.importScripts). A push from the sync server
 * (sync-server/services/push/notifier.ts, payload: src/shared/alerts.ts `AlertPayload`) becomes a
 * system notification, one per game (its tag): a newer alert of a game replaces the last one.
 * A tap opens the game's page, or brings forward a window already on it.
 */
self.addEventListener('push', (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof alert.url === 'string' && alert.url.startsWith('/') ? alert.url : '/';
  event.waitUntil(
    self.registration.showNotification(typeof alert.title === 'string' && alert.title ? alert.title : 'LIAA', {
      body: typeof alert.body === 'string' ? alert.body : '',
      tag: typeof alert.tag === 'string' ? alert.tag : undefined,
      renotify: typeof alert.tag === 'string',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && typeof event.notification.data.url === 'string' ? event.notification.data.url : '/';
  const url = new URL(path.startsWith('/') ? path : '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
