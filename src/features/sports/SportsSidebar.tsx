import { Link, useLocation } from 'react-router-dom';
import { STANDINGS_SPORT_KEYS, sportName } from '../../shared/catalog/sports';

/** The sports of docs/product/screens.md §5 as links: the query parameter is the state, so a choice survives reload and sharing. */
export function SportsSidebar({ selected }: { selected: string | null }) {
  // A search-only link would resolve against the route and add a trailing slash: keep the page's own path.
  const { pathname } = useLocation();
  return (
    <nav className="sports-nav" aria-label="Sports">
      <ul className="sports-nav__list">
        {STANDINGS_SPORT_KEYS.map((key) => (
          <li key={key}>
            <Link
              to={{ pathname, search: `?selectedSport=${encodeURIComponent(key)}` }}
              className="sports-nav__link"
              aria-current={key === selected ? 'page' : undefined}
            >
              {sportName(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
