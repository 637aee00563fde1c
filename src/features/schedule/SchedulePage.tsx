import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { MSG } from '../../shared/schemas/messages';
import { Button } from '../../ui/Button';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { LiveGamesPanel } from './LiveGamesPanel';
import { useScheduleGames, useSchoolLogos } from './queries';
import { chooseFilter } from './scheduleRules';
import { TodaysGamesPanel } from './TodaysGamesPanel';
import { useToday } from './useToday';
import './schedule.css';

export function SchedulePage() {
  usePageTitle('Schedule');
  const day = useToday();
  // 'Today' for the rules and day labels: renewed at midnight together with `day`.
  const now = useMemo(() => Date.now(), [day]);
  const games = useScheduleGames(day);
  const logos = useSchoolLogos();
  const firstSyncPending = useFirstSyncPending();
  const [params, setParams] = useSearchParams();
  const filter = chooseFilter(params.get('sport'));

  const setFilter = (key: string | null) => {
    const next = new URLSearchParams(params);
    if (key) next.set('sport', key);
    else next.delete('sport');
    setParams(next, { replace: true });
  };

  let content;
  if (games.status === 'error') {
    content = <PanelState action={<Button onClick={games.retry}>Try Again</Button>}>{MSG.failedToLoadSchedules}</PanelState>;
  } else if (games.status === 'loading' || (games.data.length === 0 && firstSyncPending)) {
    content = (
      <PanelState>
        <span role="status">Loading schedules…</span>
      </PanelState>
    );
  } else {
    const schoolLogos = logos.status === 'ready' ? logos.data : undefined;
    content = (
      <div className="schedule-layout">
        <LiveGamesPanel games={games.data} logos={schoolLogos} />
        <TodaysGamesPanel games={games.data} logos={schoolLogos} now={now} filter={filter} onFilter={setFilter} />
      </div>
    );
  }

  return (
    <div className="page schedule-page">
      <h1 className="page__title">Schedule</h1>
      <p className="page__intro">Live games with their streams, and today's and upcoming games.</p>
      {content}
    </div>
  );
}
