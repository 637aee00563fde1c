import { Link } from 'react-router-dom';
import type { DivisionStandings } from './standings';
import { formatWinPercentage } from './standings';

/** One division's standings (SPEC §2 columns: Team, Wins, Losses, Overall, Win %). */
export function StandingsTable({ division }: { division: DivisionStandings }) {
  const headingId = `standings-${division.key}`;
  return (
    <section className="standings" aria-labelledby={headingId} data-testid="division-standings">
      <h3 id={headingId} className="standings__title">
        {division.name}
      </h3>
      {division.rows.length === 0 ? (
        <p className="standings__empty">No standings for {division.name} yet.</p>
      ) : (
        <table className="standings__table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className="standings__team">
                Team
              </th>
              <ColumnHeader long="Wins" short="W" />
              <ColumnHeader long="Losses" short="L" />
              <ColumnHeader long="Overall" short="Overall" />
              <ColumnHeader long="Win %" short="Pct" />
            </tr>
          </thead>
          <tbody>
            {division.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="standings__team">
                  {row.schoolId ? <Link to={`/schools/${encodeURIComponent(row.schoolId)}`}>{row.teamName}</Link> : row.teamName}
                </th>
                <td>{row.wins}</td>
                <td>{row.losses}</td>
                <td>{row.overall}</td>
                <td>{formatWinPercentage(row.winPercentage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Phones show the short label; screen readers always hear the long one. */
function ColumnHeader({ long, short }: { long: string; short: string }) {
  if (long === short) return <th scope="col">{long}</th>;
  return (
    <th scope="col">
      <span className="standings__label-long">{long}</span>
      <span className="standings__label-short" aria-hidden="true">
        {short}
      </span>
    </th>
  );
}
