import { useMemo } from 'react';
import { scoringFor } from '../../shared/catalog/scoring';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { playerBox, playerLabel } from '../../shared/scoring/credits';
import type { Team } from '../../shared/scoring/score';
import type { SummaryState } from './queries';

/**
 * 'Player Box Score' (issue 39): each team's players credited with plays, their points and each
 * kind of the sport's plays, from the game's scoring log. Shown once a play is credited.
 */
export function PlayerBoxScore({ game, summary }: { game: GameDoc; summary: SummaryState }) {
  const entries = summary.status === 'ready' ? summary.entries : null;
  const box = useMemo(() => (entries ? playerBox(game.sport, entries) : null), [entries, game.sport]);
  if (!box || (box.home.length === 0 && box.away.length === 0)) return null;
  const plays = scoringFor(game.sport).plays;
  const team = (side: Team, name: string) =>
    box[side].length === 0 ? null : (
      // Many plays (football's five): the table may scroll sideways on a phone, reachable by keyboard.
      <div key={side} className="player-box__team" {...(plays.length >= 4 ? { tabIndex: 0, role: 'region', 'aria-label': `${name}: player box score (scrolls sideways)` } : {})}>
        <table className="player-box__table" data-testid={`player-box-${side}`}>
          <caption>{name}</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              {plays.map((play) => (
                <th key={play.key} scope="col">
                  {play.label}
                </th>
              ))}
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {box[side].map((line) => (
              <tr key={playerLabel(line.player)}>
                <th scope="row">{playerLabel(line.player)}</th>
                {plays.map((play) => (
                  <td key={play.key}>{line.plays[play.key] ?? 0}</td>
                ))}
                <td className="player-box__points">{line.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className="game-card player-box" aria-labelledby="player-box-title">
      <h2 id="player-box-title" className="game-card__title">
        Player Box Score
      </h2>
      {team('home', game.homeSchoolName)}
      {team('away', game.awayName)}
    </section>
  );
}
