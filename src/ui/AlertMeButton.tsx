import './share.css';

export type AlertMeButtonStatus = 'off' | 'asking' | 'on' | 'blocked' | 'unsupported';

/** What the line beside the button says, by state ('what': whose games, "these teams' games", "Harborview's games"). */
export function alertMeNote(status: AlertMeButtonStatus, mode: 'push' | 'page' | null, what: string): string {
  if (status === 'on') {
    return mode === 'push'
      ? `Alerts on: you'll be told when ${what} start, score and end, with the app closed too.`
      : `Alerts on while the app is open: this browser has no push service.`;
  }
  if (status === 'blocked') return "Notifications are blocked for this site. Allow them in the browser's settings to get alerts.";
  return '';
}

/**
 * 'Alert me' (a toggle): notifications for a game's or a school's teams. The state and the tap
 * come from src/data/alerts/useAlertMe.ts (a component gets its data as props).
 */
export function AlertMeButton({ status, mode, onToggle, what, tone = 'light' }: {
  status: AlertMeButtonStatus;
  mode: 'push' | 'page' | null;
  onToggle(): void;
  what: string;
  tone?: 'dark' | 'light';
}) {
  if (status === 'unsupported') return null;
  const on = status === 'on';
  const label = on ? 'Alerts on' : 'Alert me';
  return (
    <span className={`share share--${tone}`}>
      <button
        type="button"
        className="btn share__button"
        aria-label={`${label}: ${what}`}
        aria-pressed={on}
        aria-busy={status === 'asking' || undefined}
        disabled={status === 'asking'}
        onClick={onToggle}
      >
        {label}
      </button>
      <span className="share__said" role="status">
        {alertMeNote(status, mode, what)}
      </span>
    </span>
  );
}
