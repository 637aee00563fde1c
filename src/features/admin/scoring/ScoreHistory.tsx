import type { HistoryItem } from './consoleModel';
import { TIME_ZONE } from '../../../shared/zone';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: TIME_ZONE });

export function timeText(at: number): string {
  return at > 0 ? TIME.format(new Date(at)) : '';
}

interface HistoryActions {
  /** A device that is not the game's scorer reads the history and voids nothing (docs/design/scoring.md). */
  readOnly?: boolean;
  onVoid(item: HistoryItem): void;
  /** One tap: voids a possible duplicate with the reason 'Duplicate'. */
  onVoidDuplicate(item: HistoryItem): void;
}

function HistoryLine({ item, readOnly, onVoid, onVoidDuplicate }: { item: HistoryItem } & HistoryActions) {
  const time = timeText(item.at);
  const classes = ['history__item', `history__item--${item.kind}`, item.voided ? 'history__item--voided' : '', item.duplicateOf ? 'history__item--duplicate' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-testid="history-item" data-kind={item.kind} data-entry-id={item.id}>
      <div className="history__main">
        <p className="history__text">
          {item.voided ? <del>{item.text}</del> : item.text}
          {item.period ? <span className="history__period">{` · ${item.period}`}</span> : null}
          {item.player ? <span className="history__player">{` · ${item.player}`}</span> : null}
        </p>
        <span className="history__after" aria-label={`Score after: ${item.after}`}>
          {item.after}
        </span>
      </div>
      {item.voided ? <p className="history__voided">{`Voided by ${item.voided.by}: ${item.voided.reason}`}</p> : null}
      {item.duplicateOf ? (
        <div className="history__duplicate" data-testid="possible-duplicate">
          <p>{`Possible duplicate: ${item.duplicateOf.by} scored the same on device ${item.duplicateOf.device}.`}</p>
          {readOnly ? null : (
            <button type="button" className="btn btn--danger history__void-duplicate" aria-label={`Void as a duplicate: ${item.text}, ${time}`} onClick={() => onVoidDuplicate(item)}>
              Void duplicate
            </button>
          )}
        </div>
      ) : null}
      {item.replacedBy ? <p className="history__replaced">{`Replaced by a later correction by ${item.replacedBy}`}</p> : null}
      <div className="history__foot">
        <p className="history__meta">
          {`${item.by} · ${time} · device ${item.device}${item.mine ? ' (this device)' : ''}`}
        </p>
        {item.voidable && !readOnly ? (
          <button type="button" className="btn btn--ghost history__void" aria-label={`Void: ${item.text}, ${time}`} onClick={() => onVoid(item)}>
            Void
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Every play, correction, void and change of state of the game, newest first, with who made it,
 * when and on which device: a duplicate from a second phone is visible here, and voided with a reason.
 */
export function ScoreHistory({ items, readOnly, onVoid, onVoidDuplicate }: { items: readonly HistoryItem[] } & HistoryActions) {
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title" className="history__title">
        History
      </h2>
      {items.length === 0 ? (
        <p className="history__empty">No plays yet.</p>
      ) : (
        <ol className="history__list" reversed>
          {items.map((item) => (
            <HistoryLine key={item.id} item={item} readOnly={readOnly} onVoid={onVoid} onVoidDuplicate={onVoidDuplicate} />
          ))}
        </ol>
      )}
    </section>
  );
}
