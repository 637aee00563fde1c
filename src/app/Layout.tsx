import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../data/DatabaseProvider';
import { PanelState } from '../ui/StatusMessage';
import { Footer } from './Footer';
import { Header } from './Header';
import { loadAdminChunk } from './loadAdminChunk';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { cacheLoadedAdminCode, onControllerChange } from './serviceWorker';
import { UpdatePrompt } from './UpdatePrompt';
import './layout.css';
import { ScreenCommitted } from './ScreenCommitted';

export function Layout() {
  const location = useLocation();
  const firstRender = useRef(true);
  const session = useSession();

  // A signed-in admin's browser caches the admin code now, so the dashboard opens courtside with no signal.
  useEffect(() => {
    if (session.status !== 'signed-in') return undefined;
    const cache = () => void cacheLoadedAdminCode();
    loadAdminChunk().then(cache, () => undefined);
    return onControllerChange(cache);
  }, [session.status]);

  // After client-side navigation start reading at the top, like a page load.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="app-main">
        <Suspense
          fallback={
            <div className="page">
              <PanelState>Loading…</PanelState>
            </div>
          }
        >
          <ScreenCommitted>
            <RouteErrorBoundary resetKey={location.pathname}>
              <Outlet />
            </RouteErrorBoundary>
          </ScreenCommitted>
        </Suspense>
      </main>
      <Footer />
      <UpdatePrompt />
    </div>
  );
}
