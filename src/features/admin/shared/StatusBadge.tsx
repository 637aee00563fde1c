import type { GameStatus } from '../../../shared/schemas/games.schema';

export function StatusBadge({ status }: { status: GameStatus }) {
  return (
    <span className={`status-badge status-badge--${status.toLowerCase()}`} data-testid="game-status">
      {status}
    </span>
  );
}
