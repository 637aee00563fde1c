import type { FormEvent } from 'react';
import { useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import { ADMIN_SPORTS, sportName } from '../../../shared/catalog/sports';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { SchoolOptions } from '../shared/SchoolOptions';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import { addSportToSchool } from '../shared/mutations';
import { useSchoolOptions } from '../shared/queries';
import { useUpdatedBy } from '../shared/useUpdatedBy';
import '../shared/games.css';
import { errorMessage } from '../../../ui/errorMessage';


/** docs/product/screens.md §11 Add Sport: choose a school and a sport from the admin sport list. */
export function AddSportTab() {
  const db = useDatabase();
  const by = useUpdatedBy();
  const schools = useSchoolOptions({ listedOnly: true });
  const [schoolId, setSchoolId] = useState('');
  const [sport, setSport] = useState('');
  const form = useFormSubmit();
  const { error, setError, saving, success, showSuccess } = form;

  const list = schools.status === 'ready' ? schools.data : [];
  const school = list.find((s) => s.id === schoolId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!school || !sport) {
      setError(MSG.selectSchoolAndSport);
      return;
    }
    await form.save(
      db,
      async (db) => {
        const result = await addSportToSchool(db, school.id, sport, by);
        if (result === 'already') setError(`${school.name} already has ${sportName(sport)}.`);
        else {
          showSuccess(`${sportName(sport)} added to ${school.name}!`);
          setSport('');
        }
      },
      (reason) => `Failed to add sport: ${errorMessage(reason)}`,
    );
  }

  return (
    <section className="admin-tab" aria-labelledby="add-sport-title">
      <h2 id="add-sport-title" className="admin-tab__title">
        Add Sport
      </h2>
      <form className="games-form" onSubmit={(event) => void submit(event)} noValidate>
        <StatusMessage tone="error">{error}</StatusMessage>
        <StatusMessage tone="success">{success}</StatusMessage>
        <div className="games-form__row">
          <SelectField label="School" name="school" value={schoolId} required onChange={(event) => setSchoolId(event.target.value)}>
            <SchoolOptions schools={list} />
          </SelectField>
          <SelectField label="Sport" name="sport" value={sport} required onChange={(event) => setSport(event.target.value)}>
            <option value="">Select a sport</option>
            {ADMIN_SPORTS.map((s) => (
              <option key={s.key} value={s.key} disabled={school?.sports.includes(s.key)}>
                {school?.sports.includes(s.key) ? `${s.name} (already added)` : s.name}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" busy={saving}>
          Add Sport
        </Button>
      </form>
      {school ? (
        <div className="games-section">
          <h3>{`Sports of ${school.name}`}</h3>
          {school.sports.length === 0 ? (
            <p className="games-muted">{MSG.noSportsYet}</p>
          ) : (
            <ul className="chip-list" aria-label={`Sports of ${school.name}`}>
              {school.sports.map((key) => (
                <li key={key} className="chip">
                  {sportName(key)}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {schools.status === 'ready' && list.length === 0 ? <p className="games-muted">{MSG.noSchools}</p> : null}
    </section>
  );
}
