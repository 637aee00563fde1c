import { MSG } from '../../../shared/schemas/adminMessages';
import { QueryState, failedToLoad } from '../../../ui/QueryState';
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
      <QueryState result={schools} placement="inline" loadingClassName="games-muted" loadingRole="none" loading="Loading schools…" error={failedToLoad('schools')}>
        {(list) =>
          list.length === 0 ? (
            <p className="games-muted">{MSG.noSchools}</p>
          ) : (
            <ul className="school-cards" aria-label="Schools">
              {list.map((school) => (
                <SchoolScheduleCard key={school.id} school={school} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
