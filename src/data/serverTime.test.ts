import { describe, expect, it } from 'vitest';
import { createDeviceClock } from './deviceClock';
import { createServerTime } from './serverTime';
import { parseHlc } from '../shared/scoring/hlc';

describe('server time and the device clock', () => {
  it('a device an hour fast stamps in the server\'s time once it has heard the server\'s Date', () => {
    const real = Date.parse('2026-11-24T18:00:00Z');
    const time = createServerTime({ physical: () => real + 3_600_000 });
    const clock = createDeviceClock({ device: 'fast', now: () => time.now() });
    expect(time.now()).toBe(real + 3_600_000);
    time.note(new Date(real).toUTCString());
    expect(Math.abs(parseHlc(clock.tick())!.wall - real)).toBeLessThan(1_000);
  });

  it('ignores the Date header\'s rounding to the second, and headers it cannot read', () => {
    const real = Date.parse('2026-11-24T18:00:00.900Z');
    const time = createServerTime({ physical: () => real });
    time.note(new Date(real).toUTCString());
    time.note('not a date');
    time.note(null);
    expect(time.now()).toBe(real);
  });
});
