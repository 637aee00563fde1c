import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { useSchoolOptions } from '../shared/queries';
import { SchoolScheduleCard } from './SchoolScheduleCard';
import '../shared/games.css';

/** docs/product/screens.md §11 Edit Schedule: school cards, sport buttons, games with 'Add Score' / 'Edit Score'. */
export function EditScheduleTab() {
  const schools = useSchoolOptions();
  return (
    <section className="admin-tab" aria-labelledby="edit-schedule-title">
      <h2 id="edit-schedule-title" className="admin-tab__title">
        Edit Schedule
      </h2>
      <p className="games-muted">Open a school, choose a sport, and add or edit a game's scores and notes.</p>
      {schools.status === 'loading' ? <p className="games-muted">Loading schools…</p> : null}
      {schools.status === 'error' ? (
        <p>
          {`Failed to load schools: ${schools.error.message}`} <Button onClick={schools.retry}>Try Again</Button>
        </p>
      ) : null}
      {schools.status === 'ready' && schools.data.length === 0 ? <p className="games-muted">{MSG.noSchools}</p> : null}
      {schools.status === 'ready' && schools.data.length > 0 ? (
        <ul className="school-cards" aria-label="Schools">
          {schools.data.map((school) => (
            <SchoolScheduleCard key={school.id} school={school} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
