import type { ReactNode } from 'react';
import { useLayoutEffect } from 'react';

/** Where `element` is inside `container`, as the child index at each level; null when outside it. */
export function pathTo(container: Element, element: Element | null): number[] | null {
  const path: number[] = [];
  for (let node = element; node !== container; node = node.parentElement) {
    const parent = node?.parentElement;
    if (!node || !parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

/** The element at `path` inside `container`, if there is one. */
export function elementAt(container: Element, path: readonly number[]): Element | null {
  let node: Element | null = container;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/**
 * Follows the focus inside a page the server rendered until React replaces it with the same
 * page; `restore()` (right after that first commit) focuses the same place in the new page.
 * A keyboard user who tabbed into the page before its scripts ran keeps their place.
 */
export function keepFocusAcrossFirstRender(container: Element): { restore(): void } {
  let focused = pathTo(container, document.activeElement);
  let following = true;
  const onFocusIn = (event: Event) => (focused = pathTo(container, event.target as Element));
  // Focus that leaves the page (a tap on nothing) is forgotten; focus lost because React removed
  // the element (browsers fire focusout for that too) is what restore() brings back.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target as Element;
    if (event.relatedTarget === null)
      queueMicrotask(() => {
        if (left.isConnected) focused = null;
      });
  };
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut as EventListener);
  return {
    restore() {
      if (following) {
        following = false;
        container.removeEventListener('focusin', onFocusIn);
        container.removeEventListener('focusout', onFocusOut as EventListener);
      }
      const target = focused && document.activeElement === document.body ? elementAt(container, focused) : null;
      if (target instanceof HTMLElement) target.focus();
    },
  };
}

/**
 * Renders `children` and calls `run` once they have been committed (a parent's layout effect runs
 * after its children's). It wraps the app rather than sitting beside it: a sibling would make the
 * browser's tree differ from the server's, and `useId` (labels, aria-labelledby) with it (the same
 * tree keeps a page that hydrates, and tests that compare the two, honest).
 */
export function AfterFirstCommit({ run, children }: { run(): void; children: ReactNode }): ReactNode {
  useLayoutEffect(() => run(), [run]);
  return children;
}
