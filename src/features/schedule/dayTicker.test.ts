import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDayTicker } from './dayTicker';
import { localDayKey } from './scheduleRules';

describe('startDayTicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 9, 15, 23, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires just after each local midnight, not before', () => {
    const days: string[] = [];
    const stop = startDayTicker(() => days.push(localDayKey(Date.now())));
    vi.advanceTimersByTime(59 * 60_000);
    expect(days).toEqual([]);
    vi.advanceTimersByTime(2 * 60_000);
    expect(days).toEqual(['2025-10-16']);
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(days).toEqual(['2025-10-16', '2025-10-17']);
    stop();
    vi.advanceTimersByTime(3 * 24 * 60 * 60_000);
    expect(days).toHaveLength(2);
  });
});
