import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDayTicker } from './dayTicker';
import { zonedDayKey } from '../../shared/zone';
import { zonedTime } from '../../shared/zone';

describe('startDayTicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 23:00 on 15 October in the association's zone (noon on the 16th in Tokyo, the test's device zone).
    vi.setSystemTime(zonedTime(2025, 9, 15, 23, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fires just after each of the association's midnights, not before", () => {
    const days: string[] = [];
    const firedAt: number[] = [];
    const stop = startDayTicker(() => {
      days.push(zonedDayKey(Date.now()));
      firedAt.push(Date.now());
    });
    vi.advanceTimersByTime(59 * 60_000);
    expect(days).toEqual([]);
    vi.advanceTimersByTime(2 * 60_000);
    expect(days).toEqual(['2025-10-16']);
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(days).toEqual(['2025-10-16', '2025-10-17']);
    // Within a few seconds after midnight in New York (EDT, UTC-4).
    const sinceMidnight = firedAt.map((at, i) => at - Date.parse(['2025-10-16T00:00:00-04:00', '2025-10-17T00:00:00-04:00'][i]));
    for (const ms of sinceMidnight) expect(ms >= 0 && ms < 5_000, `${ms} ms after midnight`).toBe(true);
    stop();
    vi.advanceTimersByTime(3 * 24 * 60 * 60_000);
    expect(days).toHaveLength(2);
  });
});
