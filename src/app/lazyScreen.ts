import type { ComponentType, FunctionComponent } from 'react';
import { createElement, lazy, useState } from 'react';

/** A screen in a chunk of its own that can also be loaded before it is rendered. */
export interface LazyScreen extends FunctionComponent {
  /** Loads the screen's chunk; once it is in, the screen renders at once instead of suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy, plus `preload()`. A React.lazy screen always suspends on its first render, even
 * when its chunk is already in, and its Suspense fallback would then replace a page the server
 * rendered (a flash, a layout shift). A screen preloaded before the first render is rendered
 * directly instead. Each mount keeps the way it started, so a screen never remounts because its
 * chunk arrived while it was on screen.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const get = (): Promise<ComponentType> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (reason: unknown) => {
        loading = null; // a failed download is tried again on the next render or preload
        throw reason;
      },
    ));
  const Lazy = lazy(() => get().then((component) => ({ default: component })));
  function Screen() {
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct) : createElement(Lazy);
  }
  Screen.preload = () => get().then(() => undefined);
  return Screen;
}
