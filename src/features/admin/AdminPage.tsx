import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../data/DatabaseProvider';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { AdminDashboard } from './AdminDashboard';

/** docs/product/screens.md §10 admin access: loading, then the dashboard or a redirect to /login. */
export function AdminPage() {
  usePageTitle('Admin');
  const session = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (session.status === 'signed-out') void navigate('/login', { replace: true });
  }, [session.status, navigate]);

  if (session.status === 'signed-in') return <AdminDashboard session={session.session} />;
  return (
    <div className="page">
      <PanelState>
        <span role="status">{session.status === 'loading' ? 'Loading authentication...' : 'Redirecting to login...'}</span>
      </PanelState>
    </div>
  );
}
