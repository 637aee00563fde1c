import { Suspense, lazy, useId, useRef } from 'react';
import { QueryLoading } from '../../ui/LoadState';
import { useNearViewport } from '../../ui/useNearViewport';

// The carousel, its data and the standings computation load when the card nears the screen:
// it sits below the fold on phones and desktops, so a first visit spends nothing on it.
const LeadersBody = lazy(() => import('./LeadersBody').then((module) => ({ default: module.LeadersBody })));

/**
 * docs/product/screens.md §2: each standings sport's division leaders, one sport at a time,
 * rotating every 15 s. Hover, keyboard focus and the Pause button hold it;
 * with reduced motion it never moves by itself. A leader opens the sport's standings.
 */
export function LeadersCarousel() {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const loading = (
    <QueryLoading placement="block" className="home-card__state">
      Loading leaders…
    </QueryLoading>
  );
  return (
    <section ref={ref} className="home-card leaders" aria-labelledby={headingId} aria-roledescription="carousel">
      <h2 id={headingId} className="home-card__title">
        Divisional Leaders
      </h2>
      {near ? <Suspense fallback={loading}><LeadersBody headingId={headingId} /></Suspense> : loading}
    </section>
  );
}
