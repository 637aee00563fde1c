import type { SportFamily } from './sports';
import { getSport } from './sports';

/** Default images per sport. */

const DEFAULT_IMAGES: Partial<Record<SportFamily, string>> = {
  football: '/sports/football.svg',
  tennis: '/sports/tennis.svg',
  'cross-country': '/sports/running.svg',
  track: '/sports/running.svg',
  'field-hockey': '/sports/field-hockey.svg',
  golf: '/sports/golf.svg',
  soccer: '/sports/soccer.svg',
  volleyball: '/sports/volleyball.svg',
};

/** Default team image for a sport, used when an opponent has no school logo. */
export function defaultImageFor(sportKey: string | null | undefined): string {
  const sport = getSport(sportKey);
  return (sport && DEFAULT_IMAGES[sport.family]) || '/sports/generic.svg';
}
