import { Button } from '../../../ui/Button';
import { StatusMessage } from '../../../ui/StatusMessage';
import { noLongerScorerText } from './scorerModel';
import type { ScorerSeat } from './useScorerSeat';

/**
 * Who scores this game, in one or two lines above the score (docs/design/scoring.md, "One scorer
 * at a time"): another device's scorer and a way to ask to take over; on the scorer's device, a
 * request to answer. Nothing while this device scores unasked: the score keeps its place.
 */
export function ScorerBanner({ seat }: { seat: ScorerSeat }) {
  const { view, busy, error, lost } = seat;
  return (
    <>
      {lost ? (
        <StatusMessage tone="warning" className="scorer__seat">
          <span data-testid="scorer-lost">{noLongerScorerText(lost)}</span>
          <Button variant="secondary" className="scorer__seat-button" onClick={seat.seenLost}>
            OK
          </Button>
        </StatusMessage>
      ) : null}
      {view.kind === 'asked' ? (
        <StatusMessage tone="warning" className="scorer__seat">
          <span data-testid="scorer-request">{view.text}</span>
          <span className="scorer__seat-actions">
            <Button className="scorer__seat-button" disabled={busy} onClick={() => seat.act('accept')}>
              Accept
            </Button>
            <Button variant="secondary" className="scorer__seat-button" disabled={busy} onClick={() => seat.act('keep')}>
              Keep scoring
            </Button>
          </span>
        </StatusMessage>
      ) : null}
      {view.kind === 'other' ? (
        <StatusMessage tone="info" className="scorer__seat">
          <span data-testid="scorer-other">
            {view.text}
            {view.requestText ? <span className="scorer__seat-request">{` ${view.requestText}`}</span> : null}
          </span>
          {view.request === 'none' ? (
            <Button variant="secondary" className="scorer__seat-button" disabled={busy} onClick={() => seat.act('request')}>
              Ask to take over
            </Button>
          ) : null}
          {view.request === 'expired' ? (
            <Button className="scorer__seat-button" disabled={busy} onClick={() => seat.act('take')}>
              Take over
            </Button>
          ) : null}
        </StatusMessage>
      ) : null}
      {error ? <StatusMessage tone="error">{error}</StatusMessage> : null}
    </>
  );
}
