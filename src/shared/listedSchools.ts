/**
 * Issue 38: an archived school is off the public lists (Schools page, the header's dropdown, search)
 * and the pickers of new games and rosters; its page, games and past standings keep its name.
 */
export const isListedSchool = (school: { archived?: boolean | null }): boolean => !school.archived;

/** The schools a public list or a new-entry picker shows. */
export function listedSchools<T extends { archived?: boolean | null }>(schools: readonly T[]): T[] {
  return schools.filter(isListedSchool);
}
