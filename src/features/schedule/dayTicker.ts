import { msUntilNextLocalMidnight } from './scheduleRules';

/** A little past midnight, so a timer that fires a few ms early still lands in the new day. */
const SLACK_MS = 1_000;

/**
 * Calls `onNewDay` at every local midnight until stopped: 'Today's Games' must
 * roll over for a fan who leaves the page open overnight. Timers (not an
 * interval) so each wait is re-measured across DST changes and sleeps.
 */
export function startDayTicker(onNewDay: () => void, clock: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      onNewDay();
      schedule();
    }, msUntilNextLocalMidnight(clock()) + SLACK_MS);
  };
  schedule();
  return () => clearTimeout(timer);
}
