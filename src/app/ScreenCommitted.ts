import type { ReactNode } from 'react';
import { useLayoutEffect } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from '../shared/firstScreens';

/**
 * Wraps the route's screen (src/app/Layout.tsx) and, once it is committed (hydrated, on a page the
 * server rendered), takes `data-server-rendered` off #root: from then on the page answers as the
 * app (browser tests wait for it: tests/e2e/appReady.ts). Hydration may commit the header before
 * the screen; this marks the screen's. A wrapper, not a sibling: the same tree on the server keeps
 * `useId`'s ids the same. A layout effect: nothing runs on the server.
 */
export function ScreenCommitted({ children }: { children: ReactNode }): ReactNode {
  useLayoutEffect(() => {
    document.getElementById('root')?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  }, []);
  return children;
}
