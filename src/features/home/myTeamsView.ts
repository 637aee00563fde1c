import type { FollowedTeam } from '../../data/myTeams';
import { followsGame } from '../../data/followedTeams';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { resolvedSides } from '../../shared/gameSides';
import { byCodeUnits } from '../../shared/order';
import { startOfZonedDay } from '../../shared/zone';

/** One followed team on the home page: its live games, its next game and its latest result. */
export interface TeamView {
  team: FollowedTeam;
  live: GameDoc[];
  next: GameDoc | null;
  latest: GameDoc | null;
}

/**
 * Each followed team with its live, next and latest games (issue 17), from the followed teams'
 * games sorted by time. A team playing now comes first, then the one playing soonest, then the
 * others in the order they were followed. `now`: a game not started by the start of today's
 * date is no longer 'next'. `idByName`: every school's id by name, for a side typed as a name
 * (the one rule of whose game it is: `followsGame` over `resolvedSides`).
 */
export function teamViews(teams: readonly FollowedTeam[], games: readonly GameDoc[], now: number, idByName: ReadonlyMap<string, string> = new Map()): TeamView[] {
  const startOfToday = new Date(startOfZonedDay(now)).toISOString();
  const views = teams.map((team): TeamView => {
    const mine = games.filter((game) => followsGame([team], resolvedSides(game, idByName)));
    return {
      team,
      live: mine.filter((game) => game.status === 'LIVE'),
      next: mine.find((game) => game.status === 'UPCOMING' && game.time >= startOfToday) ?? null,
      latest: mine.findLast((game) => game.status === 'FINAL') ?? null,
    };
  });
  const rank = (view: TeamView) => (view.live.length > 0 ? 0 : view.next ? 1 : 2);
  const nextTime = (view: TeamView) => view.next?.time ?? '';
  return views
    .map((view, order) => ({ view, order }))
    .sort((a, b) => rank(a.view) - rank(b.view) || (rank(a.view) === 1 ? byCodeUnits(nextTime(a.view), nextTime(b.view)) : 0) || a.order - b.order)
    .map(({ view }) => view);
}
