import type { FormEvent } from 'react';
import { useState } from 'react';
import { useDatabase, useSession } from '../../../data/DatabaseProvider';
import { ADMIN_SPORTS } from '../../../shared/catalog/sports';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { SchoolOptions } from '../shared/SchoolOptions';
import { OpponentFields } from '../shared/OpponentFields';
import { StreamUrlField } from '../shared/StreamUrlField';
import { VenueChoice } from '../shared/VenueChoice';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { addGame } from '../shared/mutations';
import { useSchoolOptions } from '../shared/queries';
import { useUpdatedBy } from '../shared/useUpdatedBy';
import { ActiveGameList } from './ActiveGameList';
import type { NewGameForm } from './newGameForm';
import { EMPTY_NEW_GAME, checkNewGame } from './newGameForm';
import '../shared/games.css';
import { errorMessage } from '../../../ui/errorMessage';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import { zoneHint } from '../shared/gameTime';


/** docs/product/screens.md §11 Add Game: the live and upcoming games manager. */
export function AddGameTab() {
  const db = useDatabase();
  const by = useUpdatedBy();
  const session = useSession();
  const mine = session.status === 'signed-in' && session.session.user.role === 'scorekeeper' ? session.session.user.schools : undefined;
  const schools = useSchoolOptions({ listedOnly: true });
  const [form, setForm] = useState<NewGameForm>(EMPTY_NEW_GAME);
  const submitting = useFormSubmit();
  const { error, setError, saving, success, showSuccess } = submitting;
  const list = schools.status === 'ready' ? schools.data : [];

  const set = <K extends keyof NewGameForm>(key: K, value: NewGameForm[K]) => setForm((prev) => ({ ...prev, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = checkNewGame(list, form, mine);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    await submitting.save(
      db,
      async (database) => {
        await addGame(database, checked.game, by);
        // Status and sport stay: the next game entered is usually of the same kind.
        setForm((prev) => ({ ...EMPTY_NEW_GAME, status: prev.status, sport: prev.sport }));
        showSuccess(checked.game.status === 'LIVE' ? MSG.liveGameAdded : MSG.upcomingGameAdded);
      },
      (reason) => `Failed to add game: ${errorMessage(reason)}`,
    );
  }

  return (
    <section className="admin-tab" aria-labelledby="add-game-title">
      <h2 id="add-game-title" className="admin-tab__title">
        Live and Upcoming Games
      </h2>
      <form className="games-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Add a game">
        <StatusMessage tone="error">{error}</StatusMessage>
        <StatusMessage tone="success">{success}</StatusMessage>
        <fieldset className="games-radio">
          <legend className="field__label">Game status</legend>
          {(['UPCOMING', 'LIVE'] as const).map((status) => (
            <label key={status} className="games-radio__option">
              <input type="radio" name="status" value={status} checked={form.status === status} onChange={() => set('status', status)} />
              {status === 'LIVE' ? 'Live now' : 'Upcoming'}
            </label>
          ))}
        </fieldset>
        <SelectField label="Sport" name="sport" value={form.sport} required onChange={(event) => set('sport', event.target.value)}>
          <option value="">Select a sport</option>
          {ADMIN_SPORTS.map((s) => (
            <option key={s.key} value={s.key}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <div className="games-form__row">
          <SelectField label="School" name="school" value={form.schoolId} required onChange={(event) => set('schoolId', event.target.value)}>
            <SchoolOptions schools={list} />
          </SelectField>
          <VenueChoice name="venue" value={form.venue} onChange={(venue) => set('venue', venue)} />
        </div>
        <OpponentFields
          opponent={form.opponent}
          nonMember={form.nonMember}
          schools={list}
          schoolId={form.schoolId}
          onOpponent={(value) => set('opponent', value)}
          onNonMember={(value) => set('nonMember', value)}
        />
        <div className="games-form__row">
          <FormField
            label="Location"
            name="location"
            value={form.location}
            maxLength={200}
            autoComplete="off"
            required
            onChange={(event) => set('location', event.target.value)}
          />
          <FormField
            label="Date and time"
            name="time"
            type="datetime-local"
            hint={zoneHint() ?? undefined}
            value={form.time}
            required
            onChange={(event) => set('time', event.target.value)}
          />
        </div>
        <StreamUrlField value={form.url} hint="Leave empty and fans see a placeholder stream link." onChange={(value) => set('url', value)} />
        <Button type="submit" busy={saving}>
          Add Game
        </Button>
      </form>
      <ActiveGameList />
    </section>
  );
}
