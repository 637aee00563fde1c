import { useEffect, useMemo, useState } from 'react';
import type { FieldChange, ScoreCells, Side } from './gameChanges';
import { cellsFromScore, rebaseCells, scoreChanges } from './gameChanges';
import type { AdminGame } from './queries';

export interface ScoreDraft {
  cells: ScoreCells;
  set(side: Side, key: string, value: string): void;
  /** The edited cells as changes; throws ScoreInputError for a value that cannot be stored. */
  changes(): FieldChange[];
}

/** The score form of one game, following the stored game for every cell the admin has not touched. */
export function useScoreDraft(game: AdminGame): ScoreDraft {
  const scoreJson = JSON.stringify(game.score ?? {});
  const fresh = useMemo(() => cellsFromScore(game.sport, JSON.parse(scoreJson) as AdminGame['score']), [game.sport, scoreJson]);
  const [draft, setDraft] = useState({ base: fresh, cells: fresh });

  useEffect(() => {
    setDraft((prev) => (prev.base === fresh ? prev : { base: fresh, cells: rebaseCells(prev.base, prev.cells, fresh) }));
  }, [fresh]);

  return {
    cells: draft.cells,
    set(side, key, value) {
      setDraft((prev) => ({ ...prev, cells: { ...prev.cells, [side]: { ...prev.cells[side], [key]: value } } }));
    },
    changes: () => scoreChanges(game.sport, draft.base, draft.cells),
  };
}
