import type { QueryResult } from '../../data/useRxQuery';
import { MSG } from '../../shared/schemas/messages';
import type { RankingDoc } from '../../shared/schemas/rankings.schema';
import { QueryState } from '../../ui/QueryState';
import type { RankingRow } from './standings';
import { rankingRows } from './standings';
import { formatPct } from '../../shared/standings/explain';

/**
 * The power ranking, read from the rankings collection an admin edits (the original had it hard-coded: docs/product/screens.md §5).
 * Loading and a failed load sit in a plain panel; the ranking read, the panel is `power-rankings` (wide on wide screens).
 */
export function PowerRankings({ rankings, season }: { rankings: QueryResult<RankingDoc[]>; season: string }) {
  return (
    <section className={`sports-panel${rankings.status === 'ready' ? ' power-rankings' : ''}`} aria-labelledby="power-rankings-title">
      <h2 id="power-rankings-title" className="sports-panel__title">
        Power Rankings
      </h2>
      <QueryState result={rankings} placement="inline" className="sports-panel__empty" retryVariant="secondary" loading="Loading rankings…" error="Failed to load rankings.">
        {(docs) => <RankingList rows={rankingRows(docs, season)} />}
      </QueryState>
    </section>
  );
}

function RankingList({ rows }: { rows: readonly RankingRow[] }) {
  return rows.length === 0 ? (
    <p className="sports-panel__empty">{MSG.noRankings}</p>
  ) : (
    <ol className="power-rankings__list" aria-labelledby="power-rankings-title">
      {rows.map((row) => (
        <li key={row.id} className="power-rankings__item" data-testid="power-ranking">
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
  );
}
