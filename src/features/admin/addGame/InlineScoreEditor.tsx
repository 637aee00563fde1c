import { useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useTimedMessage } from '../../../ui/useTimedMessage';
import { bothFinalsEntered } from '../games/gameChanges';
import { updateGame } from '../games/mutations';
import type { AdminGame } from '../games/queries';
import { ScoreGrid } from '../games/ScoreGrid';
import { useScoreDraft } from '../games/useScoreDraft';
import { useUpdatedBy } from '../games/useUpdatedBy';

export const SCORE_SAVED = 'Score saved.';
export const BOTH_FINALS_NEEDED = 'Enter both final scores to submit the game.';

export interface InlineScoreEditorProps {
  game: AdminGame;
  onSubmitted(message: string): void;
  onClose(): void;
}

/** Scores of one game, in place: Save keeps it LIVE, Submit Game makes it FINAL (SPEC §4). */
export function InlineScoreEditor({ game, onSubmitted, onClose }: InlineScoreEditorProps) {
  const db = useDatabase();
  const by = useUpdatedBy();
  const draft = useScoreDraft(game);
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, showSaved] = useTimedMessage(2000);

  async function save(final: boolean) {
    setError(null);
    if (final && !bothFinalsEntered(draft.cells)) {
      setError({ title: BOTH_FINALS_NEEDED });
      return;
    }
    if (!db) return;
    setBusy(true);
    try {
      await updateGame(db, game.id, draft.changes(), final ? 'FINAL' : 'LIVE', by);
      if (final) onSubmitted(`${game.homeSchoolName} vs ${game.awayName} is FINAL.`);
      else showSaved(SCORE_SAVED);
    } catch (reason: unknown) {
      setError({ title: MSG.scoresSaveError, detail: reason instanceof Error ? reason.message : String(reason) });
    } finally {
      setBusy(false);
    }
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
        <Button busy={busy} onClick={() => void save(false)}>
          Save
        </Button>
        <Button variant="secondary" busy={busy} onClick={() => void save(true)}>
          Submit Game
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
