import { useState } from 'react';
import { Button } from '../../../ui/Button';
import type { DivisionDraft, SetupSchool } from './setupModel';
import { schoolName } from './setupModel';

export interface DivisionCardProps {
  division: DivisionDraft;
  index: number;
  /** Every school, to name the members. */
  schools: readonly SetupSchool[];
  /** Schools that play the sport and are in no division yet. */
  available: readonly SetupSchool[];
  /** What the Add school select says when it has nothing to offer. */
  noneLeft: string;
  /** Element ids, so the tab can put the focus back after a change. */
  ids: { name: string; add: string };
  onRename(name: string): void;
  onAddSchool(schoolId: string): void;
  onRemoveSchool(schoolId: string): void;
  onRemove(): void;
}

/** One division: its name, its schools, and a picker of the schools not placed yet. */
export function DivisionCard({ division, index, schools, available, noneLeft, ids, onRename, onAddSchool, onRemoveSchool, onRemove }: DivisionCardProps) {
  const [chosen, setChosen] = useState('');
  // The label follows the name as typed; an empty name still names the card.
  const title = division.name.trim() || `Division ${index + 1}`;
  const choice = available.some((s) => s.id === chosen) ? chosen : '';

  function add() {
    if (!choice) return;
    onAddSchool(choice);
    setChosen('');
  }

  return (
    <li className="standings-division" data-testid="standings-division">
      <div className="standings-division__top">
        <label className="standings-division__name">
          <span>{`Division ${index + 1} name`}</span>
          <input
            id={ids.name}
            className="field__input"
            value={division.name}
            maxLength={60}
            autoComplete="off"
            required
            aria-invalid={division.name.trim() === '' || undefined}
            onChange={(e) => onRename(e.target.value)}
          />
        </label>
        <Button variant="secondary" className="standings-danger" onClick={onRemove} aria-label={`Remove division ${title}`}>
          Remove division
        </Button>
      </div>
      <p className="standings-division__count">{division.schoolIds.length === 1 ? '1 school' : `${division.schoolIds.length} schools`}</p>
      {division.schoolIds.length > 0 ? (
        <ul className="standings-members" aria-label={`Schools in ${title}`}>
          {division.schoolIds.map((id) => {
            const name = schoolName(schools, id);
            return (
              <li key={id} className="standings-members__row">
                <span className="standings-members__name">{name}</span>
                <Button variant="ghost" className="standings-link" onClick={() => onRemoveSchool(id)} aria-label={`Remove ${name} from ${title}`}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="standings-picker">
        <label className="standings-picker__field">
          <span>
            Add a school<span className="visually-hidden">{` to ${title}`}</span>
          </span>
          <select id={ids.add} className="field__input" value={choice} disabled={available.length === 0} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{available.length === 0 ? noneLeft : 'Choose a school'}</option>
            {available.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={add} disabled={!choice} aria-label={`Add the chosen school to ${title}`}>
          Add
        </Button>
      </div>
    </li>
  );
}
