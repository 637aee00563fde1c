import { useEffect, useRef } from 'react';

/**
 * On a phone a day's games start about three screens down, under the live cards and the sport
 * filters (issue 38): once the fan chooses another day and its list is on screen, its heading is
 * brought to the top. The page's first day (a shared link, a reload) leaves the scroll alone, and
 * so does a heading already in the upper half of the screen (a desktop's side-by-side panels).
 */
export function useListInView(dayKey: string, ready: boolean, headingId: string): void {
  const shownDay = useRef(dayKey);
  const pending = useRef(false);
  useEffect(() => {
    if (shownDay.current === dayKey) return;
    shownDay.current = dayKey;
    pending.current = true;
  }, [dayKey]);
  useEffect(() => {
    if (!ready || !pending.current) return;
    const heading = document.getElementById(headingId);
    if (!heading) return;
    pending.current = false;
    const { top } = heading.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight / 2) heading.scrollIntoView({ block: 'start' });
  });
}
