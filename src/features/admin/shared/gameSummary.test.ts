import { describe, expect, it } from 'vitest';
import { hasScore, scoreLine } from './gameSummary';
import { TIME_ZONE } from '../../../shared/zone';
import { isoToLocalInput, localInputToIso, zoneHint } from './gameTime';

const game = { homeSchoolName: 'Harborview', awayName: 'Maple Ridge' };

describe('scoreLine', () => {
  it("says 'No score' before any cell is entered", () => {
    expect(scoreLine({ ...game, score: { home: {}, away: {} } })).toBe('No score');
    expect(hasScore({ score: { home: { '1': null }, away: { final: '' } } })).toBe(false);
  });

  it('shows both finals home first, a dash for a missing one', () => {
    expect(scoreLine({ ...game, score: { home: { final: 21 }, away: { final: 14 } } })).toBe('Harborview 21 – 14 Maple Ridge');
    expect(scoreLine({ ...game, score: { home: { '1': 7 }, away: {} } })).toBe('Harborview – – – Maple Ridge');
  });
});

describe('localInputToIso', () => {
  it("reads a datetime-local value as the association's time", () => {
    const iso = localInputToIso('2025-09-12T19:00');
    expect(iso).not.toBeNull();
    // Read back on the association's clock by Intl (month 1-based here).
    const clock = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    const parts = Object.fromEntries(clock.formatToParts(new Date(iso ?? '')).map((part) => [part.type, part.value]));
    expect([parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number)).toEqual([2025, 9, 12, 19, 0]);
    // New York keeps daylight time in September (UTC-4); in Tokyo, the test's device zone, 19:00 would be 10:00 UTC.
    expect(iso).toBe('2025-09-12T23:00:00.000Z');
    expect(isoToLocalInput('2025-09-12T23:00:00.000Z')).toBe('2025-09-12T19:00');
  });

  it('refuses empty and malformed values', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
    expect(localInputToIso('2025-13-40T19:00')).toBeNull();
  });
});

describe('zoneHint', () => {
  const NOW = Date.parse('2026-01-15T12:00:00Z');

  it("says nothing on a device in the association's zone, or in a zone keeping the same clock", () => {
    expect(zoneHint('America/New_York', NOW)).toBeNull();
    expect(zoneHint('America/Detroit', NOW)).toBeNull();
  });

  it('names both zones when the device keeps another clock', () => {
    expect(zoneHint('Asia/Tokyo', NOW)).toBe("In New York time, the association's; this device is on Tokyo time.");
  });
});
