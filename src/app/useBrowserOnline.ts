import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine as React state: the browser knows about a lost signal before a request fails. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
