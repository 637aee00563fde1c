import { sportName } from '../../shared/catalog/sports';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import type { KeptSeason } from '../../data/useKeptSeason';
import { NotOnDevice } from './RosterPanel';
import { QueryState, loadingWhileEmpty } from '../../ui/QueryState';
import { useSchoolStats } from './statsQueries';
import './schoolStats.css';

/**
 * The Stats panel of a school's sport: its players' lines of the current
 * season, one column per stats field of the sport. Wide (football has nine
 * fields), so the table scrolls sideways inside its own region on phones.
 */
export function SchoolStatsPanel({ schoolName, sport, season, kept = 'ready' }: { schoolName: string; sport: string; season?: string; kept?: KeptSeason }) {
  // No stats yet during a first sync (a shared link's page shows before it), or before the school's
  // first read is stored (useKeptSchool), is not 'coming soon'.
  const stats = loadingWhileEmpty(useSchoolStats(schoolName, sport, season), (data) => data.rows.length === 0, useFirstSyncPending() || kept === 'loading');
  const name = sportName(sport);
  const filled = stats.status === 'ready' && stats.data.rows.length > 0;
  if (kept === 'offline') return <NotOnDevice title="Stats" id="school-stats-title" what={`The ${name} stats are`} />;

  return (
    <section className={`school-panel school-stats${filled ? ' school-stats--filled' : ''}`} aria-labelledby="school-stats-title">
      <h3 id="school-stats-title" className="school-panel__title">
        Stats
      </h3>
      <QueryState result={stats} placement="block" className="school-panel__state" loading="Loading stats…" error="Failed to load the stats.">
        {(data) =>
          data.rows.length === 0 ? (
            <p className="school-panel__state">{`${name} stats coming soon.`}</p>
          ) : (
            <div className="school-scroll school-stats__scroll" tabIndex={0} role="region" aria-label={`${name} stats`}>
              <table className="school-stats-table" aria-labelledby="school-stats-title">
                <thead>
                  <tr>
                    <th scope="col" className="school-stats-table__player">
                      Player
                    </th>
                    {data.columns.map((field) => (
                      <th key={field.name} scope="col">
                        {field.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row" className="school-stats-table__player">
                        {row.playerName}
                      </th>
                      {row.cells.map((cell, i) => (
                        <td key={data.columns[i].name}>{cell || '–'}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
