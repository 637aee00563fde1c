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

/** One view per answer: the cards get the same object at every render. */
const views = new WeakMap<HomePreview, HomePreviewView>();
function viewOf(answer: HomePreview): HomePreviewView {
  let view = views.get(answer);
  if (!view) {
    view = {
      finals: answer.finals,
      featured: featuredViews(answer.featuredScores, new Map(answer.featuredGames.map((game) => [game.id, game]))),
      article: answer.article,
    };
    views.set(answer, view);
  }
  return view;
}

/**
 * The home page's first screen (GET /api/home) for one card (ScoresColumn, LatestNews), as any
 * page's (`useFirstScreen`): the server's answer while this device has not yet pulled everything
 * once (the first pages of a sync are not the newest games), the card's queries paused meanwhile,
 * then until they have answered (no loading state in between).
 */
export function useHomePreview(): FirstScreen<HomePreviewView> {
  const first = useFirstScreen(HOME_FIRST_SCREEN_URL, parseHomePreview);
  return {
    paused: first.paused,
    shown(answered) {
      const answer = first.shown(answered);
      return answer && viewOf(answer);
    },
  };
}
