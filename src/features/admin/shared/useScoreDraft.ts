import { useMemo, useState } from 'react';
import type { ScoreCells, ScoreCorrection, Side } from './gameChanges';
import { cellsFromScore, rebaseCells, scoreCorrections, withFinalsPreview } from './gameChanges';
import type { AdminGame } from './queries';

export interface ScoreDraft {
  /** The form's cells; a computed final shows what the typed periods make. */
  cells: ScoreCells;
  set(side: Side, key: string, value: string): void;
  /** The edited cells as corrections; throws ScoreInputError for a value that cannot be stored. */
  corrections(): ScoreCorrection[];
}

/** The score form of one game, following the stored game for every cell the admin has not touched. */
export function useScoreDraft(game: Pick<AdminGame, 'sport' | 'score' | 'status'>): ScoreDraft {
  const scoreJson = JSON.stringify(game.score ?? {});
  const fresh = useMemo(() => cellsFromScore(game.sport, JSON.parse(scoreJson) as AdminGame['score']), [game.sport, scoreJson]);
  const [draft, setDraft] = useState({ base: fresh, cells: fresh });
  // The stored game changed (a sync, another tab): the untouched cells follow it, during the render
  // that shows it (react.dev, "Adjusting some state when a prop changes"), not one commit later.
  if (draft.base !== fresh) setDraft({ base: fresh, cells: rebaseCells(draft.base, draft.cells, fresh) });

  const finished = game.status === 'FINAL';
  const cells = useMemo(() => withFinalsPreview(game.sport, draft.cells, finished), [game.sport, draft.cells, finished]);
  return {
    cells,
    set(side, key, value) {
      setDraft((prev) => ({ ...prev, cells: { ...prev.cells, [side]: { ...prev.cells[side], [key]: value } } }));
    },
    corrections: () => scoreCorrections(game.sport, draft.base, draft.cells),
  };
}
