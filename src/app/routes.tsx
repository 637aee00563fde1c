import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { Layout } from './Layout';
import { loadAdminChunk } from './loadAdminChunk';
import { NotFoundPage } from './NotFoundPage';

/*
 * Only the home page is in the first download (budget: 200 KB gzipped for /).
 * The other public screens are chunks of their own, all precached by the
 * service worker, so they still open offline. Admin code is one chunk that
 * is NOT precached: fans never download it (see loadAdminChunk.ts).
 */
const SchoolsPage = lazy(() => import('../features/schools/SchoolsPage').then((m) => ({ default: m.SchoolsPage })));
const SchoolPage = lazy(() => import('../features/school/SchoolPage').then((m) => ({ default: m.SchoolPage })));
const SportsPage = lazy(() => import('../features/sports/SportsPage').then((m) => ({ default: m.SportsPage })));
const SchedulePage = lazy(() => import('../features/schedule/SchedulePage').then((m) => ({ default: m.SchedulePage })));
const ArticlesPage = lazy(() => import('../features/articles/ArticlesPage').then((m) => ({ default: m.ArticlesPage })));
const LoginPage = lazy(() => loadAdminChunk().then((m) => ({ default: m.LoginPage })));
const AdminPage = lazy(() => loadAdminChunk().then((m) => ({ default: m.AdminPage })));

/** Every route of SPEC §2, inside the shared layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/schools" element={<SchoolsPage />} />
        <Route path="/schools/:id" element={<SchoolPage />} />
        <Route path="/sports" element={<SportsPage />} />
        <Route path="/schedule" element={<SchedulePage />} />
        <Route path="/articles" element={<ArticlesPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin" element={<AdminPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
