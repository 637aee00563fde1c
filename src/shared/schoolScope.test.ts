import { describe, expect, it } from 'vitest';
import { nameRegex, schoolSeasonChangesSelector, schoolSeasonSelector } from './schoolScope';

describe('nameRegex', () => {
  const matches = (name: string, text: string) => new RegExp(nameRegex(name)).test(text);

  it('matches the whole name in any case, with spaces around', () => {
    expect(matches('Lincoln High', 'Lincoln High')).toBe(true);
    expect(matches('Lincoln High', '  lincoln HIGH ')).toBe(true);
    expect(matches('Lincoln High', 'Lincoln High Annex')).toBe(false);
    expect(matches('Lincoln High', 'North Lincoln High')).toBe(false);
    expect(matches('Lincoln High', 'LincolnHigh')).toBe(false);
  });

  it("takes a name's regular-expression characters as themselves", () => {
    expect(matches('St. Mary (North) [A+B]', 'st. mary (north) [a+b]')).toBe(true);
    expect(matches('St. Mary (North) [A+B]', 'StX Mary (North) [A+B]')).toBe(false);
    expect(matches('A|B', 'A')).toBe(false);
    expect(matches('Côte-Nord', 'Côte-Nord')).toBe(true);
  });

  it('uses no flags, so PCRE (Apache CouchDB) reads it as JavaScript does', () => {
    expect(nameRegex('Ab')).toBe('^\\s*[Aa][Bb]\\s*$');
  });
});

describe('school selectors', () => {
  const school = { id: 'sch-1', name: 'Lincoln High' };

  it("narrow a season's read to the school: rosters by id, stat lines by name as school or team", () => {
    expect(schoolSeasonSelector('rosters', school, '2026-27')).toEqual({ season: { $gte: '2026-2027', $lte: '2026-27' }, schoolId: 'sch-1' });
    const lines = schoolSeasonSelector('playerStats', school, '2026-27');
    expect(lines.$or).toEqual([{ schoolName: { $regex: nameRegex(school.name) } }, { teamName: { $regex: nameRegex(school.name) } }]);
    expect(schoolSeasonSelector('playerGameLines', school, '2026-27').$or).toEqual([{ schoolId: 'sch-1' }, { schoolName: { $regex: nameRegex(school.name) } }]);
    expect(() => schoolSeasonSelector('games', school, '2026-27')).toThrow(/not held per school/);
  });

  it('hear of documents that left the season and of deletions', () => {
    expect(schoolSeasonChangesSelector('rosters', school, '2026-27').$or).toEqual([
      schoolSeasonSelector('rosters', school, '2026-27'),
      { movedFrom: { $elemMatch: { $eq: '2026-27' } } },
      { _deleted: true },
    ]);
  });
});
