import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import type { QueryResult } from '../../../data/useRxQuery';
import { useRxQuery } from '../../../data/useRxQuery';

export interface AdminSchoolRow {
  id: string;
  name: string;
  location: string;
  logoUrl?: string;
}

/** docs/product/rules.md §11: the admin list shows the newest school first. */
export function schoolsNewestFirst$(db: AppDatabase): Observable<AdminSchoolRow[]> {
  return db.schools.find().$.pipe(
    map((docs) =>
      [...docs]
        .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0) || a.name.localeCompare(b.name))
        .map((doc) => ({ id: doc.id, name: doc.name, location: doc.location, logoUrl: doc.logoUrl || undefined })),
    ),
  );
}

export function useAdminSchools(): QueryResult<AdminSchoolRow[]> {
  return useRxQuery(schoolsNewestFirst$);
}
