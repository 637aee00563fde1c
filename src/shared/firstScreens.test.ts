import { describe, expect, it } from 'vitest';
import { parseArticleFirstScreen } from './articlePage';
import { parseArticlesFirstScreen, parseSchoolsFirstScreen, scheduleDayWindow, scheduleFirstScreenUrl } from './firstScreens';
import { parseGameFirstScreen } from './gamePage';
import { parseHomePreview } from './homePreview';
import { parseScheduleDayFirstScreen, parseScheduleFirstScreen } from './scheduleFirstScreen';
import { parseSchoolFirstScreen } from './schoolPage';
import { parseStandingsFirstScreen } from './standingsFirstScreen';

describe("a day of the schedule's first screen", () => {
  it('spans the date in every time zone: from 14 hours before its UTC midnight (UTC+14) to 36 hours after it (UTC-12)', () => {
    expect(scheduleDayWindow('2026-11-28')).toEqual({ from: '2026-11-27T10:00:00.000Z', to: '2026-11-29T12:00:00.000Z' });
    // A leap day, and the turn of a year.
    expect(scheduleDayWindow('2028-02-29')).toEqual({ from: '2028-02-28T10:00:00.000Z', to: '2028-03-01T12:00:00.000Z' });
    expect(scheduleDayWindow('2027-01-01')?.from).toBe('2026-12-31T10:00:00.000Z');
  });

  it('is no window for a date that is not a day, or not written as one', () => {
    for (const date of ['2026-02-29', '2026-13-01', '2026-11-31', '2026-1-05', 'today', '', '2026-11-28T00:00']) expect(scheduleDayWindow(date), date).toBeNull();
  });

  it("has its own URL, today's being the page's default one", () => {
    expect(scheduleFirstScreenUrl(null)).toBe('/api/first/schedule');
    expect(scheduleFirstScreenUrl('2026-11-28')).toBe('/api/first/schedule?date=2026-11-28');
    // One sport's (a shared /schedule?sport= link); a day's holds every sport, so names none.
    expect(scheduleFirstScreenUrl(null, 'soccer-boys')).toBe('/api/first/schedule?sport=soccer-boys');
    expect(scheduleFirstScreenUrl('2026-11-28', 'soccer-boys')).toBe('/api/first/schedule?date=2026-11-28');
  });

  it('reads an answer, dropping entries that are not games', () => {
    const game = { id: 'g1', sport: 'football', homeSchoolName: 'A', awayName: 'B', time: '2026-11-28T18:00:00.000Z', location: 'A Field', status: 'FINAL', updatedAt: 1 };
    expect(parseScheduleDayFirstScreen({ live: [], games: [game, { id: 'x' }] })).toEqual({ live: [], games: [game], sports: [] });
    // The sport filters' names, strings only (an answer from an older server has none).
    expect(parseScheduleDayFirstScreen({ live: [], games: [], sports: ['football', 3, 'volleyball'] })?.sports).toEqual(['football', 'volleyball']);
    expect(parseScheduleDayFirstScreen({ live: [] })).toBeNull();
    expect(parseScheduleDayFirstScreen(null)).toBeNull();
  });
});

describe("every page's first-screen parser", () => {
  it('takes an empty object for no first screen (src/data/firstScreen.ts keeps a 404 as one)', () => {
    const parsers = [parseArticlesFirstScreen, parseScheduleFirstScreen, parseScheduleDayFirstScreen, parseSchoolsFirstScreen, parseArticleFirstScreen, parseGameFirstScreen, parseHomePreview, parseSchoolFirstScreen, parseStandingsFirstScreen];
    for (const parse of parsers) expect(parse({}), parse.name).toBeNull();
  });
});
