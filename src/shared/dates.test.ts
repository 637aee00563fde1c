import { describe, expect, it } from 'vitest';
import { clockTime, longDate, longDay, shortDay } from './dates';

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);

describe('dates written without Intl', () => {
  // Every day of a leap year at several times of day, midnight and noon included.
  const days = Array.from({ length: 366 }, (_, i) => new Date(2028, 0, 1 + i, [0, 7, 12, 19, 23][i % 5], [0, 5, 30, 59][i % 4]));

  it('match Intl en-US for the short and long day, the long date and the clock', () => {
    const day = intl({ weekday: 'short', month: 'short', day: 'numeric' });
    const long = intl({ month: 'long', day: 'numeric', year: 'numeric' });
    const clock = intl({ hour: 'numeric', minute: '2-digit' });
    const weekday = intl({ weekday: 'long', month: 'long', day: 'numeric' });
    for (const date of days) {
      expect(shortDay(date)).toBe(day.format(date));
      expect(longDate(date)).toBe(long.format(date));
      expect(clockTime(date)).toBe(clock.format(date));
      expect(longDay(date)).toBe(weekday.format(date));
    }
  });
});
