import { describe, expect, it } from 'vitest';
import { clockTime, longDate, longDay, shortDay, zonedYear } from './dates';
import { TIME_ZONE } from './zone';

// The unit tests run on a device in Tokyo (vitest.config.ts): the formats must follow the
// association's zone, whatever the device's.
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: TIME_ZONE });

describe('dates written without Intl', () => {
  // Every day of a leap year at several times of day, midnight and noon included.
  // Instants every 7 h 13 min through a leap year: every hour of the day on every kind of day.
  const days = Array.from({ length: 1215 }, (_, i) => new Date(Date.UTC(2028, 0, 1) + i * (7 * 60 + 13) * 60_000));

  it('the device runs in another zone than the association', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(TIME_ZONE);
  });

  it("match Intl en-US in the association's zone for the short and long day, the long date and the clock", () => {
    const day = intl({ weekday: 'short', month: 'short', day: 'numeric' });
    const long = intl({ month: 'long', day: 'numeric', year: 'numeric' });
    const clock = intl({ hour: 'numeric', minute: '2-digit' });
    const weekday = intl({ weekday: 'long', month: 'long', day: 'numeric' });
    for (const date of days) {
      expect(shortDay(date)).toBe(day.format(date));
      expect(longDate(date)).toBe(long.format(date));
      expect(clockTime(date)).toBe(clock.format(date));
      expect(longDay(date)).toBe(weekday.format(date));
      expect(zonedYear(date)).toBe(Number(intl({ year: 'numeric' }).format(date)));
    }
  });
});
