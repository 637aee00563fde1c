/**
 * The one lazy entry of admin code (sign-in page, dashboard, scoring console): everything
 * only they use lands in the `adminChunk` bundle, which the service worker
 * does not precache. Fans never download it; admins cache it on first use.
 */
export { AdminPage } from '../features/admin/AdminPage';
export { ScoringConsolePage } from '../features/admin/scoring/ScoringConsolePage';
export { LoginPage } from '../features/login/LoginPage';
