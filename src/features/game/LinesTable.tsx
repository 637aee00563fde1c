import type { GameDoc } from '../../shared/schemas/games.schema';
import { SETS_PER_LINE } from '../../shared/catalog/periods';
import { tennisLines } from '../../shared/scoring/tennis';

const SETS = Array.from({ length: SETS_PER_LINE }, (_, i) => i + 1);

/**
 * Tennis (issue 39): the dual's lines, a row each, with each set's games (home first; the third
 * set a match tiebreak) and the line's winner. The team score, the lines won, is the scoreboard's.
 */
export function LinesTable({ game }: { game: GameDoc }) {
  const lines = tennisLines({ home: game.score?.home, away: game.score?.away });
  const winnerName = (team: 'home' | 'away') => (team === 'home' ? game.homeSchoolName : game.awayName);
  return (
    <section className="game-card game-box" aria-labelledby="lines-title">
      <h2 id="lines-title" className="game-card__title">
        Lines
      </h2>
      <div className="period-table lines-table" data-testid="lines-table">
        <table>
          <caption className="visually-hidden">{`Each line's set scores, ${game.homeSchoolName} first, and its winner`}</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              {SETS.map((set) => (
                <th key={set} scope="col">{`Set ${set}`}</th>
              ))}
              <th scope="col">Won by</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.line.key} data-testid={`lines-row-${line.line.key}`}>
                <th scope="row">{line.line.label}</th>
                {SETS.map((set) => {
                  const played = line.sets.find((s) => s.set === set);
                  return <td key={set}>{played ? `${played.home}-${played.away}` : '–'}</td>;
                })}
                <td className="lines-table__winner">{line.winner ? winnerName(line.winner) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
