import { Link } from 'react-router-dom';
import { sportName } from '../../../shared/catalog/sports';
import { Button } from '../../../ui/Button';
import { formatDate, formatTime } from '../shared/gameTime';
import { scoreLine } from '../shared/gameSummary';
import type { AdminGame } from '../shared/queries';
import { StatusBadge } from '../shared/StatusBadge';
import { consolePath } from '../shared/scoringRoutes';
import { InlineScoreEditor } from './InlineScoreEditor';

export interface ActiveGameCardProps {
  game: AdminGame;
  editing: boolean;
  onEdit(): void;
  onClose(): void;
  /** Absent: this account deletes nothing (a school scorekeeper). */
  onDelete?: () => void;
  onSubmitted(message: string): void;
}

/** The stream link fans get, or the placeholder shown when the game has none (docs/product/rules.md §2). */
function StreamPreview({ url }: { url?: string }) {
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        Watch Stream<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return <span className="games-muted" data-testid="stream-placeholder">Stream coming soon (placeholder link)</span>;
}

export function ActiveGameCard({ game, editing, onEdit, onClose, onDelete, onSubmitted }: ActiveGameCardProps) {
  const title = `${game.homeSchoolName} vs ${game.awayName}`;
  return (
    <li className={`game-card${editing ? ' game-card--editing' : ''}`} data-testid="active-game" data-game-id={game.id}>
      <div className="game-card__head">
        <p className="game-card__title">{title}</p>
        <StatusBadge status={game.status} />
      </div>
      <p className="game-card__meta">
        {`${sportName(game.sport)} · ${formatDate(game.time)} · ${formatTime(game.time)} · ${game.location}`}
      </p>
      <p className="game-card__score" data-testid="game-score">
        {scoreLine(game)}
      </p>
      <p className="game-card__meta">
        <StreamPreview url={game.url} />
      </p>
      {editing ? (
        <InlineScoreEditor game={game} onSubmitted={onSubmitted} onClose={onClose} />
      ) : (
        <div className="game-card__actions">
          <Link className="btn btn--primary" to={consolePath(game.id)} aria-label={`Score live: ${title}`}>
            Score live
          </Link>
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit score: ${title}`}>
            Edit Score
          </Button>
          {onDelete ? (
            <Button variant="danger" onClick={onDelete} aria-label={`Delete game: ${title}`}>
              Delete
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
