import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatRecord } from '../../shared/results';
import type { DivisionStandings, StandingsRow } from '../../shared/standings/compute';
import { formatPct, formatSigned, tiebreakReason } from '../../shared/standings/explain';
import type { ImportedDivision } from './standings';

/**
 * One division's computed standings: the Team, Wins, Losses, Overall and Win % columns of docs/product/screens.md §5,
 * then what fans of the field expect (points for and against, differential, streak, last 5,
 * games left). A row level on win % with a neighbour says in words why it is where it is.
 */
export function StandingsTable({ division }: { division: DivisionStandings }) {
  const withTies = division.rows.some((row) => row.ties > 0);
  return (
    <DivisionFrame id={division.key} name={division.name} empty={division.rows.length === 0}>
      <div className="standings__scroll" role="region" aria-label={`${division.name} standings`} tabIndex={0}>
        <table className="standings__table standings__table--computed">
          <thead>
            <tr>
              <LeadingHeaders />
              {withTies ? <ColumnHeader long="Ties" short="T" /> : null}
              <ColumnHeader long="Win %" short="Pct" />
              <ColumnHeader long="Overall" short="Overall" />
              <ColumnHeader long="Points for" short="PF" />
              <ColumnHeader long="Points against" short="PA" />
              <ColumnHeader long="Differential" short="Diff" />
              <ColumnHeader long="Streak" short="Strk" />
              <ColumnHeader long="Last 5" short="L5" />
              <ColumnHeader long="Games left" short="Left" />
            </tr>
          </thead>
          <tbody>
            {division.rows.map((row) => (
              <tr key={row.schoolId} data-tied={row.tiebreak ? 'true' : undefined}>
                <th scope="row" className="standings__team">
                  <TeamName schoolId={row.noPage ? undefined : row.schoolId} name={row.teamName} />
                  {row.tiebreak ? <span className="standings__why">{tiebreakReason(row.tiebreak)}</span> : null}
                </th>
                <td>{row.wins}</td>
                <td>{row.losses}</td>
                {withTies ? <td>{row.ties}</td> : null}
                <td>{formatPct(row.winPct)}</td>
                <td>{formatRecord(row.overall)}</td>
                <td>{row.pointsFor}</td>
                <td>{row.pointsAgainst}</td>
                <td>{formatSigned(row.diff)}</td>
                <td>{row.streak || '—'}</td>
                <td>{lastFive(row)}</td>
                <td>{row.gamesLeft}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DivisionFrame>
  );
}

const lastFive = (row: StandingsRow) => (row.lastFive.wins + row.lastFive.losses + row.lastFive.ties === 0 ? '—' : formatRecord(row.lastFive));

/** A past season's hand-entered rows (docs/product/screens.md §5 columns: Team, Wins, Losses, Overall, Win %). */
export function ImportedStandingsTable({ division }: { division: ImportedDivision }) {
  return (
    <DivisionFrame id={division.key} name={division.name} empty={division.rows.length === 0}>
      <table className="standings__table" aria-labelledby={`standings-${division.key}`}>
        <thead>
          <tr>
            <LeadingHeaders />
            <ColumnHeader long="Overall" short="Overall" />
            <ColumnHeader long="Win %" short="Pct" />
          </tr>
        </thead>
        <tbody>
          {division.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="standings__team">
                <TeamName schoolId={row.schoolId} name={row.teamName} />
              </th>
              <td>{row.wins}</td>
              <td>{row.losses}</td>
              <td>{row.overall}</td>
              <td>{formatPct(row.winPercentage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DivisionFrame>
  );
}

function DivisionFrame({ id, name, empty, children }: { id: string; name: string; empty: boolean; children: ReactNode }) {
  const headingId = `standings-${id}`;
  return (
    <section className="standings" aria-labelledby={headingId} data-testid="division-standings">
      <h3 id={headingId} className="standings__title">
        {name}
      </h3>
      {empty ? <p className="standings__empty">No standings for {name} yet.</p> : children}
    </section>
  );
}

function TeamName({ schoolId, name }: { schoolId?: string; name: string }) {
  return schoolId ? (
    <Link to={`/schools/${encodeURIComponent(schoolId)}`} className="standings__team-name">
      {name}
    </Link>
  ) : (
    <span className="standings__team-name">{name}</span>
  );
}

/** The first columns of every standings table (docs/product/screens.md §5): Team, Wins, Losses. */
function LeadingHeaders() {
  return (
    <>
      <th scope="col" className="standings__team">
        Team
      </th>
      <ColumnHeader long="Wins" short="W" />
      <ColumnHeader long="Losses" short="L" />
    </>
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
