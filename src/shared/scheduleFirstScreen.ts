import type { ScheduleDayFirstScreen, ScheduleFirstScreen } from './firstScreens';
import { isGame, isRecord } from './homePreview';

/*
 * /schedule's first screens as the page reads them (src/features/schedule/SchedulePage.tsx), in a
 * module of their own: only that page's chunk carries them, not the script every page loads.
 */

export function parseScheduleFirstScreen(value: unknown): ScheduleFirstScreen | null {
  if (!isRecord(value) || !Array.isArray(value.live) || !Array.isArray(value.finals) || !Array.isArray(value.upcoming)) return null;
  if (typeof value.upcomingCount !== 'number') return null;
  return { live: value.live.filter(isGame), finals: value.finals.filter(isGame), upcoming: value.upcoming.filter(isGame), upcomingCount: value.upcomingCount, sports: sportsIn(value) };
}

const sportsIn = (value: Record<string, unknown>): string[] => (Array.isArray(value.sports) ? value.sports.filter((sport): sport is string => typeof sport === 'string') : []);

export function parseScheduleDayFirstScreen(value: unknown): ScheduleDayFirstScreen | null {
  if (!isRecord(value) || !Array.isArray(value.live) || !Array.isArray(value.games)) return null;
  return { live: value.live.filter(isGame), games: value.games.filter(isGame), sports: sportsIn(value) };
}
