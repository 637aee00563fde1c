import { useSession } from '../../../data/DatabaseProvider';

/** The signed-in admin's email, stamped as `updatedBy` on every write. */
export function useUpdatedBy(): string {
  const session = useSession();
  return session.status === 'signed-in' ? session.session.user.email : '';
}
