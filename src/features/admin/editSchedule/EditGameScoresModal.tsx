import { useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import { MSG } from '../../../shared/schemas/adminMessages';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { errorMessage } from '../../../ui/errorMessage';
import { TextAreaField } from '../../../ui/TextAreaField';
import { useFormSubmit } from '../../../ui/useFormSubmit';
import type { NoteKey, NoteTexts } from '../shared/gameChanges';
import { noteChanges, notesFromGame } from '../shared/gameChanges';
import { updateGame } from '../shared/mutations';
import type { AdminGame } from '../shared/queries';
import { ScoreCorrectionFields } from '../shared/ScoreCorrectionFields';
import { correctScores } from '../shared/scoring';
import { useScoreDraft } from '../shared/useScoreDraft';
import { useUpdatedBy } from '../shared/useUpdatedBy';

export interface EditGameScoresModalProps {
  game: AdminGame;
  onSaved(): void;
  onClose(): void;
}

/**
 * 'Edit Game Scores' (docs/product/screens.md §11, docs/product/rules.md §4): the sport's period columns, finals and the
 * four notes. The changed cells are written as corrections (scoring entries), the
 * notes as fields of the game. Neither changes the game's state: a game starts and
 * ends only by an explicit action (the scoring console, Add Game's Submit Game), so
 * the original rule's 'a 0 counts as empty' (docs/product/rules.md §4) no longer ends or reopens a game.
 */
export function EditGameScoresModal({ game, onSaved, onClose }: EditGameScoresModalProps) {
  const db = useDatabase();
  const by = useUpdatedBy();
  const draft = useScoreDraft(game);
  const [initialNotes] = useState<NoteTexts>(() => notesFromGame(game.gameNotes));
  const [notes, setNotes] = useState<NoteTexts>(initialNotes);
  const { error, setError, saving, save: submit } = useFormSubmit();

  const noteFields: readonly { key: NoteKey; label: string }[] = [
    { key: 'home', label: `Home Team Notes (${game.homeSchoolName})` },
    { key: 'away', label: `Away Team Notes (${game.awayName})` },
    { key: 'general', label: 'General Notes' },
    { key: 'additional', label: 'Additional Notes' },
  ];

  async function save() {
    setError(null);
    if (!db) return;
    await submit(
      db,
      async (database) => {
        const corrections = draft.corrections();
        const noteEdits = noteChanges(initialNotes, notes);
        if (corrections.length > 0) await correctScores(database, game.id, by, corrections);
        if (noteEdits.length > 0) await updateGame(database, game.id, noteEdits, 'keep', by);
        onSaved();
      },
      errorMessage,
    );
  }

  return (
    <Modal
      open
      title={MSG.editGameScores}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={saving} onClick={() => void save()}>
            Save Scores
          </Button>
        </>
      }
    >
      <p className="games-muted">{`${game.homeSchoolName} vs ${game.awayName}`}</p>
      <ScoreCorrectionFields game={game} cells={draft.cells} onChange={draft.set} error={error} />
      <div className="notes-grid">
        {noteFields.map((field) => (
          <TextAreaField
            key={field.key}
            label={field.label}
            name={`notes-${field.key}`}
            rows={3}
            maxLength={5000}
            value={notes[field.key]}
            onChange={(event) => setNotes((prev) => ({ ...prev, [field.key]: event.target.value }))}
          />
        ))}
      </div>
    </Modal>
  );
}
