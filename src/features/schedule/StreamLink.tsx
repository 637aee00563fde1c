import { streamHref } from '../../shared/links';

/**
 * 'Watch Stream' opens the game's stream in a new tab. Without one the spec
 * still shows a placeholder link: it goes nowhere and says so.
 */
export function StreamLink({ url, gameName }: { url?: string; gameName: string }) {
  const href = streamHref(url);
  if (!href) {
    return (
      <a
        href="#"
        className="btn stream-link stream-link--disabled"
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
      >
        Stream coming soon<span className="visually-hidden">{`: ${gameName}`}</span>
      </a>
    );
  }
  return (
    <a href={href} className="btn btn--primary stream-link" target="_blank" rel="noopener noreferrer">
      Watch Stream<span className="visually-hidden">{`: ${gameName} (opens in a new tab)`}</span>
    </a>
  );
}
