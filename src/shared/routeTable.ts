import { articleFirstScreenUrl } from './articlePage';
import { normalizeSportKey } from './catalog/sports';
import { HOME_FIRST_SCREEN_URL, firstScreenUrl, scheduleDayWindow, scheduleFirstScreenUrl } from './firstScreens';
import { gameFirstScreenUrl } from './gamePage';
import { schoolFirstScreenUrl } from './schoolPage';

/**
 * The public routes, each declared once: its path (React Router's pattern), the screen's own chunk
 * (its source file, as Vite's manifest names it; none: the home page, in the main script) and the
 * first screen it needs (its loader: the URL of a server answer the page paints from before the
 * device's own data, from the route's id and query; none: the page computes its own, as /sports).
 * The app's router (src/app/routes.tsx), the page renderer (sync-server/services/pageRenderer.ts)
 * and the pages' HTML (sync-server/routes/routeAssets.ts, static.ts) all read it.
 */
export interface PublicRoute {
  readonly path: string;
  readonly chunk?: string;
  readonly firstScreen?: (id: string | undefined, query: Query) => string;
}

/** A URL's query (without its `?`) by name: the first value of each, decoded (`+` a space); a value that does not decode is left out. */
export type Query = ReadonlyMap<string, string>;

export function parseQuery(search: string): Query {
  const query = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const cut = pair.indexOf('=');
    try {
      const [name, value] = (cut === -1 ? [pair, ''] : [pair.slice(0, cut), pair.slice(cut + 1)]).map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
      if (!query.has(name!)) query.set(name!, value!);
    } catch {
      // Not a query a page of ours writes.
    }
  }
  return query;
}

/** /schedule's first screen: a shared link's day (`?date=`) or sport (`?sport=`), else today's for every sport. */
function scheduleFirstScreen(query: Query): string {
  const date = query.get('date');
  if (date !== undefined && scheduleDayWindow(date)) return scheduleFirstScreenUrl(date);
  const sport = normalizeSportKey(query.get('sport'));
  return scheduleFirstScreenUrl(null, sport ?? null);
}

export const PUBLIC_ROUTES = [
  { path: '/', firstScreen: () => HOME_FIRST_SCREEN_URL },
  { path: '/schools', chunk: 'src/features/schools/SchoolsPage.tsx', firstScreen: () => firstScreenUrl('schools') },
  { path: '/schools/:id', chunk: 'src/features/school/SchoolPage.tsx', firstScreen: (id) => schoolFirstScreenUrl(id!) },
  { path: '/sports', chunk: 'src/features/sports/SportsPage.tsx' },
  { path: '/schedule', chunk: 'src/features/schedule/SchedulePage.tsx', firstScreen: (_id, query) => scheduleFirstScreen(query) },
  // The list and an article's own page, one chunk (ArticlesPage reads the id): a route of its own weighs on /.
  { path: '/articles/:id?', chunk: 'src/features/articles/ArticlesPage.tsx', firstScreen: (id) => (id === undefined ? firstScreenUrl('articles') : articleFirstScreenUrl(id)) },
  { path: '/games/:id', chunk: 'src/features/game/GamePage.tsx', firstScreen: (id) => gameFirstScreenUrl(id!) },
  { path: '/search', chunk: 'src/features/search/SearchPage.tsx' },
] as const satisfies readonly PublicRoute[];

export type PublicPath = (typeof PUBLIC_ROUTES)[number]['path'];

/** A route's pattern as a regular expression: `:id` one segment, `:id?` an optional one, a trailing slash allowed. */
function patternOf(path: string): RegExp {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === ':id?' ? '(?:/([^/]+))?' : segment === ':id' ? '/([^/]+)' : `/${segment}`))
    .join('');
  // Case-insensitive, as React Router matches.
  return new RegExp(`^${body}/?$`, 'i');
}

const MATCHERS = PUBLIC_ROUTES.map((route) => ({ route: route as PublicRoute & { path: PublicPath }, pattern: patternOf(route.path) }));

/** The public route at `pathname` and the id it names (decoded); null for none, or an id that does not decode. */
export function matchPublicRoute(pathname: string): { route: PublicRoute & { path: PublicPath }; id?: string } | null {
  for (const { route, pattern } of MATCHERS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    if (match[1] === undefined) return { route };
    try {
      return { route, id: decodeURIComponent(match[1]) };
    } catch {
      return null;
    }
  }
  return null;
}

/** The first screen the page at `pathname` (with its query) needs; null for a page with none. */
export function firstScreenOf(pathname: string, search = ''): string | null {
  const found = matchPublicRoute(pathname);
  const firstScreen = found?.route.firstScreen;
  return firstScreen ? firstScreen(found.id, parseQuery(search)) : null;
}
