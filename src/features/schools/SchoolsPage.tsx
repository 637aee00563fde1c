import { MSG } from '../../shared/schemas/messages';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { Button } from '../../ui/Button';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { useSchools } from './queries';
import { SchoolCard } from './SchoolCard';
import './schools.css';

export function SchoolsPage() {
  usePageTitle('Schools');
  const schools = useSchools();
  const firstSyncPending = useFirstSyncPending();

  let content;
  if (schools.status === 'error') {
    content = (
      <PanelState action={<Button onClick={schools.retry}>Try Again</Button>}>
        {`Failed to load schools: ${schools.error.message}`}
      </PanelState>
    );
  } else if (schools.status === 'loading' || (schools.data.length === 0 && firstSyncPending)) {
    content = (
      <PanelState>
        <span role="status">Loading schools…</span>
      </PanelState>
    );
  } else if (schools.data.length === 0) {
    content = <PanelState>{MSG.noSchools}</PanelState>;
  } else {
    content = (
      <ul className="school-grid" aria-label="Schools">
        {schools.data.map((school) => (
          <SchoolCard key={school.id} school={school} />
        ))}
      </ul>
    );
  }

  return (
    <div className="page">
      <h1 className="page__title">Schools</h1>
      <p className="page__intro">Member schools of the association.</p>
      {content}
    </div>
  );
}
