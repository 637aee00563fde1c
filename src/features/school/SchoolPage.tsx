import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useFirstScreen } from '../../data/firstScreen';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import type { QueryResult } from '../../data/useRxQuery';
import { parseSchoolFirstScreen, schoolFirstScreenUrl } from '../../shared/schoolPage';
import { MSG } from '../../shared/schemas/messages';
import { QueryState, loadingWhileEmpty } from '../../ui/QueryState';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { useSchoolGames, useSchoolLookup } from './queries';
import type { SchoolDetail } from './queries';
import { SchoolActions } from './SchoolActions';
import { SchoolHeader } from './SchoolHeader';
import type { Game, SchoolsIndex } from './schoolSchedule';
import { indexSchools } from './schoolSchedule';
import { sportChoices, sportFromParam } from './schoolSports';
import { SportPanel } from './SportPanel';
import { SportsSidebar } from './SportsSidebar';
import './school.css';

/** /schools/{id}: a school, its sports, and for the chosen sport its record, schedule and roster. */
export function SchoolPage() {
  const { id = '' } = useParams<{ id: string }>();
  // A first visit (a shared link) paints the school and this season's games from the server's
  // answer while the device's first sync runs; the device's own queries wait meanwhile.
  const first = useFirstScreen(schoolFirstScreenUrl(id), parseSchoolFirstScreen);
  const lookup = useSchoolLookup(id, first.paused);
  const own = lookup.status === 'ready' ? lookup.data.school : null;
  const ownGames = useSchoolGames(own, first.paused);
  // Handed over once the device knows the school (or knows there is none) and has its games.
  const firstScreen = first.shown(lookup.status !== 'loading' && (own === null || ownGames.status !== 'loading'));
  const firstSyncPending = useFirstSyncPending();
  const school = own ?? firstScreen?.school ?? null;
  usePageTitle(school?.name ?? 'School');

  // Until handed over, the first screen whole (the device's school without its games would say 'Loading schedule…').
  if (firstScreen) {
    const index = indexSchools([firstScreen.school, ...firstScreen.opponents]);
    return <SchoolView school={firstScreen.school} index={index} games={{ status: 'ready', data: firstScreen.games, retry: noRetry }} thisSeasonOnly />;
  }
  // An answer without the school is 'not found', but only once the device's first sync is done (loading until then).
  const shown = loadingWhileEmpty(lookup, (found) => !found.school, firstSyncPending);
  if (shown.status === 'ready' && shown.data.school) return <SchoolView school={shown.data.school} index={shown.data.index} games={ownGames} thisSeasonOnly={false} />;
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

const noRetry = () => undefined;

function SchoolState({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <h1 className="visually-hidden">School</h1>
      {children}
    </div>
  );
}

interface SchoolViewProps {
  school: SchoolDetail;
  index: SchoolsIndex;
  games: QueryResult<Game[]>;
  /** The games are the server's first screen: this season's only. */
  thisSeasonOnly: boolean;
}

function SchoolView({ school, index, games, thisSeasonOnly }: SchoolViewProps) {
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
            <SportPanel key={sport} school={school} index={index} sport={sport} games={games} thisSeasonOnly={thisSeasonOnly} />
          ) : (
            <PanelState>{MSG.selectSport}</PanelState>
          )}
        </div>
      </div>
    </div>
  );
}
