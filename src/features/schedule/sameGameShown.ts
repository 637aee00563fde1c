import type { GameDoc } from '../../shared/schemas/games.schema';

/** Props of a game's card or row: the game and its teams' logos (already looked up). */
export interface GameShownProps {
  game: GameDoc;
  homeLogo?: string;
  awayLogo?: string;
}

/**
 * A props comparator for React.memo: equal when the logos and every value `shownOf` picks from
 * the game are the same. A page that switches from the server's first screen to its own database
 * gets the same games as new objects: the cards and rows that show nothing new stay as they are.
 */
export function sameGameShown<P extends GameShownProps>(shownOf: (game: GameDoc) => readonly unknown[]): (before: P, after: P) => boolean {
  return (before, after) => {
    if (before.homeLogo !== after.homeLogo || before.awayLogo !== after.awayLogo) return false;
    const next = shownOf(after.game);
    return shownOf(before.game).every((value, i) => Object.is(value, next[i]));
  };
}
