import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { sportName } from '../../shared/catalog/sports';
import { normalizeSeason } from '../../shared/standings/season';
import { QueryState, loadingWhileEmpty } from '../../ui/QueryState';
import { ComingSoonPanel } from './ComingSoonPanel';
import type { LeaderBoard } from '../../shared/leaders';
import { LEADERS_PER_STAT } from '../../shared/leaders';
import { useSportLeaders } from './leadersQueries';
import './leaders.css';

const TITLE_ID = 'leaders-title';

/**
 * The LIAA Leaders panel of /sports: the top players of the sport's main stats
 * in the season the page shows. Without a single line for that sport and
 * season it stays the Coming Soon panel it replaced.
 */
export function LiaaLeaders({ sportKey, season }: { sportKey: string; season: string }) {
  const leaders = useSportLeaders(sportKey, season);
  // An empty device during its first sync has not heard of any line yet: say Loading, not 'none'.
  const firstSyncPending = useFirstSyncPending();
  const shownSeason = normalizeSeason(season) ?? season;

  const shown = loadingWhileEmpty(leaders, (boards) => boards.length === 0, firstSyncPending);

  if (shown.status === 'ready' && shown.data.length === 0) {
    return (
      <ComingSoonPanel id={TITLE_ID} title="LIAA Leaders">
        {`No player statistics for ${sportName(sportKey)} in ${shownSeason} yet.`}
      </ComingSoonPanel>
    );
  }

  return (
    <section className={`sports-panel liaa-leaders${shown.status === 'ready' ? ' liaa-leaders--filled' : ''}`} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="sports-panel__title">
        LIAA Leaders
      </h2>
      <QueryState result={shown} placement="inline" className="sports-panel__empty" retryVariant="secondary" loading="Loading leaders…" error="Failed to load leaders.">
        {(boards) => (
          <>
            <p className="leaders__note">{`Top ${LEADERS_PER_STAT} of the ${shownSeason} season`}</p>
            <div className="leaders__grid">
              {boards.map((board) => (
                <LeaderTable key={board.field.name} board={board} />
              ))}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}

/** One stat's top lines. The header row is for screen readers: the caption and the row's shape say it all on screen. */
function LeaderTable({ board }: { board: LeaderBoard }) {
  return (
    <div className="leaders-board">
      <table className="leaders-table" data-stat={board.field.name}>
        <caption className="leaders-table__caption">
          {board.caption}
          {board.lowerIsBetter ? <span className="leaders-table__hint"> · lowest first</span> : null}
        </caption>
        <thead className="leaders-table__head">
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player and school</th>
            <th scope="col">Division</th>
            <th scope="col">{board.caption}</th>
          </tr>
        </thead>
        <tbody>
          {board.lines.map((line) => (
            <tr key={line.id} data-testid="leader-line">
              <td className="leaders-table__rank">{line.rank}</td>
              <th scope="row" className="leaders-table__player">
                <span className="leaders-table__name">{line.playerName}</span>
                <span className="visually-hidden">, </span>
                <span className="leaders-table__school">{line.schoolName}</span>
              </th>
              <td className="leaders-table__division">{line.division}</td>
              <td className="leaders-table__value">{line.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
