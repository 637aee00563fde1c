import { MSG } from '../../../shared/schemas/adminMessages';
import { QueryState, failedToLoad } from '../../../ui/QueryState';
import { schoolsInScope } from '../shared/mySchools';
import { useSchoolOptions } from '../shared/queries';
import { useSchoolScope } from '../shared/useSchoolScope';
import { SchoolScheduleCard } from './SchoolScheduleCard';
import '../shared/games.css';

/** docs/product/screens.md §11 Edit Schedule: school cards, sport buttons, games with 'Add Score' / 'Edit Score'. */
export function EditScheduleTab() {
  const schools = useSchoolOptions();
  const scope = useSchoolScope();
  const keeper = scope?.role === 'scorekeeper';
  return (
    <section className="admin-tab" aria-labelledby="edit-schedule-title">
      <h2 id="edit-schedule-title" className="admin-tab__title">
        Edit Schedule
      </h2>
      <p className="games-muted">Open a school, choose a sport, and add or edit a game's scores and notes.</p>
      {keeper ? <p className="games-muted" data-testid="only-your-schools">{MSG.onlyYourSchools}</p> : null}
      <QueryState result={schools} placement="inline" loadingClassName="games-muted" loadingRole="none" loading="Loading schools…" error={failedToLoad('schools')}>
        {(all) => {
          // A scorekeeper's cards: its schools only, so every game listed is one it may edit.
          const list = schoolsInScope(all, scope);
          return list.length === 0 ? (
            <p className="games-muted">{keeper && all.length > 0 ? MSG.noSchoolsOfYours : MSG.noSchools}</p>
          ) : (
            <ul className="school-cards" aria-label="Schools">
              {list.map((school) => (
                <SchoolScheduleCard key={school.id} school={school} />
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
