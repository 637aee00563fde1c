import type { ComputedScore } from '../../../shared/scoring/score';
import type { AdminGame } from '../shared/queries';
import { StatusBadge } from '../shared/StatusBadge';
import { TEAMS, finalsOf, sideWord, teamName } from './consoleModel';

export interface ScoreboardProps {
  game: AdminGame;
  score: ComputedScore;
  /** 'Half 2', shown while the game is LIVE. */
  periodText: string | null;
}

/** The score, large enough to read at arm's length in a loud gym; screen readers hear each change. */
export function Scoreboard({ game, score, periodText }: ScoreboardProps) {
  const finals = finalsOf(score, game.status === 'LIVE' || game.status === 'FINAL');
  return (
    <section className="scoreboard" aria-label="Score">
      <div className="scoreboard__teams" aria-live="polite" aria-atomic="true" data-testid="console-score">
        {TEAMS.map((team) => (
          <div key={team} className={`scoreboard__team scoreboard__team--${team}`}>
            <span className="scoreboard__side">{sideWord(team)}</span>
            <span className="scoreboard__name">{teamName(game, team)}</span>
            <span className="scoreboard__points" data-testid={`console-score-${team}`}>
              {finals[team]}
            </span>
          </div>
        ))}
      </div>
      <p className="scoreboard__state">
        <StatusBadge status={game.status} />
        {periodText ? <span data-testid="console-period">{periodText}</span> : null}
      </p>
    </section>
  );
}
