import type { GameResult } from '../../shared/results';
import type { GameStatus } from '../../shared/schemas/games.schema';

const RESULT: Record<GameResult, [tone: string, word: string]> = {
  W: ['win', 'Win'],
  L: ['loss', 'Loss'],
  T: ['tie', 'Tie'],
};

export function GameStatusBadge({ status }: { status: GameStatus }) {
  return <span className={`school-badge school-badge--${status.toLowerCase()}`}>{status}</span>;
}

export function GameResultBadge({ result }: { result: GameResult }) {
  const [tone, word] = RESULT[result];
  return (
    <span className={`school-badge school-badge--${tone}`} data-testid="game-result">
      <span aria-hidden="true">{result}</span>
      <span className="visually-hidden">{word}</span>
    </span>
  );
}
