import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../data/DatabaseProvider';
import { QueryLoading } from '../../ui/LoadState';
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
      <QueryLoading placement="panel">{session.status === 'loading' ? 'Loading authentication...' : 'Redirecting to login...'}</QueryLoading>
    </div>
  );
}
