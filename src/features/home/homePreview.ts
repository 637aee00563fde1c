import type { FirstScreen } from '../../data/firstScreen';
import { useFirstScreen } from '../../data/firstScreen';
import { HOME_FIRST_SCREEN_URL } from '../../shared/firstScreens';
import type { HomePreview } from '../../shared/homePreview';
import { parseHomePreview } from '../../shared/homePreview';
import type { GameDoc } from '../../shared/schemas/games.schema';
import type { FeaturedView } from './scores';
import { featuredViews } from './scores';

export interface HomePreviewView {
  finals: GameDoc[];
  featured: FeaturedView[];
  article: HomePreview['article'];
}

/** The server's answer as the cards show it: parsed once per answer (`parsedOnce`), so both cards get the same object at every render. */
function parseHomeView(value: unknown): HomePreviewView | null {
  const answer = parseHomePreview(value);
  return answer && { finals: answer.finals, featured: featuredViews(answer.featuredScores, new Map(answer.featuredGames.map((game) => [game.id, game]))), article: answer.article };
}

/**
 * The home page's first screen (GET /api/home) for one card (ScoresColumn, LatestNews), as any
 * page's (`useFirstScreen`): the server's answer while this device has not yet pulled everything
 * once (the first pages of a sync are not the newest games), the card's queries paused meanwhile,
 * then until they have answered (no loading state in between).
 */
export const useHomePreview = (): FirstScreen<HomePreviewView> => useFirstScreen(HOME_FIRST_SCREEN_URL, parseHomeView);
