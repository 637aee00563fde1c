/**
 * The Divisional Leaders card's content, a chunk of its own (LeadersCarousel.tsx loads it
 * when the card nears the screen), with the standings computation it needs.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { useFirstSyncPending, useFirstSyncRunning } from '../../data/useFirstSyncPending';
import { QueryError, QueryLoading } from '../../ui/LoadState';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { CarouselController } from './carouselController';
import type { LeaderSlide } from './leaders';
import { formatWinPercent } from './leaders';
import { useDivisionLeaders } from './leadersQueries';

/** What the card holds: its states, or the carousel of the current season's leaders. */
export function LeadersBody({ headingId }: { headingId: string }) {
  // Not computed from a season still arriving: the leaders would be wrong and move by themselves.
  const waitingForSeason = useFirstSyncRunning();
  const leaders = useDivisionLeaders(waitingForSeason);
  const firstSyncPending = useFirstSyncPending();
  const slides = leaders.status === 'ready' ? leaders.data : [];

  let body;
  if (leaders.status === 'error') {
    body = <QueryError placement="inline" className="home-card__state" message="Standings could not be read on this device." />;
  } else if (leaders.status === 'loading' || (slides.length === 0 && firstSyncPending)) {
    body = (
      <QueryLoading placement="block" className="home-card__state" testId="leaders-loading">
        Loading leaders…
        {waitingForSeason ? <span className="leaders__why">They are worked out from every game of the season, once all of them are on this device.</span> : null}
      </QueryLoading>
    );
  } else if (slides.length === 0) {
    body = <p className="home-card__state">No standings yet this season.</p>;
  } else {
    body = <Carousel slides={slides} headingId={headingId} />;
  }

  return body;
}

function Carousel({ slides, headingId }: { slides: LeaderSlide[]; headingId: string }) {
  const [carousel] = useState(() => new CarouselController());
  const state = useSyncExternalStore(carousel.subscribe, carousel.getSnapshot);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    carousel.start();
    return () => carousel.stop();
  }, [carousel]);
  useEffect(() => carousel.setCount(slides.length), [carousel, slides.length]);
  useEffect(() => carousel.setPaused('reduced-motion', reducedMotion), [carousel, reducedMotion]);
  useEffect(() => {
    const onVisibility = () => carousel.setPaused('hidden', document.hidden);
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [carousel]);

  const slide = slides[Math.min(state.index, slides.length - 1)];
  const position = `${state.index + 1} of ${slides.length}`;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      carousel.setPaused('focus', false);
    }
  };

  return (
    <div
      className="carousel"
      onMouseEnter={() => carousel.setPaused('hover', true)}
      onMouseLeave={() => carousel.setPaused('hover', false)}
      onFocus={() => carousel.setPaused('focus', true)}
      onBlur={onBlur}
      data-testid="leaders-carousel"
      data-paused={state.paused}
    >
      <div className="carousel__controls">
        <button type="button" className="carousel__button" onClick={() => carousel.previous()} aria-controls={`${headingId}-slide`}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Previous sport</span>
        </button>
        {reducedMotion || slides.length < 2 ? null : (
          <button type="button" className="carousel__button carousel__button--wide" onClick={() => carousel.setPaused('user', !state.userPaused)}>
            {state.userPaused ? 'Play' : 'Pause'}
            <span className="visually-hidden"> rotation</span>
          </button>
        )}
        <button type="button" className="carousel__button" onClick={() => carousel.next()} aria-controls={`${headingId}-slide`}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next sport</span>
        </button>
        <span className="carousel__position" aria-hidden="true">
          {state.index + 1} / {slides.length}
        </span>
      </div>
      {/* Announce a slide the user chose; stay quiet while it turns by itself. */}
      <div id={`${headingId}-slide`} aria-live={state.paused ? 'polite' : 'off'}>
        <div key={slide.sportKey} className="carousel__slide" role="group" aria-roledescription="slide" aria-label={`${position}: ${slide.sportName}`}>
          <h3 className="carousel__sport">
            {slide.sportName} <span className="carousel__season">{slide.season}</span>
          </h3>
          <ul className="leaders__list">
            {slide.leaders.map((leader) => (
              <li key={leader.division}>
                <Link to={slide.href} className="leader" data-testid="division-leader">
                  <span className="leader__division">{leader.divisionName}</span>
                  <span className="leader__team">{leader.teamName}</span>
                  <span className="leader__stats">
                    {leader.record} · {formatWinPercent(leader.winPercentage)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
