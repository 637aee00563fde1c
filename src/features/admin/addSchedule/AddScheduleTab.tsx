import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import { sportName } from '../../../shared/catalog/sports';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { SchoolOptions } from '../shared/SchoolOptions';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import { addGames } from '../shared/mutations';
import { useSchoolOptions } from '../shared/queries';
import { useUpdatedBy } from '../shared/useUpdatedBy';
import { ScheduleEntryFields } from './ScheduleEntryFields';
import { ScheduleGameList } from './ScheduleGameList';
import type { ScheduleEntry } from './scheduleForm';
import { blankEntry, checkSchedule } from './scheduleForm';
import '../shared/games.css';
import { errorMessage } from '../../../ui/errorMessage';


/** docs/product/screens.md §11 Add Schedule: school, one of its sports, one or more entries, and the existing games. */
export function AddScheduleTab() {
  const db = useDatabase();
  const by = useUpdatedBy();
  const schools = useSchoolOptions({ listedOnly: true });
  const opponentListId = useId();
  const [schoolId, setSchoolId] = useState('');
  const [sport, setSport] = useState('');
  const [entries, setEntries] = useState<ScheduleEntry[]>(() => [blankEntry()]);
  const form = useFormSubmit();
  const { error, setError, saving, success, showSuccess } = form;

  const list = schools.status === 'ready' ? schools.data : [];
  const school = list.find((s) => s.id === schoolId);
  const sportChoices = school?.sports ?? [];

  function chooseSchool(id: string) {
    setSchoolId(id);
    const next = list.find((s) => s.id === id);
    // Sport choices are the school's own: drop one it does not play.
    if (!next?.sports.includes(sport)) setSport('');
  }

  function updateEntry(next: ScheduleEntry) {
    setEntries((rows) => rows.map((row) => (row.key === next.key ? next : row)));
  }

  function removeEntry(key: string) {
    setEntries((rows) => (rows.length > 1 ? rows.filter((row) => row.key !== key) : rows));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = checkSchedule(list, schoolId, sport, entries);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    await form.save(
      db,
      async (db) => {
        await addGames(db, checked.games, by);
        setEntries([blankEntry()]);
        showSuccess(MSG.scheduleAdded);
      },
      (reason) => `Failed to add schedule: ${errorMessage(reason)}`,
    );
  }

  return (
    <section className="admin-tab" aria-labelledby="add-schedule-title">
      <h2 id="add-schedule-title" className="admin-tab__title">
        Add Schedule
      </h2>
      <form className="games-form" onSubmit={(event) => void submit(event)} noValidate>
        <StatusMessage tone="error">{error}</StatusMessage>
        <StatusMessage tone="success">{success}</StatusMessage>
        <div className="games-form__row">
          <SelectField label="School" name="school" value={schoolId} required onChange={(event) => chooseSchool(event.target.value)}>
            <SchoolOptions schools={list} />
          </SelectField>
          <SelectField
            label="Sport"
            name="sport"
            value={sport}
            required
            disabled={!school}
            hint={school && sportChoices.length === 0 ? `${school.name} has no sports yet: add one in the Add Sport tab.` : undefined}
            onChange={(event) => setSport(event.target.value)}
          >
            <option value="">{school ? 'Select a sport' : 'Select a school first'}</option>
            {sportChoices.map((key) => (
              <option key={key} value={key}>
                {sportName(key)}
              </option>
            ))}
          </SelectField>
        </div>
        <datalist id={opponentListId}>
          {list
            .filter((s) => s.id !== schoolId)
            .map((s) => (
              <option key={s.id} value={s.name} />
            ))}
        </datalist>
        <ol className="entry-list" aria-label="Schedule entries">
          {entries.map((entry, index) => (
            <ScheduleEntryFields
              key={entry.key}
              entry={entry}
              index={index}
              removable={entries.length > 1}
              opponentListId={opponentListId}
              onChange={updateEntry}
              onRemove={() => removeEntry(entry.key)}
            />
          ))}
        </ol>
        <div className="games-form__actions">
          <Button variant="secondary" onClick={() => setEntries((rows) => [...rows, blankEntry()])}>
            Add Entry
          </Button>
          <Button type="submit" busy={saving}>
            Add Schedule
          </Button>
        </div>
      </form>
      {school && sport ? <ScheduleGameList school={school} sport={sport} /> : null}
    </section>
  );
}
