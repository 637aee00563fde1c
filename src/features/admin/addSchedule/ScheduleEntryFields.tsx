import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { VenueChoice } from '../shared/VenueChoice';
import type { ScheduleEntry } from './scheduleForm';
import { zoneHint } from '../shared/gameTime';

export interface ScheduleEntryFieldsProps {
  entry: ScheduleEntry;
  index: number;
  /** The last row cannot be removed: at least one entry always stays. */
  removable: boolean;
  opponentListId: string;
  onChange(entry: ScheduleEntry): void;
  onRemove(): void;
}

export function ScheduleEntryFields({ entry, index, removable, opponentListId, onChange, onRemove }: ScheduleEntryFieldsProps) {
  const title = `Entry ${index + 1}`;
  return (
    <li className="entry" data-testid="schedule-entry">
      <fieldset className="entry__fieldset">
        <legend className="entry__title">{title}</legend>
        <div className="entry__fields">
          <FormField
            label="Location"
            name={`location-${entry.key}`}
            value={entry.location}
            maxLength={200}
            autoComplete="off"
            required
            onChange={(event) => onChange({ ...entry, location: event.target.value })}
          />
          <FormField
            label="Time"
            name={`time-${entry.key}`}
            type="datetime-local"
            hint={zoneHint() ?? undefined}
            value={entry.time}
            required
            onChange={(event) => onChange({ ...entry, time: event.target.value })}
          />
          <FormField
            label="Opponent"
            name={`opponent-${entry.key}`}
            value={entry.opponent}
            maxLength={100}
            list={opponentListId}
            autoComplete="off"
            required
            onChange={(event) => onChange({ ...entry, opponent: event.target.value })}
          />
        </div>
        <VenueChoice name={`venue-${entry.key}`} value={entry.venue} onChange={(venue) => onChange({ ...entry, venue })} />
        <label className="games-radio__option games-form__non-member">
          <input type="checkbox" name={`nonMember-${entry.key}`} checked={entry.nonMember} onChange={(event) => onChange({ ...entry, nonMember: event.target.checked })} />
          Not an association school (the opponent is typed, not picked)
        </label>
        <div className="entry__foot">
          <Button variant="secondary" onClick={onRemove} disabled={!removable} aria-label={`Remove ${title}`}>
            Remove
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
