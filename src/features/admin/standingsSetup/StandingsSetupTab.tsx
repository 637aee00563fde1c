import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useDatabase } from '../../../data/DatabaseProvider';
import { useFirstSyncPending } from '../../../data/useFirstSyncPending';
import { STANDINGS_SPORT_KEYS, sportName } from '../../../shared/catalog/sports';
import { currentSeason, previousSeason } from '../../../shared/standings/season';
import type { TiebreakRule } from '../../../shared/standings/tiebreakRules';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { errorMessage } from '../../../ui/errorMessage';
import { QueryState, failedToLoad } from '../../../ui/QueryState';
import { SelectField } from '../../../ui/SelectField';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import { useUpdatedBy } from '../shared/useUpdatedBy';
import { DivisionsSection } from './DivisionsSection';
import { changeEdit, editView, savedEdit } from './editState';
import { SetupRuleError, saveStandingsSetup } from './mutations';
import { useStandingsSetup } from './queries';
import type { SetupDraft } from './setupModel';
import * as model from './setupModel';
import { TiebreakerList } from './TiebreakerList';
import { useKeptEdit } from './useKeptEdit';
import './standingsSetup.css';

const SETUP_SAVED = 'Standings set-up saved.';

export function StandingsSetupTab() {
  const db = useDatabase();
  const updatedBy = useUpdatedBy();
  const { sport, setSport, season, setSeason, edit, setEdit } = useKeptEdit(updatedBy);
  const data = useStandingsSetup(sport);
  const form = useFormSubmit();
  const { error, setError, saving, success, showSuccess } = form;
  const [note, setNote] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const prefix = useId();

  const setups = data.status === 'ready' ? data.data.setups : [];
  const schools = data.status === 'ready' ? data.data.schools : [];
  const stored = setups.find((s) => s.season === season) ?? null;
  const previous = setups.find((s) => s.season === previousSeason(season)) ?? null;
  const { draft, dirty, changedElsewhere } = editView(edit, sport, season, stored);
  // A device still on its first sync may not have this season's set-up yet: a form offered now would
  // start from the defaults and, saved, replace the stored set-up. It waits for the sync, as long as
  // an empty screen waits for one (useFirstSyncPending: online, a few seconds at most).
  const syncing = useFirstSyncPending();
  const waitForSetup = syncing && !stored;
  const shown: typeof data = waitForSetup && data.status === 'ready' ? { status: 'loading', retry: data.retry } : data;
  const copySeason = !stored && draft.divisions.length === 0 && previous && previous.divisions.length > 0 ? previous.season : null;
  const ids = {
    name: (key: string) => `${prefix}name-${key}`,
    add: (key: string) => `${prefix}add-${key}`,
    addDivision: `${prefix}add-division`,
    up: (rule: TiebreakRule) => `${prefix}${rule}-up`,
    down: (rule: TiebreakRule) => `${prefix}${rule}-down`,
    addRule: `${prefix}add-rule`,
  };

  // A reload or a closed tab would lose what the admin has not saved: the browser asks first.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function change(update: (d: SetupDraft) => SetupDraft, focus?: string) {
    // Buttons that vanish or turn disabled would drop a keyboard user's focus on the page's body:
    // the change is committed at once (react.dev, flushSync), then the focus moves to its element.
    flushSync(() => {
      setEdit((current) => changeEdit(current, sport, season, stored, update));
      setError(null);
    });
    if (focus) document.getElementById(focus)?.focus();
  }

  function choose(next: { sport?: string; season?: string }) {
    setSport(next.sport ?? sport);
    setSeason(next.season ?? season);
    setEdit(null);
    setError(null);
    setNote(null);
  }

  function discard() {
    setConfirmDiscard(false);
    setEdit(null);
    setError(null);
    setNote(null);
  }

  function moveRule(rule: TiebreakRule, by: -1 | 1) {
    const to = draft.tiebreakers.indexOf(rule) + by;
    // The same button again, unless the rule reached the end where that button is disabled.
    const up = to === 0 ? false : to === draft.tiebreakers.length - 1 ? true : by < 0;
    change((d) => model.moveTiebreaker(d, rule, by), up ? ids.up(rule) : ids.down(rule));
  }

  function addDivision() {
    const next = model.addDivision(draft);
    const added = next.divisions.at(-1);
    change(() => next, added ? ids.name(added.key) : undefined);
  }

  function copy() {
    if (!previous) return;
    const copied = model.copyFromPrevious(previous, schools, sport);
    const first = copied.draft.divisions[0];
    change(() => copied.draft, first ? ids.name(first.key) : undefined);
    const left = copied.leftOut;
    setNote(`Copied from ${previous.season}.${left > 0 ? ` ${left} ${left === 1 ? 'school that no longer plays' : 'schools that no longer play'} ${sportName(sport)} ${left === 1 ? 'was' : 'were'} left out.` : ''} Save to keep it.`);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    await form.save(
      db,
      async (database) => {
        const saved = await saveStandingsSetup(database, { sport, season, draft }, updatedBy);
        setEdit(savedEdit(sport, season, saved));
        setNote(null);
        showSuccess(SETUP_SAVED);
      },
      (reason) => (reason instanceof SetupRuleError ? reason.message : `Failed to save the standings set-up: ${errorMessage(reason)}`),
    );
  }

  const seasons = model.seasonChoices(setups.map((s) => s.season));
  const thisSeason = currentSeason();
  const lockedHint = dirty ? 'Save or discard your changes to choose another sport or season.' : undefined;
  return (
    <section className="admin-tab standings-setup" aria-labelledby="standings-setup-title">
      <h2 id="standings-setup-title" className="admin-tab__title">
        Standings set-up
      </h2>
      <p className="standings-setup__intro">Which schools play in which division, and how teams level on win % are ordered, for one sport and season.</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="standings-setup__choices">
          <SelectField label="Sport" name="sport" value={sport} disabled={dirty} onChange={(e) => choose({ sport: e.target.value })}>
            {STANDINGS_SPORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {sportName(key)}
              </option>
            ))}
          </SelectField>
          <SelectField label="Season" name="season" value={season} disabled={dirty} hint={lockedHint} onChange={(e) => choose({ season: e.target.value })}>
            {seasons.map((s) => (
              <option key={s} value={s}>
                {s === thisSeason ? `${s} (this season)` : s}
              </option>
            ))}
          </SelectField>
        </div>
        {dirty ? (
          <div className="standings-setup__discard">
            <Button variant="secondary" onClick={() => setConfirmDiscard(true)}>
              Discard changes
            </Button>
          </div>
        ) : null}
        {changedElsewhere ? (
          <StatusMessage tone="warning">
            This set-up was saved on another device while you were editing it. Saving replaces that version with yours; Discard changes shows it.
          </StatusMessage>
        ) : null}
        <QueryState result={shown} placement="inline" loading="Loading standings set-up…" error={failedToLoad('the standings set-up')}>
          {() => (
            <>
              <DivisionsSection
                sport={sport}
                draft={draft}
                schools={schools}
                copySeason={copySeason}
                ids={{ name: ids.name, add: ids.add, addDivision: ids.addDivision }}
                onAddDivision={addDivision}
                onRename={(key, name) => change((d) => model.renameDivision(d, key, name))}
                onAddSchool={(key, id) => change((d) => model.addSchool(d, key, id), ids.add(key))}
                onRemoveSchool={(key, id) => change((d) => model.removeSchool(d, key, id), ids.add(key))}
                onRemoveDivision={(key) => change((d) => model.removeDivision(d, key), ids.addDivision)}
                onCopy={copy}
              />
              <StatusMessage tone="info">{note}</StatusMessage>
              <TiebreakerList
                rules={draft.tiebreakers}
                available={model.availableTiebreakers(draft)}
                canRemove={model.canRemoveTiebreaker(draft)}
                ids={{ up: ids.up, down: ids.down, add: ids.addRule }}
                onMove={moveRule}
                onRemove={(rule) => change((d) => model.removeTiebreaker(d, rule), ids.addRule)}
                onAdd={(rule) => change((d) => model.addTiebreaker(d, rule), ids.addRule)}
              />
              {/* Next to the button: with many divisions the top of the form is far away on a phone. */}
              <StatusMessage tone="error">{error}</StatusMessage>
              <StatusMessage tone="success">{success}</StatusMessage>
              <div className="standings-actions">
                <Button type="submit" busy={saving}>
                  Save
                </Button>
                {dirty ? <span className="standings-setup__unsaved">Unsaved changes</span> : null}
              </div>
            </>
          )}
        </QueryState>
      </form>
      <ConfirmDialog
        open={confirmDiscard}
        message={`Discard your unsaved changes to the ${sportName(sport)} ${season} set-up?`}
        confirmLabel="Discard"
        onConfirm={discard}
        onCancel={() => setConfirmDiscard(false)}
      />
    </section>
  );
}
