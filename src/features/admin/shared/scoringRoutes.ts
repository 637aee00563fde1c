/** The scoring console's route (src/app/routes.tsx), and the link to one game's console. */
export const SCORING_CONSOLE_ROUTE = '/admin/score/:gameId';

export function consolePath(gameId: string): string {
  return `/admin/score/${encodeURIComponent(gameId)}`;
}
