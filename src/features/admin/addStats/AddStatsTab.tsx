import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useDatabase, useSession } from '../../../data/DatabaseProvider';
import { STATS_SPORT_KEYS, sportName } from '../../../shared/catalog/sports';
import { statDivisionsFor, statFieldsFor } from '../../../shared/catalog/statFields';
import { MSG, statsError } from '../../../shared/schemas/adminMessages';
import { FormField } from '../../../ui/FormField';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { addPlayerStats, editPlayerStats } from './mutations';
import type { StatsLineRow } from './queries';
import { useSchoolNames } from './queries';
import { SavedStatsLines } from './SavedStatsLines';
import { EditFormActions } from '../shared/EditFormActions';
import { mayUseSchoolName, schoolNamesInScope } from '../shared/mySchools';
import { useSchoolOptions } from '../shared/queries';
import { useSchoolScope } from '../shared/useSchoolScope';
import type { StatsFormValues } from './statsForm';
import { buildStatsLine, divisionFor, emptyStatsForm } from './statsForm';
import './addStats.css';
import { DATABASE_OPENING, useFormSubmit } from '../../../ui/useFormSubmit';

const HINTS = { integer: 'Whole number', decimal: 'Number, e.g. 72.5', mmss: 'MM:SS, e.g. 18:05', mmssms: 'MM:SS.ms, e.g. 01:02.45' } as const;

export function AddStatsTab() {
  const db = useDatabase();
  const session = useSession();
  const schoolNames = useSchoolNames();
  const scope = useSchoolScope();
  const schoolOptions = useSchoolOptions({ listedOnly: true });
  // A school scorekeeper names only its own schools (docs/product/rules.md §1); null: any school.
  const allowedNames = schoolNamesInScope(schoolOptions.status === 'ready' ? schoolOptions.data : [], scope);
  const [sport, setSport] = useState('');
  const [form, setForm] = useState<StatsFormValues>(() => emptyStatsForm());
  const submitting = useFormSubmit();
  const { error, setError, saving, success, showSuccess } = submitting;

  /** The saved line being edited; null while the form adds one. */
  const [editing, setEditing] = useState<StatsLineRow | null>(null);
  const playerField = useRef<HTMLInputElement>(null);

  function startEdit(line: StatsLineRow) {
    setEditing(line);
    setError(null);
    setForm({
      playerName: line.playerName,
      teamName: line.teamName,
      schoolName: line.schoolName,
      division: line.division,
      season: line.season,
      stats: Object.fromEntries(Object.entries(line.values).map(([name, value]) => [name, String(value)])),
    });
    // On a phone the form is screens above the list: bring it to the admin, ready to type.
    playerField.current?.scrollIntoView({ block: 'center' });
    playerField.current?.focus({ preventScroll: true });
  }

  function endEdit() {
    setEditing(null);
    setForm(emptyStatsForm());
  }

  const set = (patch: Partial<StatsFormValues>) => setForm((current) => ({ ...current, ...patch }));
  const setStat = (name: string, value: string) => setForm((current) => ({ ...current, stats: { ...current.stats, [name]: value } }));

  function chooseSport(key: string) {
    if (editing && key !== sport) endEdit();
    setSport(key);
    setError(null);
    setForm((current) => ({ ...current, division: divisionFor(key, current.division) }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const built = buildStatsLine(sport, form);
    if (!built.ok) {
      setError(statsError(built.message));
      return;
    }
    if (!mayUseSchoolName(built.line.schoolName, allowedNames)) {
      setError(MSG.notYourSchoolsStats);
      return;
    }
    await submitting.save(
      db,
      async (database) => {
        const by = session.status === 'signed-in' ? session.session.user.email : '';
        if (editing) await editPlayerStats(database, editing.id, built.line, by);
        else await addPlayerStats(database, built.line, by);
        endEdit();
        showSuccess(editing ? MSG.statsUpdated : MSG.statsAdded);
      },
      (reason) => statsError(reason instanceof Error ? reason.message : undefined),
      statsError(DATABASE_OPENING),
    );
  }

  return (
    <section className="admin-tab add-stats" aria-labelledby="add-stats-title">
      <h2 id="add-stats-title" className="admin-tab__title">
        Add Player Statistics
      </h2>
      <div className="add-stats__sports" role="group" aria-label="Sport">
        {STATS_SPORT_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className="add-stats__sport"
            aria-pressed={sport === key}
            onClick={() => chooseSport(key)}
          >
            {sportName(key)}
          </button>
        ))}
      </div>
      {sport ? (
        <form className="add-stats__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-stats-form-title">
          <h3 id="add-stats-form-title">{editing ? `Edit ${editing.playerName}'s ${sportName(sport)} statistics` : `${sportName(sport)} statistics`}</h3>
          <div className="add-stats__grid">
            <FormField
              ref={playerField}
              label="Player Name"
              name="playerName"
              value={form.playerName}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => set({ playerName: e.target.value })}
              required
            />
            <FormField
              label="Team Name"
              name="teamName"
              value={form.teamName}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => set({ teamName: e.target.value })}
              required
            />
            <FormField
              label="School Name"
              name="schoolName"
              value={form.schoolName}
              maxLength={100}
              autoComplete="off"
              list="add-stats-schools"
              hint={allowedNames ? MSG.onlyYourSchools : undefined}
              onChange={(e) => set({ schoolName: e.target.value })}
              required
            />
            <SelectField label="Division" name="division" value={form.division} onChange={(e) => set({ division: e.target.value })} required>
              <option value="">Select a division</option>
              {statDivisionsFor(sport).map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </SelectField>
            <FormField
              label="Season"
              name="season"
              value={form.season}
              maxLength={20}
              autoComplete="off"
              hint="e.g. 2025-2026"
              onChange={(e) => set({ season: e.target.value })}
              required
            />
          </div>
          <datalist id="add-stats-schools">
            {(allowedNames ?? (schoolNames.status === 'ready' ? schoolNames.data : [])).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <fieldset className="add-stats__fields">
            <legend>Statistics</legend>
            <div className="add-stats__grid">
              {statFieldsFor(sport).map((field) => (
                <FormField
                  key={`${sport}:${field.name}`}
                  label={field.label}
                  name={field.name}
                  value={form.stats[field.name] ?? ''}
                  inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'decimal' ? 'decimal' : 'text'}
                  autoComplete="off"
                  hint={HINTS[field.kind]}
                  onChange={(e) => setStat(field.name, e.target.value)}
                />
              ))}
            </div>
          </fieldset>
          {/* Next to the button: on a phone the top of the form is a long way up. */}
          <StatusMessage tone="error">{error}</StatusMessage>
          <EditFormActions className="add-stats__actions" busy={saving} submitLabel={editing ? 'Save Changes' : 'Add Statistics'} editing={editing !== null} onCancelEdit={endEdit} />
        </form>
      ) : (
        <p className="add-stats__pick">Choose a sport to enter a player's statistics.</p>
      )}
      <StatusMessage tone="success" className="add-stats__success">
        {success}
      </StatusMessage>
      {sport ? <SavedStatsLines sport={sport} onEdit={startEdit} /> : null}
    </section>
  );
}
