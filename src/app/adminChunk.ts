/**
 * The one lazy entry of admin code (sign-in page and dashboard): everything
 * only they use lands in the `adminChunk` bundle, which the service worker
 * does not precache. Fans never download it; admins cache it on first use.
 */
export { AdminPage } from '../features/admin/AdminPage';
export { LoginPage } from '../features/login/LoginPage';
