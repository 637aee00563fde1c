import { useState } from 'react';
import { Link } from 'react-router-dom';
import { sportName } from '../../../shared/catalog/sports';
import { Button } from '../../../ui/Button';
import { QueryState, failedToLoad } from '../../../ui/QueryState';
import { formatTime } from '../shared/gameTime';
import { hasScore } from '../shared/gameSummary';
import { StatusBadge } from '../shared/StatusBadge';
import { finalsOf, shownScore } from './consoleModel';
import { useGamesToScore } from './queries';
import { consolePath } from '../shared/scoringRoutes';
import { gameInScope } from '../shared/mySchools';
import { useSchoolScope } from '../shared/useSchoolScope';
import './scoring.css';
import { zonedDayKey } from '../../../shared/zone';

/** A busy Saturday has dozens of games: the first few, more on request. */
const FIRST_SHOWN = 6;


/**
 * The top of the dashboard: today's and live games, each one tap from its scoring console
 * (courtside, the scorer's first need is the game being played).
 */
export function ScoreAGamePanel() {
  const games = useGamesToScore(zonedDayKey(new Date()));
  const [all, setAll] = useState(false);
  const scope = useSchoolScope();
  // A school scorekeeper scores its schools' games only (docs/product/rules.md §1).
  const list = games.status === 'ready' ? games.data.filter((game) => gameInScope(game, scope)) : [];
  const shown = all ? list : list.slice(0, FIRST_SHOWN);

  return (
    <section className="score-panel" aria-labelledby="score-panel-title">
      <h2 id="score-panel-title" className="score-panel__title">
        Score a game
      </h2>
      <QueryState result={games} placement="inline" className="score-panel__empty" loadingRole="none" loading="Loading today's games…" error={failedToLoad('games')}>
        {() => (list.length === 0 ? <p className="score-panel__empty">No live games and none scheduled for today. Add one in Add Game.</p> : null)}
      </QueryState>
      {shown.length > 0 ? (
        <ul className="score-panel__list" aria-label="Games to score">
          {shown.map((game) => {
            const finals = finalsOf(shownScore(game, []));
            return (
              <li key={game.id}>
                <Link className="score-panel__game" to={consolePath(game.id)} data-testid="score-a-game" data-game-id={game.id}>
                  <span className="score-panel__teams">{`${game.homeSchoolName} vs ${game.awayName}`}</span>
                  <span className="score-panel__meta">
                    <StatusBadge status={game.status} />
                    <span>{`${sportName(game.sport)} · ${formatTime(game.time)}`}</span>
                    {hasScore(game) ? <span className="score-panel__score">{`${finals.home} – ${finals.away}`}</span> : null}
                  </span>
                  <span className="score-panel__go" aria-hidden="true">
                    ›
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {list.length > FIRST_SHOWN && !all ? (
        <Button variant="secondary" className="score-panel__more" onClick={() => setAll(true)}>
          {`Show all ${list.length} games`}
        </Button>
      ) : null}
    </section>
  );
}
