import type { SchoolGame } from './schoolSchedule';
import { scoreText, visiblePeriods } from './schoolSchedule';

/** The period line score of a game in the schedule, one row per team, this school first. */
export function PeriodScores({ game }: { game: SchoolGame }) {
  const { team, opponent } = game;
  const periods = visiblePeriods(game.sport, team.score, opponent.score);
  return (
    <div className="school-periods">
      <table className="school-score">
        <caption className="visually-hidden">{`Scores by period: ${team.name} vs ${opponent.name}`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Team</span>
            </th>
            {periods.map((p) => (
              <th key={p.key} scope="col">
                {p.label.length > 4 ? <abbr title={p.label}>{p.key}</abbr> : p.label}
              </th>
            ))}
            <th scope="col" className="school-score__final">
              <span aria-hidden="true">F</span>
              <span className="visually-hidden">Final</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {[team, opponent].map((side, i) => (
            <tr key={i}>
              <th scope="row">
                <span className="school-score__team">{side.name}</span>
              </th>
              {periods.map((p) => (
                <td key={p.key}>{scoreText(side.score[p.key])}</td>
              ))}
              <td className="school-score__final">{scoreText(side.score.final)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
