import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { MSG } from '../../shared/schemas/messages';
import { QueryError, QueryLoading } from '../../ui/LoadState';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { useSchoolLookup } from './queries';
import type { SchoolDetail } from './queries';
import { SchoolActions } from './SchoolActions';
import { SchoolHeader } from './SchoolHeader';
import type { SchoolsIndex } from './schoolSchedule';
import { sportChoices, sportFromParam } from './schoolSports';
import { SportPanel } from './SportPanel';
import { SportsSidebar } from './SportsSidebar';
import './school.css';

/** /schools/{id}: a school, its sports, and for the chosen sport its record, schedule and roster. */
export function SchoolPage() {
  const { id = '' } = useParams<{ id: string }>();
  const lookup = useSchoolLookup(id);
  const firstSyncPending = useFirstSyncPending();
  const school = lookup.status === 'ready' ? lookup.data.school : null;
  usePageTitle(school?.name ?? 'School');

  if (lookup.status === 'error') {
    return (
      <SchoolState>
        <QueryError placement="panel" message={MSG.schoolLoadFailed} onRetry={lookup.retry} />
      </SchoolState>
    );
  }
  if (lookup.status === 'loading' || (!school && firstSyncPending)) {
    return (
      <SchoolState>
        <QueryLoading placement="panel">{MSG.schoolLoading}</QueryLoading>
      </SchoolState>
    );
  }
  if (!school) {
    return (
      <SchoolState>
        <PanelState action={<Link to="/schools">See all schools</Link>}>
          <span role="status">{MSG.schoolNotFound}</span>
        </PanelState>
      </SchoolState>
    );
  }
  return <SchoolView school={school} index={lookup.data.index} />;
}

function SchoolState({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <h1 className="visually-hidden">School</h1>
      {children}
    </div>
  );
}

function SchoolView({ school, index }: { school: SchoolDetail; index: SchoolsIndex }) {
  const [params] = useSearchParams();
  const choices = sportChoices(school.sports);
  const sport = sportFromParam(params.get('sport'), choices);

  return (
    <div className="page school-page">
      <SchoolHeader school={school} />
      <SchoolActions schoolId={school.id} schoolName={school.name} />
      <div className="school-layout">
        <SportsSidebar choices={choices} selected={sport} />
        <div className="school-layout__main">
          {sport ? (
            <SportPanel key={sport} school={school} index={index} sport={sport} />
          ) : (
            <PanelState>{MSG.selectSport}</PanelState>
          )}
        </div>
      </div>
    </div>
  );
}
