import { useSession } from '../../../data/DatabaseProvider';
import type { SchoolScope } from './mySchools';

/** The signed-in account's role and schools (follows a role changed on the server: useAccountRefresh). */
export function useSchoolScope(): SchoolScope | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.session.user : null;
}
