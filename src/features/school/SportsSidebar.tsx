import { Link } from 'react-router-dom';
import { MSG } from '../../shared/schemas/messages';
import type { SportChoice } from './schoolSports';

/** The school's sports; the choice lives in the URL (?sport=) so reload and Back keep it. */
export function SportsSidebar({ choices, selected }: { choices: readonly SportChoice[]; selected: string | null }) {
  return (
    <nav className="school-sports" aria-labelledby="school-sports-title">
      <h2 id="school-sports-title" className="school-sports__title">
        Sports
      </h2>
      {choices.length === 0 ? (
        <p className="school-sports__empty">{MSG.noSportsYet}</p>
      ) : (
        <ul className="school-sports__list">
          {choices.map((choice) => (
            <li key={choice.key}>
              <Link
                to={{ search: `?sport=${encodeURIComponent(choice.key)}` }}
                className="school-sports__link"
                aria-current={choice.key === selected ? 'page' : undefined}
              >
                {choice.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
