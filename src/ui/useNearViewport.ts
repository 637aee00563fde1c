import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on.
 * A part of a page below the fold loads its code and data only when the reader gets
 * near it: a first visit's main thread and bytes go to what is on screen.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
