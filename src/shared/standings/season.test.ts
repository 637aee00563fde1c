import { describe, expect, it } from 'vitest';
import { inSeason, normalizeSeason, previousSeason, seasonBounds, seasonOf, sortSeasons } from './season';

describe('seasons run from August to July', () => {
  it.each([
    [new Date(2026, 10, 25), '2026-27'],
    [new Date(2026, 7, 1, 0, 0, 0), '2026-27'],
    [new Date(2026, 6, 31, 23, 59, 59, 999), '2025-26'],
    [new Date(2027, 0, 1), '2026-27'],
    [new Date(2027, 6, 31, 12), '2026-27'],
    [new Date(2099, 7, 1), '2099-00'],
  ])('%s is in %s', (date, season) => {
    expect(seasonOf(date)).toBe(season);
    expect(seasonOf(date.getTime())).toBe(season);
    expect(inSeason(date.toISOString(), season)).toBe(true);
  });

  it('bounds are 1 August to 1 August, local time', () => {
    expect(seasonBounds('2026-27')).toEqual({ start: new Date(2026, 7, 1).getTime(), end: new Date(2027, 7, 1).getTime() });
    expect(inSeason(new Date(2027, 7, 1).toISOString(), '2026-27')).toBe(false);
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
