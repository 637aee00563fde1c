import type { GameDoc } from '../schemas/games.schema';

/**
 * The game clock (issue 39), kept by the scorer when the game has one: the time left in the period,
 * and while it runs the server time it was started at. Every device counts down from that on its
 * own clock corrected to the server's (src/data/serverTime.ts), so fans see the same time left.
 */
export type GameClock = NonNullable<GameDoc['clock']>;

/** The most a clock is set to: two hours. */
export const MAX_CLOCK_MS = 7_200_000;

/** Time left at `now` (server time, ms): never below 0. */
export function timeLeft(clock: GameClock, now: number): number {
  const running = typeof clock.startedAt === 'number' ? Math.max(0, now - clock.startedAt) : 0;
  return Math.max(0, clock.remainingMs - running);
}

export const isRunning = (clock: GameClock | undefined): boolean => typeof clock?.startedAt === 'number';

export function startClock(clock: GameClock, now: number): GameClock {
  return isRunning(clock) ? clock : { remainingMs: clock.remainingMs, startedAt: Math.floor(now) };
}

export function stopClock(clock: GameClock, now: number): GameClock {
  return { remainingMs: timeLeft(clock, now) };
}

/** '12:00', '5:07', '0:42': minutes and seconds, a started second counting as whole (0:00.4 shows 0:01). */
export function clockText(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 'MM:SS' or 'M:SS' (or whole minutes) as ms, or an error message. */
export function parseClock(text: string): { ms: number } | { error: string } {
  const match = /^\s*(\d{1,3})(?::([0-5]\d))?\s*$/.exec(text);
  if (!match) return { error: 'Type the time left as minutes and seconds, like 8:00.' };
  const ms = (Number(match[1]) * 60 + Number(match[2] ?? 0)) * 1000;
  if (ms > MAX_CLOCK_MS) return { error: 'A game clock holds at most 120:00.' };
  return { ms };
}
