import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCHOOLS_MENU_CLOSE_DELAY_MS, createDelayedAction } from './delayedAction';

describe('createDelayedAction (schools dropdown close delay)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the 200 ms of docs/product/rules.md §10', () => {
    expect(SCHOOLS_MENU_CLOSE_DELAY_MS).toBe(200);
  });

  it('runs the action 200 ms after the mouse leaves, not before', () => {
    const close = vi.fn();
    const delayed = createDelayedAction(SCHOOLS_MENU_CLOSE_DELAY_MS, close);
    delayed.schedule();
    vi.advanceTimersByTime(199);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('never runs when the mouse comes back in time', () => {
    const close = vi.fn();
    const delayed = createDelayedAction(SCHOOLS_MENU_CLOSE_DELAY_MS, close);
    delayed.schedule();
    vi.advanceTimersByTime(150);
    delayed.cancel();
    vi.advanceTimersByTime(1000);
    expect(close).not.toHaveBeenCalled();
  });

  it('counts from the last leave: leave, enter, leave again restarts the 200 ms', () => {
    const close = vi.fn();
    const delayed = createDelayedAction(SCHOOLS_MENU_CLOSE_DELAY_MS, close);
    delayed.schedule();
    vi.advanceTimersByTime(150);
    delayed.schedule();
    vi.advanceTimersByTime(150);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
