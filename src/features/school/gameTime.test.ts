import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../../shared/zone';
import { formatGameDate, formatGameTime } from './gameTime';

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: TIME_ZONE });

describe("a school page's game times, without Intl", () => {
  // Instants every 7 h 13 min through a year, on a device in Tokyo (vitest.config.ts).
  const moments = Array.from({ length: 1215 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * (7 * 60 + 13) * 60_000));

  it("match Intl en-US in the association's zone", () => {
    const date = intl({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    const clock = intl({ hour: 'numeric', minute: '2-digit' });
    for (const moment of moments) {
      expect(formatGameDate(moment.toISOString())).toBe(date.format(moment));
      expect(formatGameTime(moment.toISOString())).toBe(clock.format(moment));
    }
  });

  it('show text that is no time as it is, and no clock for it', () => {
    expect(formatGameDate('TBA')).toBe('TBA');
    expect(formatGameTime('TBA')).toBe('');
  });
});
