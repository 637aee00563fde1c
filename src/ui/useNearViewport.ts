import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';

const noChanges = () => () => undefined;
const withoutObserver = () => typeof IntersectionObserver === 'undefined';
const onServer = () => false;

/**
 * True once the element has come within `margin` of the viewport, and from then on.
 * A part of a page below the fold loads its code and data only when the reader gets
 * near it: a first visit's main thread and bytes go to what is on screen.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [seen, setSeen] = useState(false);
  // A browser without IntersectionObserver counts everything as near (a server's render: not).
  const near = useSyncExternalStore(noChanges, withoutObserver, onServer) || seen;
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
