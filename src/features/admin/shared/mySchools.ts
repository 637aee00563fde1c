import type { AccountRole } from '../../../data/auth/session';

/**
 * What a form offers each role (docs/product/rules.md §1): an association admin every school, a
 * school scorekeeper only its own. The server refuses the rest anyway; the forms do not offer it.
 */
export interface SchoolScope {
  role: AccountRole;
  schools: readonly string[];
}

/** The schools (by id) a form offers: all of them for an admin, the scorekeeper's own for a scorekeeper. */
export function schoolsInScope<T extends { id: string }>(schools: readonly T[], scope: SchoolScope | null): readonly T[] {
  if (!scope || scope.role !== 'scorekeeper') return schools;
  const mine = new Set(scope.schools);
  return schools.filter((school) => mine.has(school.id));
}

/** Player stats name their school (the server compares names exactly): the names a scorekeeper may use; null for an admin (any). */
export function schoolNamesInScope(schools: readonly { id: string; name: string }[], scope: SchoolScope | null): string[] | null {
  if (!scope || scope.role !== 'scorekeeper') return null;
  return schoolsInScope(schools, scope).map((school) => school.name);
}

/** True when `name` (typed, trimmed) is a school this scope may write stats for. */
export function mayUseSchoolName(name: string, allowed: readonly string[] | null): boolean {
  return allowed === null || allowed.includes(name.trim());
}

/**
 * Whether this scope may edit the game: an admin any, a scorekeeper one its schools play by id,
 * home or away (what the server checks). A side typed as a free-text name does not count.
 */
export function gameInScope(game: { homeSchoolId?: string; awaySchoolId?: string }, scope: SchoolScope | null): boolean {
  if (!scope || scope.role !== 'scorekeeper') return true;
  return [game.homeSchoolId, game.awaySchoolId].some((id) => id !== undefined && scope.schools.includes(id));
}

/** A school scorekeeper deletes nothing (docs/product/rules.md §1): its forms offer no Delete. */
export function mayDelete(scope: SchoolScope | null): boolean {
  return scope?.role !== 'scorekeeper';
}
