import { useId } from 'react';
import { FormField } from '../../../ui/FormField';
import type { SchoolOption } from './queries';

export interface OpponentFieldsProps {
  opponent: string;
  nonMember: boolean;
  /** The association's schools offered as the opponent, but `schoolId` (a school never plays itself). */
  schools: readonly SchoolOption[];
  schoolId: string;
  onOpponent(value: string): void;
  onNonMember(value: boolean): void;
}

/**
 * The opponent of Add Game and Edit Game (docs/product/rules.md §2, `gameSides.ts`): picked from the
 * association's schools, or typed and marked as not one of them, so a typo never becomes a team.
 */
export function OpponentFields({ opponent, nonMember, schools, schoolId, onOpponent, onNonMember }: OpponentFieldsProps) {
  const listId = useId();
  return (
    <>
      <FormField
        label="Opponent"
        name="opponent"
        value={opponent}
        list={listId}
        maxLength={100}
        autoComplete="off"
        required
        onChange={(event) => onOpponent(event.target.value)}
      />
      <datalist id={listId}>
        {schools
          .filter((s) => s.id !== schoolId)
          .map((s) => (
            <option key={s.id} value={s.name} />
          ))}
      </datalist>
      <label className="games-radio__option games-form__non-member">
        <input type="checkbox" name="nonMember" checked={nonMember} onChange={(event) => onNonMember(event.target.checked)} />
        Not an association school (the opponent is typed, not picked)
      </label>
    </>
  );
}
