import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import { listedSchools } from '../../shared/listedSchools';
import { liveQuery } from '../../data/liveQuery';

export interface SchoolSummary {
  id: string;
  name: string;
  location: string;
  logoUrl?: string;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function sortSchoolsByName<T extends { name: string }>(schools: readonly T[]): T[] {
  return [...schools].sort((a, b) => byName.compare(a.name, b.name));
}

/** Every listed (not archived) school, sorted by name, live: a school an admin adds elsewhere appears by itself. */
export const schoolsByName$ = liveQuery('schoolsByName', function schoolsByName$(db: AppDatabase): Observable<SchoolSummary[]> {
  return db.schools.find().$.pipe(
    map((docs) =>
      sortSchoolsByName(
        listedSchools(docs).map((doc) => ({ id: doc.id, name: doc.name, location: doc.location, logoUrl: doc.logoUrl || undefined })),
      ),
    ),
  );
});
