import { useSearchParams } from 'react-router-dom';
import { useFirstScreen } from '../../data/firstScreen';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { useKeptSeason } from '../../data/useKeptSeason';
import { parseStandingsFirstScreen, standingsFirstScreenUrl } from '../../shared/standingsFirstScreen';
import { sportName } from '../../shared/catalog/sports';
import { QueryError, QueryLoading } from '../../ui/LoadState';
import { PanelState } from '../../ui/StatusMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { ComingSoonPanel } from './ComingSoonPanel';
import { LiaaLeaders } from './LiaaLeaders';
import { PowerRankings } from './PowerRankings';
import { firstScreenStandings, useRankings, useSportStandings } from './queries';
import type { StandingsView } from './queries';
import { SeasonPicker } from '../../ui/SeasonPicker';
import { SportsSidebar } from './SportsSidebar';
import { chooseSeason, chooseSport } from './standings';
import { ImportedStandingsTable, StandingsTable } from './StandingsTable';
import { TiebreakersNote } from './TiebreakersNote';
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

const SEASON_GAMES = ['games'] as const;

function SportStatistics({ sportKey, season, onSeason }: { sportKey: string; season: string; onSeason(season: string): void }) {
  // A first visit shows the server's tables (the same computation) while this device's first sync runs.
  const first = useFirstScreen(standingsFirstScreenUrl(sportKey, season), parseStandingsFirstScreen);
  // A past season's games are read from the server the first time it is shown, then kept (offline too).
  const kept = useKeptSeason(SEASON_GAMES, season);
  const own = useSportStandings(sportKey, season, first.paused);
  const fromServer = first.shown(own.status === 'ready' && kept === 'ready');
  // A device whose database cannot open says so (with Try Again), as every page does, rather than show the server's copy as if all were well.
  const standings: typeof own = fromServer && own.status !== 'error' ? { status: 'ready', data: firstScreenStandings(fromServer), retry: own.retry } : own;
  const rankings = useRankings(sportKey);
  const firstSyncPending = useFirstSyncPending();
  const name = sportName(sportKey);

  let standingsBody;
  if (standings.status === 'error') {
    standingsBody = <QueryError placement="panel" role="none" message="Failed to load standings." onRetry={standings.retry} />;
  } else if (!fromServer && kept === 'offline') {
    standingsBody = (
      <PanelState>{`The ${season} season is not on this device yet. Connect to the internet to load it; it stays on this device after that.`}</PanelState>
    );
  } else if (standings.status === 'loading' || (!fromServer && kept === 'loading') || (standings.data.view.source === 'none' && firstSyncPending)) {
    standingsBody = <QueryLoading placement="panel">Loading standings…</QueryLoading>;
  } else {
    const { view, seasons } = standings.data;
    standingsBody = (
      <>
        {seasons.length > 1 ? <SeasonPicker seasons={seasons} value={season} onChange={onSeason} /> : null}
        <StandingsBody view={view} emptyText={`No standings for ${name} in the ${season} season yet.`} />
      </>
    );
  }

  return (
    <>
      <section className="sports-standings" aria-labelledby="standings-title">
        <h2 id="standings-title" className="sports-standings__title">
          {name} Standings <span className="sports-standings__season">{season}</span>
        </h2>
        {standingsBody}
      </section>
      <div className="sports-panels">
        <PowerRankings rankings={rankings} view={standings.status === 'ready' ? standings.data.view : standings.status === 'error' ? null : undefined} season={season} />
        <LiaaLeaders sportKey={sportKey} season={season} />
        <ComingSoonPanel id="division-stats-title" title="Division Statistics">
          Team statistics by division are on their way.
        </ComingSoonPanel>
      </div>
    </>
  );
}

function StandingsBody({ view, emptyText }: { view: StandingsView; emptyText: string }) {
  if (view.source === 'none' || view.divisions.every((d) => d.rows.length === 0)) return <PanelState>{emptyText}</PanelState>;
  if (view.source === 'imported') {
    return (
      <>
        <p className="standings-source">Final standings as the association entered them: no games of this season are stored.</p>
        <div className="standings-grid">
          {view.divisions.map((division) => (
            <ImportedStandingsTable key={division.key} division={division} />
          ))}
        </div>
      </>
    );
  }
  return (
    <>
      <p className="standings-source">
        Computed from final scores, updated as results come in. W, L, Pct, PF, PA and Diff count division games; Overall, Streak, Last 5 and Left count
        every game of the season.
      </p>
      <div className="standings-grid standings-grid--computed">
        {view.divisions.map((division) => (
          <StandingsTable key={division.key} division={division} />
        ))}
      </div>
      <TiebreakersNote rules={view.setup.tiebreakers} />
    </>
  );
}
