import { Link } from 'react-router-dom';
import { gamePath } from '../shared/links';
import './ui.css';

/**
 * The link from a game's card or row to the game's page (/games/{id}). It covers the whole
 * card (the card gets the class `has-game-link`), so a tap anywhere on it opens the game, and
 * the card's own layout stays as it was; the card's other controls (a stream link, a button)
 * sit above it. Its name says which game: 'View game: Harborview vs Maple Ridge'.
 */
export function GameLink({ gameId, home, away, when }: { gameId: string; home: string; away: string; when?: string }) {
  return (
    <Link to={gamePath(gameId)} className="game-link">
      <span className="visually-hidden">{`View game: ${home} vs ${away}${when ? `, ${when}` : ''}`}</span>
    </Link>
  );
}
