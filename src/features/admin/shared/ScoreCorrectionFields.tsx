import { MSG } from '../../../shared/schemas/adminMessages';
import { StatusMessage } from '../../../ui/StatusMessage';
import type { ScoreCells, Side } from './gameChanges';
import { ScoreGrid } from './ScoreGrid';

export interface ScoreCorrectionFieldsProps {
  game: { sport: string; homeSchoolName: string; awayName: string };
  cells: ScoreCells;
  onChange(side: Side, key: string, value: string): void;
  /** Why the last save failed, or null. */
  error: string | null;
}

/** A game's score grid with the save error above it: every form that corrects a score shows these. */
export function ScoreCorrectionFields({ game, cells, onChange, error }: ScoreCorrectionFieldsProps) {
  return (
    <>
      <StatusMessage tone="error">
        {error ? (
          <>
            <strong>{MSG.scoresSaveError}</strong>
            <span className="inline-editor__detail">{error}</span>
          </>
        ) : null}
      </StatusMessage>
      <ScoreGrid
        sport={game.sport}
        teams={{ home: game.homeSchoolName, away: game.awayName }}
        cells={cells}
        onChange={onChange}
        caption={`Score of ${game.homeSchoolName} vs ${game.awayName}`}
      />
    </>
  );
}
