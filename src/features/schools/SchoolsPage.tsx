import { useMemo } from 'react';
import { MSG } from '../../shared/schemas/messages';
import { useFirstScreen } from '../../data/firstScreen';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { firstScreenUrl, parseSchoolsFirstScreen } from '../../shared/firstScreens';
import { listedSchools } from '../../shared/listedSchools';
import { QueryError, QueryLoading } from '../../ui/LoadState';
import { failedToLoad } from '../../ui/QueryState';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import type { SchoolSummary } from './queries';
import { sortSchoolsByName, useSchools } from './queries';
import { SchoolCard } from './SchoolCard';
import './schools.css';

export function SchoolsPage() {
  usePageTitle('Schools');
  // A first visit paints the server's list until its own database has every school.
  const first = useFirstScreen(firstScreenUrl('schools'), parseSchoolsFirstScreen);
  const schools = useSchools(first.paused);
  const firstSyncPending = useFirstSyncPending();
  const firstScreen = first.shown(schools.status !== 'loading');
  const preview = useMemo(() => firstScreen && sortSchoolsByName(listedSchools(firstScreen.schools)), [firstScreen]);

  let content;
  if (schools.status === 'error') {
    content = <QueryError placement="panel" role="none" message={failedToLoad('schools')(schools.error)} onRetry={schools.retry} />;
  } else if (preview && preview.length > 0) {
    content = <SchoolGrid schools={preview} />;
  } else if (schools.status === 'loading' || (schools.data.length === 0 && firstSyncPending)) {
    content = <QueryLoading placement="panel">Loading schools…</QueryLoading>;
  } else if (schools.data.length === 0) {
    content = <PanelState>{MSG.noSchools}</PanelState>;
  } else {
    content = <SchoolGrid schools={schools.data} />;
  }

  return (
    <div className="page">
      <h1 className="page__title">Schools</h1>
      <p className="page__intro">Member schools of the association.</p>
      {content}
    </div>
  );
}

function SchoolGrid({ schools }: { schools: SchoolSummary[] }) {
  return (
    <ul className="school-grid" aria-label="Schools">
      {schools.map((school) => (
        <SchoolCard key={school.id} school={school} />
      ))}
    </ul>
  );
}
