import type { SportFamily } from '../../shared/catalog/sports';
import { SPORTS } from '../../shared/catalog/sports';
import { defaultImageFor } from '../../shared/catalog/images';

export interface LeagueTile {
  family: SportFamily;
  name: string;
  image: string;
}

/** docs/product/screens.md §2 'Around the Leagues': one tile per sport family, each marked Coming Soon. */
const TILES: readonly { family: SportFamily; name: string }[] = [
  { family: 'football', name: 'Football' },
  { family: 'soccer', name: 'Soccer' },
  { family: 'volleyball', name: 'Volleyball' },
  { family: 'golf', name: 'Golf' },
  { family: 'cross-country', name: 'Cross Country' },
  { family: 'basketball', name: 'Basketball' },
];

export const LEAGUE_TILES: readonly LeagueTile[] = TILES.map((tile) => ({
  ...tile,
  image: defaultImageFor(SPORTS.find((sport) => sport.family === tile.family)?.key),
}));
