import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import { listedSchools } from '../../shared/listedSchools';
import { liveQuery } from '../../data/liveQuery';

export interface MenuSchool {
  id: string;
  name: string;
  location: string;
  logoUrl?: string;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function sortByName<T extends { name: string }>(schools: readonly T[]): T[] {
  return [...schools].sort((a, b) => byName.compare(a.name, b.name) || a.name.localeCompare(b.name));
}

/** Every listed (not archived) school for the header dropdown, sorted by name, live. Read locally: no fetch delay. */
export const menuSchools$ = liveQuery('menuSchools', function menuSchools$(db: AppDatabase): Observable<MenuSchool[]> {
  return db.schools.find().$.pipe(
    map((docs) =>
      sortByName(listedSchools(docs).map((doc) => ({ id: doc.id, name: doc.name, location: doc.location, logoUrl: doc.logoUrl || undefined }))),
    ),
  );
});
