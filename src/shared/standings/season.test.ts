import { describe, expect, it } from 'vitest';
import { inSeason, normalizeSeason, previousSeason, seasonBounds, seasonOf, sortSeasons } from './season';
import { zonedTime } from '../zone';

describe('seasons run from August to July', () => {
  // Wall-clock times in the association's time zone (src/shared/zone.ts), named for the test title.
  it.each([
    ['2026-11-25 00:00', '2026-27', zonedTime(2026, 10, 25)],
    ['2026-08-01 00:00', '2026-27', zonedTime(2026, 7, 1, 0, 0)],
    ['2026-07-31 23:59:59.999', '2025-26', zonedTime(2026, 7, 1) - 1],
    ['2027-01-01 00:00', '2026-27', zonedTime(2027, 0, 1)],
    ['2027-07-31 12:00', '2026-27', zonedTime(2027, 6, 31, 12)],
    ['2099-08-01 00:00', '2099-00', zonedTime(2099, 7, 1)],
    // 03:00 UTC on 1 August 2026: 31 July in New York, 1 August (noon) in Tokyo, the test's device zone.
    ['2026-07-31 23:00 (2026-08-01 03:00 UTC)', '2025-26', Date.parse('2026-08-01T03:00:00Z')],
  ])("%s in the association's zone is in %s", (_name, season, ms) => {
    const date = new Date(ms);
    expect(seasonOf(date)).toBe(season);
    expect(seasonOf(date.getTime())).toBe(season);
    expect(inSeason(date.toISOString(), season)).toBe(true);
  });

  it("bounds are 1 August to 1 August, the association's time", () => {
    expect(seasonBounds('2026-27')).toEqual({ start: zonedTime(2026, 7, 1), end: zonedTime(2027, 7, 1) });
    // New York keeps daylight time in August (UTC-4).
    expect(seasonBounds('2026-27')).toEqual({ start: Date.parse('2026-08-01T00:00:00-04:00'), end: Date.parse('2027-08-01T00:00:00-04:00') });
    expect(inSeason(new Date(zonedTime(2027, 7, 1)).toISOString(), '2026-27')).toBe(false);
  });

  it('reads both spellings and refuses what names no season', () => {
    expect(normalizeSeason('2026-2027')).toBe('2026-27');
    expect(normalizeSeason(' 2026-27 ')).toBe('2026-27');
    expect(normalizeSeason('1999-2000')).toBe('1999-00');
    for (const bad of ['2026', '2026-28', '2026-2028', 'fall', '', null]) expect(normalizeSeason(bad)).toBeNull();
    expect(previousSeason('2026-27')).toBe('2025-26');
    expect(sortSeasons(['2024-25', '2026-2027', 'x', '2026-27', '2025-26'])).toEqual(['2026-27', '2025-26', '2024-25']);
  });
});
