import { Link } from 'react-router-dom';
import type { SchoolSummary } from './queries';
import { imageSrc } from '../../ui/imageSrc';

export function SchoolCard({ school }: { school: SchoolSummary }) {
  return (
    <li className="school-card" data-testid="school-card">
      <div className="school-card__logo">
        {school.logoUrl ? (
          <img src={imageSrc(school.logoUrl)} alt="" width="72" height="72" loading="lazy" />
        ) : (
          <span className="school-card__no-logo">No Logo</span>
        )}
      </div>
      <div className="school-card__body">
        <h2 className="school-card__name">{school.name}</h2>
        <p className="school-card__location">{school.location}</p>
      </div>
      <Link to={`/schools/${encodeURIComponent(school.id)}`} className="btn btn--secondary school-card__link">
        View School<span className="visually-hidden">{`: ${school.name}`}</span>
      </Link>
    </li>
  );
}
