
export interface FollowButtonProps {
  /** The team as a fan names it ('Ridge High Football', 'Ridge High'): part of the button's name. */
  team: string;
  /**
   * What the eye reads after 'Follow' where several buttons stand side by side (a game's two
   * teams: 'Follow Ridge High'); alone on its page (a school's, a team's card) the button reads 'Follow'.
   */
  shown?: string;
  followed: boolean;
  onToggle(): void;
  className?: string;
}

/**
 * My Teams' toggle (issue 17): a real button, pressed while the team is followed. Its name stays
 * 'Follow {team}' whatever the state (a toggle says its state by being pressed); the eye reads
 * 'Follow' or 'Following', then `shown` when given ('Follow {shown}' begins the name).
 */
export function FollowButton({ team, shown, followed, onToggle, className }: FollowButtonProps) {
  return (
    <button type="button" className={`follow-button${className ? ` ${className}` : ''}`} aria-pressed={followed} onClick={onToggle}>
      <span className="follow-button__star" aria-hidden="true">
        {followed ? '★' : '☆'}
      </span>
      <span aria-hidden="true">{`${followed ? 'Following' : 'Follow'}${shown ? ` ${shown}` : ''}`}</span>
      <span className="visually-hidden">{`Follow ${team}`}</span>
    </button>
  );
}
