import { scoringFor } from '../../shared/catalog/scoring';
import type { GameDoc } from '../../shared/schemas/games.schema';
import type { Team } from '../../shared/scoring/score';
import type { TeamLogos } from './queries';
import { TeamLogo, logoOf } from './Scoreboard';
import { cellText, finalText, periodHeading, periodName, shownPeriods, sideOf } from './summary';

/** More columns than a phone shows at once (golf's nine holes): the table scrolls sideways, reachable by keyboard. */
const SCROLLS_FROM = 7;

/** 'Box Score': a row per team, a column per period of the sport, the final computed from them last. */
export function PeriodTable({ game, logos }: { game: GameDoc; logos: TeamLogos | null }) {
  const current = game.status === 'LIVE' ? game.period : undefined;
  const shown = shownPeriods(game.sport, game.score, current);
  // A line score (baseball, softball) reads innings, then R H E: runs are the final, hits and errors follow it.
  const periods = shown.filter((p) => !p.line);
  const line = shown.filter((p) => p.line);
  const scrolls = shown.length >= SCROLLS_FROM;
  const row = (team: Team, name: string) => (
    <tr key={team}>
      <th scope="row">
        <span className="period-table__team">
          <TeamLogo url={logoOf(logos, team)} sport={game.sport} size={24} />
          <span>{name}</span>
        </span>
      </th>
      {periods.map((p) => (
        <td key={p.key} className={p.key === current ? 'period-table__now' : undefined}>
          {cellText(sideOf(game, team)[p.key])}
        </td>
      ))}
      <td className="period-table__final">{finalText(game, team)}</td>
      {line.map((p) => (
        <td key={p.key}>{cellText(sideOf(game, team)[p.key])}</td>
      ))}
    </tr>
  );
  return (
    <section className="game-card game-box" aria-labelledby="box-score-title">
      <h2 id="box-score-title" className="game-card__title">
        Box Score
      </h2>
      <div
        className="period-table"
        data-testid="period-table"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': 'Box score (scrolls sideways)' } : {})}
      >
        <table>
          <caption className="visually-hidden">{`Scores by ${scoringFor(game.sport).periodName.toLowerCase()}`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Team</span>
              </th>
              {periods.map((p) => (
                <th key={p.key} scope="col" className={p.key === current ? 'period-table__now' : undefined}>
                  <abbr title={periodName(game.sport, p.key)}>{periodHeading(p)}</abbr>
                  {p.key === current ? <span className="visually-hidden"> (now)</span> : null}
                </th>
              ))}
              <th scope="col" className="period-table__final">
                {line.length > 0 ? <abbr title="Runs">R</abbr> : 'Final'}
              </th>
              {line.map((p) => (
                <th key={p.key} scope="col">
                  <abbr title={periodName(game.sport, p.key)}>{periodHeading(p)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row('home', game.homeSchoolName)}
            {row('away', game.awayName)}
          </tbody>
        </table>
      </div>
    </section>
  );
}
