import type { ComputedScore } from '../../../shared/scoring/score';
import { lineSetOf, tennisLines } from '../../../shared/scoring/tennis';
import type { AdminGame } from '../shared/queries';
import { lineSetsText, setsText, teamName } from './consoleModel';

export interface LinePickerProps {
  game: AdminGame;
  score: ComputedScore;
  /** The period being played ('s1-2'): its line is the one picked. */
  current: string;
  onPick(line: string): void;
}

/**
 * Tennis (issue 39): the dual's six lines, each with its set scores and, once decided, its winner.
 * One tap picks the line whose games the pads below count (in the set it is playing).
 */
export function LinePicker({ game, score, current, onPick }: LinePickerProps) {
  const picked = lineSetOf(current)?.line.key;
  return (
    <div className="lines" role="group" aria-label="Lines">
      {tennisLines(score).map((line) => (
        <button
          key={line.line.key}
          type="button"
          className="lines__button"
          data-testid={`line-${line.line.key}`}
          aria-pressed={line.line.key === picked}
          onClick={() => {
            if (line.line.key !== picked) onPick(line.line.key);
          }}
        >
          <span className="lines__name">{line.line.label}</span>
          <span className="lines__sets">{lineSetsText(line)}</span>
          {line.winner ? <span className="lines__winner">{`${teamName(game, line.winner)} ${setsText(line)}`}</span> : null}
        </button>
      ))}
    </div>
  );
}
