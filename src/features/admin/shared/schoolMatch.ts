import type { SchoolOption } from './queries';

/** The member school an opponent typed as text names, if any (case and spaces ignored). */
export function schoolNamed(schools: readonly SchoolOption[], name: string): SchoolOption | undefined {
  const key = name.trim().toLowerCase();
  return key ? schools.find((school) => school.name.trim().toLowerCase() === key) : undefined;
}
