import { combineLatest, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import { normalizeSportKey, sportName } from '../../shared/catalog/sports';
import { listedSchools } from '../../shared/listedSchools';
import type { SearchEntry } from './searchIndex';
import { foldText } from './searchIndex';
import { liveQuery } from '../../data/liveQuery';

/** Everything search can find, from the device's database: the schools, their teams, the current articles. */
export const searchEntries$ = liveQuery('searchEntries', function searchEntries$(db: AppDatabase): Observable<SearchEntry[]> {
  return combineLatest([db.schools.find().$, db.articles.find({ selector: { archived: false } }).$]).pipe(
    map(([schools, articles]) => {
      const entries: SearchEntry[] = [];
      // An archived school is off the public lists (issue 38); its games still name it.
      for (const school of listedSchools(schools)) {
        const path = `/schools/${encodeURIComponent(school.id)}`;
        entries.push({ kind: 'school', id: school.id, label: school.name, detail: school.location, href: path, text: foldText(`${school.name} ${school.location}`) });
        for (const sport of new Set(school.sports.map((key) => normalizeSportKey(key) ?? key))) {
          const label = `${school.name} ${sportName(sport)}`;
          entries.push({ kind: 'team', id: `${school.id}:${sport}`, label, detail: school.location, href: `${path}?sport=${encodeURIComponent(sport)}`, text: foldText(label) });
        }
      }
      for (const article of articles) {
        entries.push({
          kind: 'article',
          id: article.id,
          label: article.title,
          detail: article.category,
          href: `/articles/${encodeURIComponent(article.id)}`,
          text: foldText(`${article.title} ${article.category}`),
        });
      }
      return entries;
    }),
  );
});
