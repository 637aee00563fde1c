import type { PlayDef } from '../../../shared/catalog/scoring';
import { scoringFor } from '../../../shared/catalog/scoring';
import type { Team } from '../../../shared/scoring/score';
import type { AdminGame } from '../shared/queries';
import { TEAMS, battingTeam, padPlays, playButtonLabel, sideWord, teamName } from './consoleModel';

export interface PlayPadsProps {
  game: AdminGame;
  /** 'Half 1': where the plays go. */
  periodText: string;
  onPlay(team: Team, play: PlayDef): void;
}

/** Baseball and softball: which team is at bat, said on its pad ('At bat', 'In the field'). */
const roleWord = (game: AdminGame, team: Team) => (team === battingTeam(game.half) ? 'At bat' : 'In the field');

/** One column of the sport's plays per team: one tap per scoring play, thumb-sized. */
export function PlayPads({ game, periodText, onPlay }: PlayPadsProps) {
  const halves = scoringFor(game.sport).halves === true;
  return (
    <div className="pads" role="group" aria-label={`Scoring plays, ${periodText}`}>
      {TEAMS.map((team) => (
        <div
          key={team}
          className={`pad pad--${team}`}
          role="group"
          aria-label={`${sideWord(team)} ${teamName(game, team)}${halves ? `, ${roleWord(game, team).toLowerCase()}` : ''}`}
        >
          <p className="pad__team" aria-hidden="true">
            {teamName(game, team)}
            {halves ? <span className="pad__role">{roleWord(game, team)}</span> : null}
          </p>
          {padPlays(game.sport, game.half, team).map((play) => (
            <button
              key={play.key}
              type="button"
              className="pad__play"
              aria-label={playButtonLabel(game, team, play)}
              onClick={() => onPlay(team, play)}
            >
              {/* A line-score play (a hit, an error) names its column: it adds no points. */}
              <span className="pad__value">{play.column ?? `+${play.value}`}</span>
              <span className="pad__label">{play.label}</span>
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
