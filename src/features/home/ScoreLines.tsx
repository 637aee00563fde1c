import { getSport } from '../../shared/catalog/sports';
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
