import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { useDatabase, useSession } from '../../../../data/DatabaseProvider';
import { currentSeason } from '../../../../shared/standings/season';
import { STANDINGS_SPORT_KEYS, sportName } from '../../../../shared/catalog/sports';
import { MSG, rankingsError } from '../../../../shared/schemas/adminMessages';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { QueryLoading } from '../../../../ui/LoadState';
import { SelectField } from '../../../../ui/SelectField';
import { StatusMessage } from '../../../../ui/StatusMessage';
import { errorMessage } from '../../../../ui/errorMessage';
import { useFormSubmit } from '../../../../ui/useFormSubmit';
import { saveRankings } from './mutations';
import { useRankingSources } from './queries';
import type { RankEntry } from './rankingList';
import { addTeam, checkTypedRank, firstTypedRankProblem, isRankWithin, moveTeam, rankingList, unrankedTeams } from './rankingList';
import './rankings.css';

/** The 'Manage Team Rankings' modal of docs/product/screens.md §11, with the opener the spec lacked. */
export function ManageRankingsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const db = useDatabase();
  const session = useSession();
  const [sport, setSport] = useState(STANDINGS_SPORT_KEYS[0]);
  const [season, setSeason] = useState(() => currentSeason());
  const [draft, setDraft] = useState<{ at: string; list: RankEntry[] } | null>(null);
  const [rankInputs, setRankInputs] = useState<Record<string, string>>({});
  const submitting = useFormSubmit();
  const { error, setError, saving, success, showSuccess } = submitting;
  const sources = useRankingSources(sport);

  const at = `${sport}|${season}`;
  const data = sources.status === 'ready' ? sources.data : { rankings: [], standings: [] };
  // While the admin edits, a sync from elsewhere does not reshuffle the list under their fingers.
  const list = draft?.at === at ? draft.list : rankingList(data.rankings, data.standings, season);
  const missing = unrankedTeams(list, data.standings, season);
  const seasons = [
    ...new Set([
      currentSeason(),
      ...data.standings.map((s) => s.season),
      ...data.rankings.flatMap((r) => (r.season ? [r.season] : [])),
    ]),
  ].sort((a, b) => b.localeCompare(a));

  function edit(next: RankEntry[]) {
    setDraft({ at, list: next });
    setRankInputs({});
  }

  function move(index: number, entry: RankEntry) {
    const raw = rankInputs[entry.key];
    if (raw === undefined || raw.trim() === '') return;
    // Issue 14: a rank outside 1 to the team count is named (the original only ignored it: docs/product/rules.md §8); the list stays as it is.
    const problem = checkTypedRank(entry, raw, list.length);
    if (problem) {
      setError(problem.message);
      return;
    }
    setError(null);
    edit(moveTeam(list, index, Number(raw)));
  }

  function onRankKey(event: KeyboardEvent<HTMLInputElement>, index: number, entry: RankEntry) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    move(index, entry);
  }

  function reset() {
    setDraft(null);
    setRankInputs({});
    setError(null);
  }

  async function save() {
    if (!db) return;
    setError(null);
    // A rank typed outside 1 to n and left there: nothing is saved, rather than 'updated successfully'.
    const problem = firstTypedRankProblem(list, rankInputs);
    if (problem) {
      setError(rankingsError(problem.message));
      return;
    }
    await submitting.save(
      db,
      async (database) => {
        await saveRankings(database, sport, season, list, session.status === 'signed-in' ? session.session.user.email : '');
        setDraft(null);
        setRankInputs({});
        showSuccess(MSG.rankingsUpdated);
      },
      (reason) => rankingsError(errorMessage(reason)),
    );
  }

  return (
    <Modal
      open={open}
      title="Manage Team Rankings"
      onClose={() => {
        reset();
        onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={reset} disabled={!draft}>
            Reset
          </Button>
          <Button onClick={() => void save()} busy={saving} disabled={list.length === 0}>
            Save Rankings
          </Button>
        </>
      }
    >
      <StatusMessage tone="error">{error}</StatusMessage>
      <StatusMessage tone="success">{success}</StatusMessage>
      <div className="rankings__choices">
        <SelectField
          label="Ranking sport"
          value={sport}
          onChange={(e) => {
            setSport(e.target.value);
            reset();
          }}
        >
          {STANDINGS_SPORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {sportName(key)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Ranking season"
          value={season}
          onChange={(e) => {
            setSeason(e.target.value);
            reset();
          }}
        >
          {seasons.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </div>
      {sources.status === 'loading' ? <QueryLoading placement="inline">Loading rankings…</QueryLoading> : null}
      {sources.status === 'ready' && list.length === 0 ? (
        <p className="rankings__empty">{`No teams to rank for ${sportName(sport)} in ${season} yet: standings rows add them.`}</p>
      ) : null}
      <p className="field__hint">{`Type a new rank from 1 to ${list.length} and press Enter or Move; the other teams shift.`}</p>
      <ol className="rankings__list" aria-label={`${sportName(sport)} rankings`}>
        {list.map((entry, index) => (
          <li key={entry.key} className="rankings__row" data-testid="ranking-row">
            <span className="rankings__rank" aria-hidden="true">
              {entry.rank}
            </span>
            <span className="rankings__team">
              {entry.teamName}
              {entry.wins !== undefined && entry.losses !== undefined ? (
                <span className="rankings__record">{` ${entry.wins}-${entry.losses}`}</span>
              ) : null}
            </span>
            <span className="rankings__controls">
              <input
                className="field__input rankings__input"
                type="number"
                min={1}
                max={list.length}
                step={1}
                inputMode="numeric"
                aria-invalid={rankInputs[entry.key]?.trim() && !isRankWithin(rankInputs[entry.key], list.length) ? true : undefined}
                aria-label={`New rank for ${entry.teamName}`}
                value={rankInputs[entry.key] ?? String(entry.rank)}
                onChange={(e) => setRankInputs((current) => ({ ...current, [entry.key]: e.target.value }))}
                onKeyDown={(e) => onRankKey(e, index, entry)}
              />
              <Button variant="secondary" onClick={() => move(index, entry)} aria-label={`Move ${entry.teamName}`}>
                Move
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {missing.length > 0 ? (
        <SelectField
          label="Add a team from the standings"
          value=""
          onChange={(e) => {
            const row = missing.find((m) => m.id === e.target.value);
            if (row) edit(addTeam(list, row));
          }}
        >
          <option value="">Choose a team</option>
          {missing.map((row) => (
            <option key={row.id} value={row.id}>
              {row.teamName}
            </option>
          ))}
        </SelectField>
      ) : null}
    </Modal>
  );
}
