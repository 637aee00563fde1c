import { dismissConflictNotice } from './noticeStore';
import { useConflictNotices } from './useConflictNotices';
import '../shared/games.css';

/** Never a silent loss: each local edit replaced by a later one stays in view until dismissed. */
export function ConflictNotices() {
  const notices = useConflictNotices();
  if (notices.length === 0) return null;
  return (
    <div className="conflict-notices" role="alert" aria-label="Replaced changes">
      {notices.map((notice) => (
        <div key={notice.key} className="conflict-notice" data-testid="conflict-notice">
          <p data-testid="conflict-notice-text">{notice.text}</p>
          <button type="button" className="modal__close" aria-label="Dismiss notice" onClick={() => dismissConflictNotice(notice.key)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
