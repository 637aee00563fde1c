import { useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import { ADMIN_SPORTS, sportName } from '../../../shared/catalog/sports';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { errorMessage } from '../../../ui/errorMessage';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import { updateGame } from '../shared/mutations';
import type { AdminGame, SchoolOption } from '../shared/queries';
import { useUpdatedBy } from '../shared/useUpdatedBy';
import { OpponentFields } from '../shared/OpponentFields';
import { StreamUrlField } from '../shared/StreamUrlField';
import { VenueChoice } from '../shared/VenueChoice';
import type { GameEditForm } from './gameEditForm';
import { checkGameEdit, gameEditForm, hasResult } from './gameEditForm';
import { zoneHint } from '../shared/gameTime';

/**
 * 'Edit Game' (docs/product/screens.md §11 Edit Schedule): date and time, location, opponent, home
 * or away, stream link, and the sport while the game has no result. Checked as a new game is, then
 * only the changed fields are written, offline like every write: the game keeps its id, entries and
 * history, and a colleague's edit of another field merges.
 */
export function EditGameModal({ game, school, schools: list, onSaved, onClose }: {
  game: AdminGame;
  school: SchoolOption;
  /** The association's schools, loaded: the opponent is checked against them. */
  schools: readonly SchoolOption[];
  onSaved(): void;
  onClose(): void;
}) {
  const db = useDatabase();
  const by = useUpdatedBy();
  const [form, setForm] = useState<GameEditForm>(() => gameEditForm(game, school, list));
  const { error, setError, saving, save } = useFormSubmit();
  const locked = hasResult(game);
  const set = <K extends keyof GameEditForm>(key: K, value: GameEditForm[K]) => setForm((prev) => ({ ...prev, [key]: value }));

  async function submit() {
    setError(null);
    const checked = checkGameEdit(list, school, game, form);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    await save(
      db,
      async (database) => {
        if (checked.changes.length > 0) await updateGame(database, game.id, checked.changes, 'keep', by);
        onSaved();
      },
      errorMessage,
    );
  }

  return (
    <Modal
      open
      title={MSG.editGame}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={saving} onClick={() => void submit()}>
            Save Game
          </Button>
        </>
      }
    >
      <form className="games-form" aria-label={`Edit game: ${school.name}`} noValidate onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}>
        <StatusMessage tone="error">{error}</StatusMessage>
        <SelectField
          label="Sport"
          name="sport"
          value={form.sport}
          disabled={locked}
          hint={locked ? 'The sport stays once the game has a result.' : undefined}
          onChange={(event) => set('sport', event.target.value)}
        >
          {ADMIN_SPORTS.some((s) => s.key === form.sport) ? null : <option value={form.sport}>{sportName(form.sport)}</option>}
          {ADMIN_SPORTS.map((s) => (
            <option key={s.key} value={s.key}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <FormField label="Date and time" name="time" type="datetime-local" hint={zoneHint() ?? undefined} value={form.time} required onChange={(event) => set('time', event.target.value)} />
        <FormField label="Location" name="location" value={form.location} maxLength={200} autoComplete="off" required onChange={(event) => set('location', event.target.value)} />
        <VenueChoice name="venue" legend={`${school.name} plays at`} value={form.venue} onChange={(venue) => set('venue', venue)} />
        <OpponentFields
          opponent={form.opponent}
          nonMember={form.nonMember}
          schools={list}
          schoolId={school.id}
          onOpponent={(value) => set('opponent', value)}
          onNonMember={(value) => set('nonMember', value)}
        />
        <StreamUrlField value={form.url} onChange={(value) => set('url', value)} />
      </form>
    </Modal>
  );
}
