import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { errorMessage } from '../../../ui/errorMessage';
import { useSchoolOptions } from '../shared/queries';
import type { AuditQuery, AuditRecord } from './auditApi';
import { readAudit } from './auditApi';
import { fieldChanges, fieldLabel } from './activityText';
import './activity.css';
import { formatMoment } from '../shared/gameTime';

const ACTIONS = { create: 'created', update: 'changed', delete: 'deleted' } as const;

function scoreText(scores: AuditRecord['scores']): string {
  if (!scores) return '';
  return Object.entries(scores)
    .map(([cell, { old, new: now }]) => `${cell}: ${old === null ? '–' : String(old)} → ${now === null ? '–' : String(now)}`)
    .join(', ');
}

/**
 * The Activity tab (association admins): the server's audit trail (docs/design/sync.md §15),
 * newest first, one row per accepted write, each changed field by its form's name from what to
 * what (issue 38), filtered by person, school (one of the association's, picked from a list: the
 * server matches its id and its name), game and day. Read only: nobody edits it.
 */
export function ActivityTab() {
  const schools = useSchoolOptions();
  const schoolList = schools.status === 'ready' ? schools.data : [];
  const [query, setQuery] = useState<AuditQuery>({ person: '', school: '', game: '', day: '' });
  // The filters as last submitted: each submission reads the trail again.
  const [asked, setAsked] = useState<AuditQuery>(query);
  const [answer, setAnswer] = useState<{ records: AuditRecord[] | null; error: string | null }>({ records: null, error: null });
  const { records, error } = answer;

  useEffect(() => {
    let live = true;
    readAudit(asked).then(
      (found) => live && setAnswer({ records: found, error: null }),
      (reason: unknown) => live && setAnswer((now) => ({ ...now, error: `Could not load the activity: ${errorMessage(reason)}` })),
    );
    return () => {
      live = false;
    };
  }, [asked]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAsked({ ...query });
  }
  const field = (name: keyof AuditQuery, label: string, type = 'text') => (
    <FormField label={label} name={name} type={type} value={query[name]} onChange={(e) => setQuery({ ...query, [name]: e.target.value })} />
  );

  return (
    <section className="admin-tab activity" aria-labelledby="activity-title">
      <h2 id="activity-title" className="admin-tab__title">
        Activity
      </h2>
      <form className="activity__filters" onSubmit={submit}>
        {field('person', 'Person (email)')}
        <SelectField label="School" name="school" value={query.school} onChange={(e) => setQuery({ ...query, school: e.target.value })}>
          <option value="">All schools</option>
          {schoolList.map((school) => (
            <option key={school.id} value={school.id}>
              {school.name}
            </option>
          ))}
        </SelectField>
        {field('game', 'Game (id)')}
        {field('day', 'Day', 'date')}
        <Button type="submit">Filter</Button>
      </form>
      <StatusMessage tone="error">{error}</StatusMessage>
      {records === null ? (
        <p>Loading activity…</p>
      ) : records.length === 0 ? (
        <p>No activity matches.</p>
      ) : (
        <ul className="activity__list">
          {records.map((record) => (
            <li key={record.id} data-testid="activity-row">
              <strong>{record.by}</strong> {ACTIONS[record.action]} {record.collection} <code>{record.docId}</code> · {formatMoment(record.at)}
              {record.scores && <> · score {scoreText(record.scores)}</>}
              {record.action === 'create' && record.changed.length > 0 && <> · fields: {record.changed.map(fieldLabel).join(', ')}</>}
              {record.action === 'update' && record.changed.some((field) => field !== 'score') && (
                <ul className="activity__fields" aria-label="Fields changed">
                  {fieldChanges(record).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
