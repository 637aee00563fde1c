import type { ComputedScore } from '../../../shared/scoring/score';
import type { AdminGame } from '../shared/queries';
import { StatusBadge } from '../shared/StatusBadge';
import { TEAMS, finalsOf, sideWord, teamName } from './consoleModel';

export interface ScoreboardProps {
  game: AdminGame;
  score: ComputedScore;
  /** 'Half 2', shown while the game is LIVE. */
  periodText: string | null;
  /**
   * Volleyball: the set being played, whose points are the large figures (issue 39: at 10-7 in
   * set 2 the scorer reads 10 and 7), the sets won beside them. Null: the final is the large figure.
   */
  setPoints?: string | null;
}

const cellText = (value: unknown) => (typeof value === 'number' ? String(value) : '0');

/** The score, large enough to read at arm's length in a loud gym; screen readers hear each change. */
export function Scoreboard({ game, score, periodText, setPoints = null }: ScoreboardProps) {
  const finals = finalsOf(score, game.status === 'LIVE' || game.status === 'FINAL');
  return (
    <section className="scoreboard" aria-label="Score">
      <div className="scoreboard__teams" aria-live="polite" aria-atomic="true" data-testid="console-score">
        {TEAMS.map((team) => (
          <div key={team} className={`scoreboard__team scoreboard__team--${team}`}>
            <span className="scoreboard__side">{sideWord(team)}</span>
            <span className="scoreboard__name">{teamName(game, team)}</span>
            {setPoints ? (
              <>
                <span className="scoreboard__points" data-testid={`console-set-${team}`} aria-label={`${cellText(score[team][setPoints])} points in ${periodText ?? 'this set'}`}>
                  {cellText(score[team][setPoints])}
                </span>
                <span className="scoreboard__sets" data-testid={`console-score-${team}`} aria-label={`${finals[team]} sets won`}>
                  {`Sets ${finals[team]}`}
                </span>
              </>
            ) : (
              <span className="scoreboard__points" data-testid={`console-score-${team}`}>
                {finals[team]}
              </span>
            )}
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
