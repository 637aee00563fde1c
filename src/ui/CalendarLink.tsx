import { useSyncExternalStore } from 'react';
import { webcalUrl } from '../shared/calendarLinks';
import './share.css';

/**
 * 'Add to calendar': a feed calendar apps subscribe to (webcal:, kept current as games change),
 * and the same feed as an .ics file for those that only import. `path`: a feed of
 * src/shared/calendarLinks.ts; `what`: whose games, for screen readers ("Harborview's games").
 */
const noChanges = () => () => {};
const pageOrigin = () => window.location.origin;
const onServer = () => '';

export function CalendarLink({ path, what, tone = 'light' }: { path: string; what: string; tone?: 'dark' | 'light' }) {
  // The server's page (which the app hydrates) links the feed's path; the app then the webcal: address.
  const origin = useSyncExternalStore(noChanges, pageOrigin, onServer);
  return (
    <span className={`share share--${tone} calendar-link`}>
      {/* Named by aria-label: a flex button's hidden span would be read as a word of its own. */}
      <a className="btn share__button" href={webcalUrl(origin, path)} aria-label={`Add to calendar: ${what}`}>
        Add to calendar
      </a>
      <a className="calendar-link__file" href={path} download>
        .ics file<span className="visually-hidden">{` of ${what}`}</span>
      </a>
    </span>
  );
}
