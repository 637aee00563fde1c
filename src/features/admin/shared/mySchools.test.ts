import { describe, expect, it } from 'vitest';
import { gameInScope, mayDelete, mayUseSchoolName, schoolNamesInScope, schoolsInScope } from './mySchools';

const SCHOOLS = [
  { id: 'a', name: 'Harborview High School' },
  { id: 'b', name: 'Maple Ridge Academy' },
  { id: 'c', name: 'Cedar Point High' },
];
const keeper = { role: 'scorekeeper' as const, schools: ['a', 'c'] };
const admin = { role: 'admin' as const, schools: [] };

describe('what a form offers each role (docs/product/rules.md §1)', () => {
  it('offers an association admin every school', () => {
    expect(schoolsInScope(SCHOOLS, admin)).toEqual(SCHOOLS);
    expect(schoolNamesInScope(SCHOOLS, admin)).toBeNull();
    expect(mayUseSchoolName('Anything', null)).toBe(true);
  });

  it('offers a school scorekeeper only its own schools, in the list\'s order', () => {
    expect(schoolsInScope(SCHOOLS, keeper).map((s) => s.id)).toEqual(['a', 'c']);
    expect(schoolNamesInScope(SCHOOLS, keeper)).toEqual(['Harborview High School', 'Cedar Point High']);
  });

  it('offers a scorekeeper whose schools are not on the device yet nothing', () => {
    expect(schoolsInScope(SCHOOLS, { role: 'scorekeeper', schools: ['z'] })).toEqual([]);
    expect(schoolsInScope(SCHOOLS, { role: 'scorekeeper', schools: [] })).toEqual([]);
  });

  it('lets a scorekeeper name only its own schools in player stats (exact names, trimmed)', () => {
    const allowed = schoolNamesInScope(SCHOOLS, keeper);
    expect(mayUseSchoolName('  Cedar Point High ', allowed)).toBe(true);
    expect(mayUseSchoolName('Maple Ridge Academy', allowed)).toBe(false);
    expect(mayUseSchoolName('cedar point high', allowed)).toBe(false);
  });
});

describe('which games a scorekeeper may edit', () => {
  it('those its schools play by id, home or away; an admin any', () => {
    expect(gameInScope({ homeSchoolId: 'a', awaySchoolId: 'b' }, keeper)).toBe(true);
    expect(gameInScope({ homeSchoolId: 'b', awaySchoolId: 'c' }, keeper)).toBe(true);
    expect(gameInScope({ homeSchoolId: 'b' }, keeper)).toBe(false);
    // Its school typed as the away side's name only: the server would refuse the edit.
    expect(gameInScope({ homeSchoolId: 'b', awaySchoolId: undefined }, keeper)).toBe(false);
    expect(gameInScope({ homeSchoolId: 'b' }, admin)).toBe(true);
  });

  it('a scorekeeper deletes nothing', () => {
    expect(mayDelete(keeper)).toBe(false);
    expect(mayDelete(admin)).toBe(true);
  });
});
