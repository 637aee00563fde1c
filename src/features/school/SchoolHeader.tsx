import type { SchoolDetail } from './queries';
import { SchoolFollow } from './SchoolFollow';
import { imageSrc } from '../../ui/imageSrc';

export function SchoolHeader({ school }: { school: SchoolDetail }) {
  return (
    <div className="school-hero">
      <div className="school-hero__logo">
        {school.logoUrl ? (
          <img src={imageSrc(school.logoUrl)} alt={`${school.name} logo`} width="96" height="96" />
        ) : (
          <span className="school-hero__placeholder" aria-hidden="true">
            LOGO
          </span>
        )}
      </div>
      <div className="school-hero__text">
        <h1 className="school-hero__name">{school.name}</h1>
        <p className="school-hero__location">{school.location}</p>
      </div>
      <div className="school-hero__actions">
        <SchoolFollow schoolId={school.id} team={school.name} />
      </div>
    </div>
  );
}
