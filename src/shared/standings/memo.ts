/**
 * Standings are computed again only when the games that feed them change: a query that
 * emits for an unrelated edit (another sport's game, a note, a roster) returns the last answer.
 */
import type { StandingsGame } from './tally';

/** What identifies a game's contribution: its id, status, time, sides and finals. */
function gameKey(game: StandingsGame): string {
  const home = game.score?.home?.final ?? '';
  const away = game.score?.away?.final ?? '';
  return `${game.id}|${game.status}|${game.time}|${game.homeSchoolId ?? game.homeSchoolName ?? ''}|${game.awaySchoolId ?? game.awayName ?? ''}|${home}|${away}`;
}

/**
 * `compute` wrapped so it runs only when the games (those `relevant` keeps), or the
 * other inputs named by `extraKey`, differ from the last call's.
 */
export function memoizeByGames<A extends { games: readonly StandingsGame[] }, R>(
  compute: (args: A) => R,
  relevant: (game: StandingsGame, args: A) => boolean,
  extraKey: (args: A) => string,
): (args: A) => R {
  let lastKey: string | undefined;
  let lastResult: R;
  return (args) => {
    const parts = [extraKey(args)];
    for (const game of args.games) if (relevant(game, args)) parts.push(gameKey(game));
    const key = parts.join('\n');
    if (key !== lastKey) {
      lastResult = compute(args);
      lastKey = key;
    }
    return lastResult;
  };
}
