import { schoolDeleteFootprint } from '../../../shared/schemas/adminMessages';
import type { AdminSchoolRow } from './queries';
import { useSchoolFootprint } from './queries';

/** Under the delete question: what goes with the school (issue 38), counted live on this device. */
export function SchoolDeleteDetails({ school }: { school: AdminSchoolRow }) {
  const footprint = useSchoolFootprint(school);
  if (footprint.status !== 'ready') return <p>Counting its games, rosters and stats lines…</p>;
  return (
    <div data-testid="school-delete-footprint">
      {schoolDeleteFootprint(school.name, footprint.data).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
