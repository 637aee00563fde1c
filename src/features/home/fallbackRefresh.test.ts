import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCORES_REFRESH_MS, needsFallbackRefresh, startFallbackRefresh } from './fallbackRefresh';

describe('needsFallbackRefresh', () => {
  it('polls only when sync runs and the stream is down or failing', () => {
    expect(needsFallbackRefresh({ started: true, online: true, error: null })).toBe(false);
    expect(needsFallbackRefresh({ started: true, online: false, error: null })).toBe(true);
    expect(needsFallbackRefresh({ started: true, online: true, error: new Error('stream lost') })).toBe(true);
    expect(needsFallbackRefresh({ started: false, online: false, error: null })).toBe(false);
  });
});

describe('startFallbackRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes every 30 s (docs/product/rules.md §10) until stopped', () => {
    expect(SCORES_REFRESH_MS).toBe(30_000);
    const refresh = vi.fn();
    const stop = startFallbackRefresh(refresh);
    vi.advanceTimersByTime(29_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
