import { useSearchParams } from 'react-router-dom';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { sportName } from '../../shared/catalog/sports';
import { Button } from '../../ui/Button';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { ComingSoonPanel } from './ComingSoonPanel';
import { PowerRankings } from './PowerRankings';
import { useRankings, useTeamStats } from './queries';
import { SeasonPicker } from './SeasonPicker';
import { SportsSidebar } from './SportsSidebar';
import { chooseSeason, chooseSport, groupStandings, rankingRows, seasonsOf } from './standings';
import { StandingsTable } from './StandingsTable';
import './sports.css';

export function SportsPage() {
  const [params, setParams] = useSearchParams();
  const choice = chooseSport(params.get('selectedSport'));
  const sportKey = choice.kind === 'sport' ? choice.key : null;
  usePageTitle(sportKey ? `${sportName(sportKey)} · Sports` : 'Sports');

  const setSeason = (season: string) => {
    const next = new URLSearchParams(params);
    next.set('season', season);
    setParams(next, { replace: true });
  };

  return (
    <div className="page sports-page">
      <h1 className="page__title">Sports Statistics</h1>
      <div className="sports-layout">
        <SportsSidebar selected={sportKey} />
        <div className="sports-content">
          {sportKey ? (
            <SportStatistics sportKey={sportKey} season={chooseSeason(params.get('season'))} onSeason={setSeason} />
          ) : (
            <PanelState>{`There is no sport called '${choice.kind === 'unknown' ? choice.raw : ''}'. Choose a sport from the list.`}</PanelState>
          )}
        </div>
      </div>
    </div>
  );
}

function SportStatistics({ sportKey, season, onSeason }: { sportKey: string; season: string; onSeason(season: string): void }) {
  const stats = useTeamStats(sportKey);
  const rankings = useRankings(sportKey);
  const firstSyncPending = useFirstSyncPending();
  const name = sportName(sportKey);

  let standings;
  if (stats.status === 'error') {
    standings = (
      <PanelState action={<Button onClick={stats.retry}>Try Again</Button>}>Failed to load standings.</PanelState>
    );
  } else if (stats.status === 'loading' || (stats.data.length === 0 && firstSyncPending)) {
    standings = (
      <PanelState>
        <span role="status">Loading standings…</span>
      </PanelState>
    );
  } else {
    const divisions = groupStandings(stats.data, season);
    const seasons = seasonsOf(stats.data, season);
    standings = (
      <>
        {seasons.length > 1 ? <SeasonPicker seasons={seasons} value={season} onChange={onSeason} /> : null}
        {divisions.every((d) => d.rows.length === 0) ? (
          <PanelState>{`No standings for ${name} in the ${season} season yet.`}</PanelState>
        ) : (
          <div className="standings-grid">
            {divisions.map((division) => (
              <StandingsTable key={division.key} division={division} />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <section className="sports-standings" aria-labelledby="standings-title">
        <h2 id="standings-title" className="sports-standings__title">
          {name} Standings <span className="sports-standings__season">{season}</span>
        </h2>
        {standings}
      </section>
      <div className="sports-panels">
        {rankings.status === 'ready' ? (
          <PowerRankings rows={rankingRows(rankings.data, season)} />
        ) : (
          <section className="sports-panel" aria-labelledby="power-rankings-title">
            <h2 id="power-rankings-title" className="sports-panel__title">
              Power Rankings
            </h2>
            {rankings.status === 'error' ? (
              <p className="sports-panel__empty">
                Failed to load rankings.{' '}
                <Button variant="secondary" onClick={rankings.retry}>
                  Try Again
                </Button>
              </p>
            ) : (
              <p className="sports-panel__empty" role="status">
                Loading rankings…
              </p>
            )}
          </section>
        )}
        <ComingSoonPanel id="leaders-title" title="LIAA Leaders">
          Individual leaders for each sport are on their way.
        </ComingSoonPanel>
        <ComingSoonPanel id="division-stats-title" title="Division Statistics">
          Team statistics by division are on their way.
        </ComingSoonPanel>
      </div>
    </>
  );
}
