import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselController, LEADERS_ROTATION_MS } from './carouselController';

describe('CarouselController (divisional leaders rotation)', () => {
  let carousel: CarouselController;

  beforeEach(() => {
    vi.useFakeTimers();
    carousel = new CarouselController();
    carousel.setCount(3);
    carousel.start();
  });
  afterEach(() => {
    carousel.stop();
    vi.useRealTimers();
  });

  const index = () => carousel.getSnapshot().index;

  it('rotates every 15 s (docs/product/rules.md §10) and wraps around', () => {
    expect(LEADERS_ROTATION_MS).toBe(15_000);
    vi.advanceTimersByTime(14_999);
    expect(index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(15_000);
    expect(index()).toBe(2);
    vi.advanceTimersByTime(15_000);
    expect(index()).toBe(0);
  });

  it('holds still while hovered and while focused, and resumes with a full interval', () => {
    vi.advanceTimersByTime(10_000);
    carousel.setPaused('hover', true);
    vi.advanceTimersByTime(60_000);
    expect(index()).toBe(0);
    expect(carousel.getSnapshot().paused).toBe(true);

    carousel.setPaused('focus', true);
    carousel.setPaused('hover', false);
    vi.advanceTimersByTime(60_000);
    expect(index()).toBe(0);

    carousel.setPaused('focus', false);
    vi.advanceTimersByTime(14_999);
    expect(index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(1);
  });

  it('never rotates by itself when the user prefers reduced motion, but the buttons still work', () => {
    carousel.setPaused('reduced-motion', true);
    vi.advanceTimersByTime(120_000);
    expect(index()).toBe(0);
    carousel.next();
    expect(index()).toBe(1);
    carousel.previous();
    carousel.previous();
    expect(index()).toBe(2);
    vi.advanceTimersByTime(120_000);
    expect(index()).toBe(2);
  });

  it('gives a slide chosen with the buttons a full 15 s', () => {
    vi.advanceTimersByTime(10_000);
    carousel.next();
    vi.advanceTimersByTime(10_000);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(index()).toBe(2);
  });

  it('stays on the Pause button’s word until Play', () => {
    carousel.setPaused('user', true);
    expect(carousel.getSnapshot().userPaused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(index()).toBe(0);
    carousel.setPaused('user', false);
    vi.advanceTimersByTime(15_000);
    expect(index()).toBe(1);
  });

  it('does not rotate a single slide, and keeps the index valid when slides go away', () => {
    carousel.goTo(2);
    carousel.setCount(2);
    expect(index()).toBe(0);
    carousel.setCount(1);
    expect(carousel.getSnapshot().paused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(index()).toBe(0);
  });

  it('stops its timer when stopped (unmounted) and tells subscribers about each move', () => {
    const listener = vi.fn();
    const unsubscribe = carousel.subscribe(listener);
    vi.advanceTimersByTime(15_000);
    expect(listener).toHaveBeenCalledTimes(1);
    carousel.stop();
    vi.advanceTimersByTime(60_000);
    expect(index()).toBe(1);
    unsubscribe();
    carousel.next();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
