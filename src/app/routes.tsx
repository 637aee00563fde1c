import { lazy } from 'react';
import { Route, Routes, matchPath } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { Layout } from './Layout';
import type { LazyScreen } from './lazyScreen';
import { lazyScreen } from './lazyScreen';
import { loadAdminChunk } from './loadAdminChunk';
import { NotFoundPage } from './NotFoundPage';
import { SCORING_CONSOLE_ROUTE } from '../features/admin/shared/scoringRoutes';
import type { PublicPath } from '../shared/routeTable';

/*
 * Only the home page is in the first download (budget: 200 KB gzipped for /).
 * The other public screens are chunks of their own, all precached by the
 * service worker, so they still open offline. Admin code is one chunk that
 * is NOT precached: fans never download it (see loadAdminChunk.ts).
 */
const SchoolsPage = lazyScreen(() => import('../features/schools/SchoolsPage').then((m) => m.SchoolsPage));
const SchoolPage = lazyScreen(() => import('../features/school/SchoolPage').then((m) => m.SchoolPage));
const SportsPage = lazyScreen(() => import('../features/sports/SportsPage').then((m) => m.SportsPage));
const SchedulePage = lazyScreen(() => import('../features/schedule/SchedulePage').then((m) => m.SchedulePage));
const ArticlesPage = lazyScreen(() => import('../features/articles/ArticlesPage').then((m) => m.ArticlesPage));
const GamePage = lazyScreen(() => import('../features/game/GamePage').then((m) => m.GamePage));
const SearchPage = lazyScreen(() => import('../features/search/SearchPage').then((m) => m.SearchPage));
const LoginPage = lazy(() => loadAdminChunk().then((m) => ({ default: m.LoginPage })));
const AdminPage = lazy(() => loadAdminChunk().then((m) => ({ default: m.AdminPage })));
const ScoringConsolePage = lazy(() => loadAdminChunk().then((m) => ({ default: m.ScoringConsolePage })));

/** The public screens in chunks of their own, by their route in src/shared/routeTable.ts (the home page is in the main script). */
const PUBLIC_SCREENS: Readonly<Record<Exclude<PublicPath, '/'>, LazyScreen>> = {
  '/schools': SchoolsPage,
  '/schools/:id': SchoolPage,
  '/sports': SportsPage,
  '/schedule': SchedulePage,
  '/articles/:id?': ArticlesPage,
  '/games/:id': GamePage,
  '/search': SearchPage,
};

/**
 * Loads the chunk of the screen at `pathname` (none for the home page, which is in the main
 * script), so that a first render shows the screen itself, not its loading state: a page the
 * server rendered is then replaced by the same page.
 */
export function preloadScreen(pathname: string): Promise<void> {
  // React Router's own matching (the table's matcher would bring every route's first screen into the main script).
  const screen = Object.entries(PUBLIC_SCREENS).find(([path]) => matchPath(path, pathname))?.[1];
  return screen ? screen.preload() : Promise.resolve();
}

/** Every route of docs/product/screens.md §1, inside the shared layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomePage />} />
        {Object.entries(PUBLIC_SCREENS).map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin" element={<AdminPage />} />
        <Route path={SCORING_CONSOLE_ROUTE} element={<ScoringConsolePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
