import { sportName } from '../../shared/catalog/sports';
import { noRosterFor } from '../../shared/schemas/messages';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import type { KeptSeason } from '../../data/useKeptSeason';
import { QueryState, loadingWhileEmpty } from '../../ui/QueryState';
import { useSchoolRosters } from './queries';
import { sameSeason } from '../../shared/standings/season';
import { positionLabel, rosterSeasons } from './schoolRoster';

/** docs/product/screens.md §4: one table per season with players (#, Name, Position, Grade), scrolling. */
export function RosterPanel({ schoolId, sport, season, kept = 'ready' }: { schoolId: string; sport: string; season?: string; kept?: KeptSeason }) {
  // No roster yet during a first sync (a shared link's page shows before it), or before the school's
  // first read is stored (useKeptSchool), is not 'no roster'.
  const rosters = loadingWhileEmpty(useSchoolRosters(schoolId), (data) => rosterSeasons(data, sport).length === 0, useFirstSyncPending() || kept === 'loading');
  const name = sportName(sport);
  if (kept === 'offline') return <NotOnDevice title="Roster" id="school-roster-title" what={`The ${name} roster is`} />;

  return (
    <section className="school-panel" aria-labelledby="school-roster-title">
      <h3 id="school-roster-title" className="school-panel__title">
        Roster
      </h3>
      <QueryState result={rosters} placement="block" className="school-panel__state" loading="Loading roster…" error="Failed to load the roster.">
        {(data) => {
          // The season picked above (SportPanel): its roster only.
          const seasons = rosterSeasons(data, sport).filter((roster) => season === undefined || sameSeason(roster.season, season));
          return seasons.length === 0 ? (
            <p className="school-panel__state">{noRosterFor(name)}</p>
          ) : (
            <div className="school-scroll" tabIndex={0} role="region" aria-label={`${name} roster`}>
              {seasons.map(({ season, players }) => (
                <div key={season} className="school-roster-season">
                  <h4 id={`roster-${season}`} className="school-roster-season__title">{`${season} Season`}</h4>
                  <table className="school-roster-table" aria-labelledby={`roster-${season}`}>
                    <thead>
                      <tr>
                        <th scope="col">#</th>
                        <th scope="col">Name</th>
                        <th scope="col">Position</th>
                        <th scope="col">Grade</th>
                      </tr>
                    </thead>
                    <tbody>
                      {players.map((player, i) => (
                        <tr key={`${player.number}-${i}`}>
                          <td>{player.number}</td>
                          <td>{player.name}</td>
                          <td>{positionLabel(player) || '–'}</td>
                          <td>{player.grade}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ))}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

/** A school's roster or stats never read on this device, which has no connection now (`what`: 'The Football roster is'). */
export function NotOnDevice({ title, id, what }: { title: string; id: string; what: string }) {
  return (
    <section className="school-panel" aria-labelledby={id}>
      <h3 id={id} className="school-panel__title">
        {title}
      </h3>
      <p className="school-panel__state">{`${what} not on this device yet. Connect to the internet to load it; it stays on this device after that.`}</p>
    </section>
  );
}
