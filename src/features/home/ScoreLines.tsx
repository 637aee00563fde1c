import type { ReactNode } from 'react';
import { defaultImageFor } from '../../shared/catalog/images';
import { getSport } from '../../shared/catalog/sports';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { GameLink } from '../../ui/GameLink';
import { lowerScoreWins } from '../../shared/catalog/periods';
import { scoreText, winningSide } from './scores';

type ScoreCell = number | string | null | undefined;

export interface ScoreLinesProps {
  sport?: string;
  home: string;
  away: string;
  homeScore: ScoreCell;
  awayScore: ScoreCell;
  /** Emphasise the winner (final games). */
  showWinner: boolean;
}

/** Both teams with their scores, home first; the winner of a final game in bold. */
export function ScoreLines({ sport, home, away, homeScore, awayScore, showWinner }: ScoreLinesProps) {
  const winner = showWinner ? winningSide(homeScore, awayScore, lowerScoreWins(sport)) : null;
  const line = (name: string, score: ScoreCell, side: 'home' | 'away') => (
    <p className={`score-line${winner === side ? ' score-line--winner' : ''}`}>
      <span className="score-line__team">{name}</span>
      <span className="score-line__score">{scoreText(score)}</span>
      {winner === side ? <span className="visually-hidden"> (won)</span> : null}
    </p>
  );
  return (
    <div className="score-lines">
      {line(home, homeScore, 'home')}
      {line(away, awayScore, 'away')}
    </div>
  );
}

/** The sport's display name, or the stored key for a sport we do not know. */
export function sportLabel(sport: string | undefined): string {
  return getSport(sport)?.name ?? sport ?? '';
}

/**
 * A game's card on the home page (the recent finals, My Teams): its sport, day, both teams with
 * their scores once it has started, the venue of one to come, and the link to its page.
 * `badge`: the state word before the sport (My Teams' Live / Next / Latest).
 */
export function GameScoreCard({ game, when, badge, testId, kind }: { game: GameDoc; when: string; badge?: ReactNode; testId: string; kind?: string }) {
  const scored = game.status !== 'UPCOMING';
  return (
    <li className="score-card has-game-link" data-testid={testId} data-kind={kind}>
      <p className="score-card__top">
        {badge}
        <img src={defaultImageFor(game.sport)} alt="" width="20" height="20" className="score-card__icon" />
        <span className="score-card__sport">{sportLabel(game.sport)}</span>
        <time className="score-card__date" dateTime={game.time}>
          {when}
        </time>
      </p>
      <ScoreLines
        sport={game.sport}
        home={game.homeSchoolName}
        away={game.awayName}
        homeScore={scored ? game.score?.home?.final : ''}
        awayScore={scored ? game.score?.away?.final : ''}
        showWinner={game.status === 'FINAL'}
      />
      {scored ? null : <p className="score-card__location">{game.location}</p>}
      <GameLink gameId={game.id} home={game.homeSchoolName} away={game.awayName} when={when} />
    </li>
  );
}
