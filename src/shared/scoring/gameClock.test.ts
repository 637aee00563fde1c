import { describe, expect, it } from 'vitest';
import { clockText, isRunning, parseClock, startClock, stopClock, timeLeft } from './gameClock';

describe('game clock', () => {
  it('counts down from its start on any device, and keeps its time when stopped', () => {
    const set = { remainingMs: 8 * 60_000 };
    expect(isRunning(set)).toBe(false);
    expect(timeLeft(set, 5_000_000)).toBe(480_000);
    const running = startClock(set, 1_000_000);
    expect(running).toEqual({ remainingMs: 480_000, startedAt: 1_000_000 });
    expect(startClock(running, 1_050_000)).toBe(running);
    expect(timeLeft(running, 1_090_500)).toBe(389_500);
    expect(clockText(timeLeft(running, 1_090_500))).toBe('6:30');
    const stopped = stopClock(running, 1_090_500);
    expect(stopped).toEqual({ remainingMs: 389_500 });
    expect(timeLeft(stopped, 9_999_999)).toBe(389_500);
    // Run out: 0:00, never below.
    expect(timeLeft(running, 99_000_000)).toBe(0);
    expect(clockText(0)).toBe('0:00');
    expect(clockText(400)).toBe('0:01');
  });

  it('reads what a scorer types, and says what is wrong', () => {
    expect(parseClock('8:00')).toEqual({ ms: 480_000 });
    expect(parseClock(' 12 ')).toEqual({ ms: 720_000 });
    expect(parseClock('0:45')).toEqual({ ms: 45_000 });
    expect(parseClock('8:60')).toEqual({ error: 'Type the time left as minutes and seconds, like 8:00.' });
    expect(parseClock('soon')).toEqual({ error: 'Type the time left as minutes and seconds, like 8:00.' });
    expect(parseClock('121:00')).toEqual({ error: 'A game clock holds at most 120:00.' });
  });
});
