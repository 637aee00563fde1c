import type { QueryResult } from '../../data/useRxQuery';
import { longDate } from '../../shared/dates';
import { MSG } from '../../shared/schemas/messages';
import type { RankingDoc } from '../../shared/schemas/rankings.schema';
import { formatPct } from '../../shared/standings/explain';
import { QueryState } from '../../ui/QueryState';
import type { PowerBasis, PowerRow } from './powerRankingOrder';
import { powerRanking } from './powerRankingOrder';
import type { StandingsView } from './queries';

/**
 * The power ranking (the original had it hard-coded: docs/product/screens.md §5), derived from the
 * standings beside it (powerRankingOrder.ts), the admin's ranks kept as an override of the order.
 * `view` undefined: the standings are still loading; null: none could be read (the admin's list alone). Loading and a failed load sit in a plain
 * panel; the ranking read, the panel is `power-rankings` (wide on wide screens).
 */
export function PowerRankings({ rankings, view, season }: { rankings: QueryResult<RankingDoc[]>; view: StandingsView | null | undefined; season: string }) {
  const result: QueryResult<RankingDoc[]> = view === undefined && rankings.status === 'ready' ? { status: 'loading', retry: rankings.retry } : rankings;
  return (
    <section className={`sports-panel${result.status === 'ready' ? ' power-rankings' : ''}`} aria-labelledby="power-rankings-title">
      <h2 id="power-rankings-title" className="sports-panel__title">
        Power Rankings
      </h2>
      <QueryState result={result} placement="inline" className="sports-panel__empty" retryVariant="secondary" loading="Loading rankings…" error="Failed to load rankings.">
        {(docs) => {
          const ranking = powerRanking(view ?? null, docs, season);
          return <RankingList rows={ranking.rows} basis={ranking.basis} />;
        }}
      </QueryState>
    </section>
  );
}

/** Says where the order comes from, and when the admin last set it (issue 38). */
function basisText(basis: PowerBasis): string {
  if (basis.kind === 'standings') return 'Ordered by the standings: overall win %, then division win % and point differential. Records are the standings’ Overall column.';
  const when = basis.setAt > 0 ? ` on ${longDate(new Date(basis.setAt))}` : '';
  if (basis.kind === 'override') return `Order set by the association${when}. Records are the standings’ Overall column.`;
  return `Order set by the association${when}.`;
}

function RankingList({ rows, basis }: { rows: readonly PowerRow[]; basis: PowerBasis }) {
  if (rows.length === 0) return <p className="sports-panel__empty">{MSG.noRankings}</p>;
  return (
    <>
      <ol className="power-rankings__list" aria-labelledby="power-rankings-title">
        {rows.map((row) => (
          <li key={row.key} className="power-rankings__item" data-testid="power-ranking">
            <span className="power-rankings__rank" aria-hidden="true">
              {row.rank}
            </span>
            <span className="power-rankings__team">
              <span className="visually-hidden">{`Rank ${row.rank}: `}</span>
              {row.teamName}
            </span>
            {row.record ? (
              <span className="power-rankings__record">
                {row.record}
                {row.winPercentage !== undefined ? ` · ${formatPct(row.winPercentage)}` : ''}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="power-rankings__basis" data-testid="power-rankings-basis">
        {basisText(basis)}
      </p>
    </>
  );
}
