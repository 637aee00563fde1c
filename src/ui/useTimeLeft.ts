import { useEffect, useState } from 'react';
import type { GameClock } from '../shared/scoring/gameClock';
import { isRunning, timeLeft } from '../shared/scoring/gameClock';

/**
 * A game clock's time left (shared/scoring/gameClock.ts), refreshed every `intervalMs` while it
 * runs. `now` is the device's time corrected to the server's: a running clock's start is in it.
 */
export function useTimeLeft(clock: GameClock | undefined, now: () => number, intervalMs = 250): number {
  const [at, setAt] = useState(now);
  useEffect(() => {
    if (!isRunning(clock)) return undefined;
    const timer = window.setInterval(() => setAt(now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [clock, now, intervalMs]);
  // Until the first tick after a start, `at` may be older than the start: no time has run yet.
  return clock ? timeLeft(clock, isRunning(clock) ? Math.max(at, clock.startedAt ?? 0) : at) : 0;
}
