import { sportName } from '../../shared/catalog/sports';
import { Button } from '../../ui/Button';
import { useSchoolStats } from './statsQueries';
import './schoolStats.css';

/**
 * The Stats panel of a school's sport: its players' lines of the current
 * season, one column per stats field of the sport. Wide (football has nine
 * fields), so the table scrolls sideways inside its own region on phones.
 */
export function SchoolStatsPanel({ schoolName, sport, season }: { schoolName: string; sport: string; season?: string }) {
  const stats = useSchoolStats(schoolName, sport, season);
  const name = sportName(sport);
  const filled = stats.status === 'ready' && stats.data.rows.length > 0;

  let body;
  if (stats.status === 'error') {
    body = (
      <div className="school-panel__state">
        <p role="alert">Failed to load the stats.</p>
        <Button variant="secondary" onClick={stats.retry}>
          Try Again
        </Button>
      </div>
    );
  } else if (stats.status === 'loading') {
    body = (
      <p className="school-panel__state" role="status">
        Loading stats…
      </p>
    );
  } else if (!filled) {
    body = <p className="school-panel__state">{`${name} stats coming soon.`}</p>;
  } else {
    body = (
      <div className="school-scroll school-stats__scroll" tabIndex={0} role="region" aria-label={`${name} stats`}>
        <table className="school-stats-table" aria-labelledby="school-stats-title">
          <thead>
            <tr>
              <th scope="col" className="school-stats-table__player">
                Player
              </th>
              {stats.data.columns.map((field) => (
                <th key={field.name} scope="col">
                  {field.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.data.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="school-stats-table__player">
                  {row.playerName}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={stats.data.columns[i].name}>{cell || '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className={`school-panel school-stats${filled ? ' school-stats--filled' : ''}`} aria-labelledby="school-stats-title">
      <h3 id="school-stats-title" className="school-panel__title">
        Stats
      </h3>
      {body}
    </section>
  );
}
