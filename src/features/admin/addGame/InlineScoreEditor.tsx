import { useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import type { ScoreCorrection } from '../shared/gameChanges';
import { bothFinalsEntered } from '../shared/gameChanges';
import type { AdminGame } from '../shared/queries';
import { ScoreGrid } from '../shared/ScoreGrid';
import { correctScores, setGameStatus } from '../shared/scoring';
import { useScoreDraft } from '../shared/useScoreDraft';
import { useUpdatedBy } from '../shared/useUpdatedBy';

export const SCORE_SAVED = 'Score saved.';
export const BOTH_FINALS_NEEDED = 'Enter both final scores to submit the game.';

export interface InlineScoreEditorProps {
  game: AdminGame;
  onSubmitted(message: string): void;
  onClose(): void;
}

/** What the Submit Game dialog says: the game ends, with this score. */
export function submitGameText(game: Pick<AdminGame, 'homeSchoolName' | 'awayName'>, home: string, away: string): string {
  return `End ${game.homeSchoolName} vs ${game.awayName} with the final score ${game.homeSchoolName} ${home} – ${away} ${game.awayName}? Fans will see it as FINAL.`;
}

/**
 * Scores of one game, in place (docs/product/rules.md §4). Save writes the changed cells as corrections and
 * leaves the game's state alone; Submit Game ends the game, explicitly, after a dialog that
 * states the final score (a game never started is started and ended).
 */
export function InlineScoreEditor({ game, onSubmitted, onClose }: InlineScoreEditorProps) {
  const db = useDatabase();
  const by = useUpdatedBy();
  const draft = useScoreDraft(game);
  const { error, setError, saving: busy, success: saved, showSuccess: showSaved, run } = useFormSubmit<{ title: string; detail?: string }>();
  const [ending, setEnding] = useState<readonly ScoreCorrection[] | null>(null);
  const saveError = (reason: unknown) => ({ title: MSG.scoresSaveError, detail: reason instanceof Error ? reason.message : String(reason) });

  /** The changed cells, or null (the error shown) when one cannot be stored. */
  function readCorrections(): ScoreCorrection[] | null {
    try {
      return draft.corrections();
    } catch (reason: unknown) {
      setError(saveError(reason));
      return null;
    }
  }

  function save() {
    setError(null);
    const corrections = readCorrections();
    if (!corrections || !db) return;
    void run(async () => {
      if (corrections.length > 0) await correctScores(db, game.id, by, corrections);
      showSaved(SCORE_SAVED);
    }, saveError);
  }

  function askSubmit() {
    setError(null);
    const corrections = readCorrections();
    if (!corrections) return;
    if (!bothFinalsEntered(draft.cells)) {
      setError({ title: BOTH_FINALS_NEEDED });
      return;
    }
    setEnding(corrections);
  }

  function submit() {
    const corrections = ending;
    setEnding(null);
    if (!corrections || !db) return;
    void run(async () => {
      if (corrections.length > 0) await correctScores(db, game.id, by, corrections);
      if (game.status === 'UPCOMING') await setGameStatus(db, game.id, by, 'LIVE');
      await setGameStatus(db, game.id, by, 'FINAL');
      onSubmitted(`${game.homeSchoolName} vs ${game.awayName} is FINAL.`);
    }, saveError);
  }

  return (
    <div className="inline-editor" data-testid="inline-score-editor">
      <StatusMessage tone="error">
        {error ? (
          <>
            <strong>{error.title}</strong>
            {error.detail ? <span className="inline-editor__detail">{error.detail}</span> : null}
          </>
        ) : null}
      </StatusMessage>
      <StatusMessage tone="success">{saved}</StatusMessage>
      <ScoreGrid
        sport={game.sport}
        teams={{ home: game.homeSchoolName, away: game.awayName }}
        cells={draft.cells}
        onChange={draft.set}
        caption={`Score of ${game.homeSchoolName} vs ${game.awayName}`}
      />
      <div className="game-card__actions">
        <Button busy={busy} onClick={save}>
          Save
        </Button>
        <Button variant="secondary" busy={busy} onClick={askSubmit}>
          Submit Game
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={ending !== null}
        message={submitGameText(game, draft.cells.home.final ?? '', draft.cells.away.final ?? '')}
        confirmLabel="Submit Game"
        onConfirm={submit}
        onCancel={() => setEnding(null)}
      />
    </div>
  );
}
