import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MSG } from '../../shared/schemas/messages';
import { Button } from '../../ui/Button';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { LiveGamesPanel } from './LiveGamesPanel';
import { useLiveGames, useSchoolLogos, useTodaysGames } from './queries';
import { chooseFilter } from './scheduleRules';
import { GAMES_PAGE_SIZE, TodaysGamesPanel } from './TodaysGamesPanel';
import { useGamesArriving } from './useGamesArriving';
import { useToday } from './useToday';
import './schedule.css';

export function SchedulePage() {
  usePageTitle('Schedule');
  const day = useToday();
  // 'Today' for the rules and day labels: renewed at midnight together with `day`.
  const now = useMemo(() => Date.now(), [day]);
  const [params, setParams] = useSearchParams();
  const filter = chooseFilter(params.get('sport'));
  const [shownCount, setShownCount] = useState(GAMES_PAGE_SIZE);
  const live = useLiveGames();
  const today = useTodaysGames(day, filter, shownCount);
  const logos = useSchoolLogos();
  const arriving = useGamesArriving();

  const setFilter = (key: string | null) => {
    const next = new URLSearchParams(params);
    if (key) next.set('sport', key);
    else next.delete('sport');
    setShownCount(GAMES_PAGE_SIZE);
    setParams(next, { replace: true });
  };

  let content;
  if (live.status === 'error' || today.status === 'error') {
    const retry = () => {
      live.retry();
      today.retry();
    };
    content = <PanelState action={<Button onClick={retry}>Try Again</Button>}>{MSG.failedToLoadSchedules}</PanelState>;
  } else if (live.status === 'loading' || today.status === 'loading' || arriving) {
    content = (
      <PanelState>
        <span role="status">Loading schedules…</span>
      </PanelState>
    );
  } else {
    const schoolLogos = logos.status === 'ready' ? logos.data : undefined;
    content = (
      <div className="schedule-layout">
        <LiveGamesPanel games={live.data} logos={schoolLogos} />
        <TodaysGamesPanel
          page={today.data}
          logos={schoolLogos}
          now={now}
          filter={filter}
          onFilter={setFilter}
          onShowMore={() => setShownCount((n) => n + GAMES_PAGE_SIZE)}
        />
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
