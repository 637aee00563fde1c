import { useFormSubmit } from '../../../ui/useFormSubmit';
import type { ComputedScore } from '../../../shared/scoring/score';
import type { ScoreCorrection } from '../shared/gameChanges';
import type { AdminGame } from '../shared/queries';
import type { ScoreDraft } from '../shared/useScoreDraft';
import { useScoreDraft } from '../shared/useScoreDraft';

export interface CorrectionDraft {
  draft: ScoreDraft;
  error: string | null;
  busy: boolean;
  /** Writes the changed cells (nothing when none changed); false when a cell cannot be stored. */
  save(): Promise<boolean>;
}

/** The console's score grid: the score it shows, corrected cell by cell through `write`. */
export function useCorrectionDraft(
  game: AdminGame,
  score: ComputedScore,
  write: (corrections: readonly ScoreCorrection[]) => Promise<void>,
): CorrectionDraft {
  const draft = useScoreDraft({ sport: game.sport, status: game.status, score });
  const { error, setError, saving: busy, run } = useFormSubmit();
  const message = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));
  return {
    draft,
    error,
    busy,
    async save() {
      setError(null);
      let corrections: ScoreCorrection[];
      try {
        corrections = draft.corrections();
      } catch (reason: unknown) {
        setError(message(reason));
        return false;
      }
      if (corrections.length === 0) return true;
      return run(() => write(corrections), message);
    },
  };
}
