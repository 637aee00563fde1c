import { MSG } from '../../../shared/schemas/adminMessages';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useOthersPending } from './useOthersPending';
import './session.css';

/** Another account's edits wait on this device for it to sign in again; they are never pushed under `me`. */
export function OthersPendingNotice({ me }: { me: string }) {
  const others = useOthersPending(me);
  if (others.length === 0) return null;
  return (
    <StatusMessage tone="warning" className="others-pending">
      {others.map(({ author, count }) => (
        <span key={author} data-testid="others-pending" className="others-pending__line">
          {MSG.othersPending(count, author)}
        </span>
      ))}
    </StatusMessage>
  );
}
