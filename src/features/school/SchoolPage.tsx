import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { MSG } from '../../shared/schemas/messages';
import { QueryState, loadingWhileEmpty } from '../../ui/QueryState';
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

  // An answer without the school is 'not found', but only once the device's first sync is done (loading until then).
  const shown = loadingWhileEmpty(lookup, (found) => !found.school, firstSyncPending);
  if (shown.status === 'ready' && shown.data.school) return <SchoolView school={shown.data.school} index={shown.data.index} />;
  return (
    <SchoolState>
      <QueryState result={shown} placement="panel" loading={MSG.schoolLoading} error={MSG.schoolLoadFailed}>
        {() => (
          <PanelState action={<Link to="/schools">See all schools</Link>}>
            <span role="status">{MSG.schoolNotFound}</span>
          </PanelState>
        )}
      </QueryState>
    </SchoolState>
  );
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
