import type { FormEvent } from 'react';
import { useState } from 'react';
import { useDatabase, useSession } from '../../../data/DatabaseProvider';
import { ROSTER_SEASONS } from '../../../shared/catalog/rosterRules';
import { sportName } from '../../../shared/catalog/sports';
import { MSG, rosterSaved } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';
import { saveRoster } from './mutations';
import { PlayerRowsEditor } from './PlayerRowsEditor';
import type { SavedRoster } from './queries';
import { useRosterSchools } from './queries';
import type { PlayerRow } from './rosterForm';
import type { RowField } from './rosterForm';
import { blankPlayer, checkPlayerRows, checkRosterSelection, fitRowsToSport, playersToSave, removeRow, rowsFromPlayers } from './rosterForm';
import { SavedRosters } from './SavedRosters';
import { EditFormActions } from '../shared/EditFormActions';
import { schoolsInScope } from '../shared/mySchools';
import { useSchoolScope } from '../shared/useSchoolScope';
import './addRoster.css';
import { useFormSubmit } from '../../../ui/useFormSubmit';

type Mode = 'add' | 'edit';

export function AddRosterTab() {
  const db = useDatabase();
  const session = useSession();
  const schools = useRosterSchools();
  const [mode, setMode] = useState<Mode>('add');
  const [schoolId, setSchoolId] = useState('');
  const [sport, setSport] = useState('');
  const [season, setSeason] = useState('');
  const [rows, setRows] = useState<PlayerRow[]>(() => [blankPlayer()]);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const submitting = useFormSubmit();
  const { error, setError, saving, success, showSuccess } = submitting;
  /** The line and field the last save refused. */
  const [invalid, setInvalid] = useState<{ key: string; field: RowField } | null>(null);
  const [deleted, showDeleted] = useTimedMessage(2000);

  const scope = useSchoolScope();
  // A school scorekeeper keeps its own schools' rosters only (docs/product/rules.md §1).
  const schoolList = schoolsInScope(schools.status === 'ready' ? schools.data : [], scope);
  const school = schoolList.find((s) => s.id === schoolId);
  // The school's sports, plus the roster's own sport when editing one the school no longer lists.
  const sportChoices = school ? [...new Set([...school.sports, ...(sport ? [sport] : [])])] : [];
  const title = mode === 'add' ? 'Add Team Roster' : 'Edit Team Roster';

  function clearRoster() {
    setMode('add');
    setSport('');
    setSeason('');
    setRows([blankPlayer()]);
  }

  function chooseSchool(id: string) {
    setSchoolId(id);
    setSport('');
    setError(null);
  }

  function chooseSport(key: string) {
    setSport(key);
    setRows((current) => fitRowsToSport(current, key));
  }

  function editRoster(roster: SavedRoster) {
    setMode('edit');
    setSport(roster.sport);
    setSeason(roster.season);
    setRows(rowsFromPlayers(roster.players, roster.sport));
    setError(null);
  }

  function changeRow(key: string, patch: Partial<PlayerRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    if (invalid && key === invalid.key && patch[invalid.field] !== undefined) setInvalid(null);
  }

  function addPlayer() {
    const player = blankPlayer();
    setRows((current) => [...current, player]);
    // Keyboard users land in the new row instead of tabbing back through every player.
    setFocusKey(player.key);
  }

  function deleteRow(key: string) {
    setRows((current) => removeRow(current, key));
    showDeleted(MSG.playerDeleted);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setInvalid(null);
    const missing = checkRosterSelection({ schoolId, sport, season });
    if (missing || !school) {
      setError(missing ?? MSG.rosterRequired);
      return;
    }
    // Said here, naming the row as the form shows it, before anything is saved.
    const badRow = checkPlayerRows(rows, sport);
    if (badRow) {
      setError(badRow.message);
      setInvalid({ key: badRow.key, field: badRow.field });
      return;
    }
    await submitting.save(
      db,
      async (database) => {
        const by = session.status === 'signed-in' ? session.session.user.email : '';
        const players = playersToSave(rows, sport);
        const result = await saveRoster(database, { school: { id: school.id, name: school.name }, sport, season, players }, mode, by);
        showSuccess(rosterSaved(result, school.name, sportName(sport), season));
        clearRoster();
      },
      (reason) => (reason instanceof Error && reason.message ? reason.message : MSG.rosterFailed),
    );
  }

  return (
    <section className="admin-tab add-roster" aria-labelledby="add-roster-title">
      <h2 id="add-roster-title" className="admin-tab__title">
        {title}
      </h2>
      {scope?.role === 'scorekeeper' ? (
        <p className="field__hint" data-testid="only-your-schools">
          {MSG.onlyYourSchools}
        </p>
      ) : null}
      <form className="add-roster__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="add-roster__choices">
          <SelectField
            label="School"
            name="school"
            value={schoolId}
            disabled={mode === 'edit'}
            onChange={(e) => chooseSchool(e.target.value)}
            required
          >
            <option value="">{schools.status === 'ready' ? 'Select a school' : 'Loading schools…'}</option>
            {schoolList.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Sport"
            name="sport"
            value={sport}
            disabled={!school || mode === 'edit'}
            onChange={(e) => chooseSport(e.target.value)}
            hint={school && school.sports.length === 0 ? 'This school has no sports yet: add one in the Add Sport tab.' : undefined}
            required
          >
            <option value="">{school ? 'Select a sport' : 'Select a school first'}</option>
            {sportChoices.map((key) => (
              <option key={key} value={key}>
                {sportName(key)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Season"
            name="season"
            value={season}
            disabled={mode === 'edit'}
            onChange={(e) => setSeason(e.target.value)}
            required
          >
            <option value="">Select a season</option>
            {ROSTER_SEASONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
        </div>
        <h3 className="add-roster__players-title">Players</h3>
        <p className="field__hint">Numbers run from 0 to 99, one per player. Each player needs a number, name and grade (and a position where the sport needs one); blank rows are left out.</p>
        <PlayerRowsEditor sport={sport} rows={rows} focusKey={focusKey} invalid={invalid} onChange={changeRow} onDelete={deleteRow} />
        {/* Next to the buttons: with a long roster the top of the form is far away on a phone. */}
        <StatusMessage tone="error">{error}</StatusMessage>
        <StatusMessage tone="success">{success}</StatusMessage>
        <StatusMessage tone="success">{deleted}</StatusMessage>
        <EditFormActions
          className="add-roster__actions"
          busy={saving}
          submitLabel={mode === 'add' ? 'Add Roster' : 'Update Roster'}
          editing={mode === 'edit'}
          onCancelEdit={clearRoster}
          before={
            <Button variant="secondary" onClick={addPlayer}>
              Add Player
            </Button>
          }
        />
      </form>
      {school ? <SavedRosters schoolId={school.id} schoolName={school.name} onEdit={editRoster} /> : null}
    </section>
  );
}
