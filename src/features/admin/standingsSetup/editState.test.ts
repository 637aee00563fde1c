import { describe, expect, it } from 'vitest';
import type { StoredVersion } from './editState';
import { changeEdit, editView, savedEdit } from './editState';
import { addDivision, moveTiebreaker, newDraft, renameDivision } from './setupModel';

const STORED: StoredVersion = { divisions: [{ key: 'division-1', name: 'North', schoolIds: [] }], tiebreakers: ['headToHead', 'pointsFor'], updatedAt: 100 };

describe('the unsaved edit', () => {
  it('shows the stored version, or a new set-up, when nothing was edited', () => {
    expect(editView(null, 'football', '2026-27', STORED)).toEqual({
      draft: { divisions: STORED.divisions, tiebreakers: STORED.tiebreakers }, dirty: false, changedElsewhere: false,
    });
    expect(editView(null, 'football', '2026-27', null)).toEqual({ draft: newDraft(), dirty: false, changedElsewhere: false });
  });

  it('is dirty after a change, and clean again when the change is undone', () => {
    const edit = changeEdit(null, 'football', '2026-27', STORED, (d) => moveTiebreaker(d, 'pointsFor', -1));
    expect(editView(edit, 'football', '2026-27', STORED)).toMatchObject({ dirty: true, draft: { tiebreakers: ['pointsFor', 'headToHead'] } });
    expect(changeEdit(edit, 'football', '2026-27', STORED, (d) => moveTiebreaker(d, 'pointsFor', 1))).toBeNull();
  });

  it('applies to its own sport and season only', () => {
    const edit = changeEdit(null, 'football', '2026-27', null, addDivision);
    expect(editView(edit, 'football', '2026-27', null).dirty).toBe(true);
    expect(editView(edit, 'volleyball', '2026-27', null)).toEqual({ draft: newDraft(), dirty: false, changedElsewhere: false });
    expect(editView(edit, 'football', '2027-28', null).dirty).toBe(false);
  });

  it('says when another device saved the set-up meanwhile, and keeps the admin\'s draft', () => {
    const edit = changeEdit(null, 'football', '2026-27', STORED, (d) => renameDivision(d, 'division-1', 'East'));
    const theirs: StoredVersion = { ...STORED, tiebreakers: ['overallPct'], updatedAt: 200 };
    expect(editView(edit, 'football', '2026-27', theirs)).toMatchObject({ dirty: true, changedElsewhere: true, draft: { divisions: [{ name: 'East' }] } });
  });

  it('follows a change synced in from elsewhere when nothing was edited', () => {
    const theirs: StoredVersion = { ...STORED, divisions: [], updatedAt: 200 };
    expect(editView(null, 'football', '2026-27', theirs).draft.divisions).toEqual([]);
  });

  it('shows a saved draft until the stored version catches up, then follows the stored version', () => {
    const saved: StoredVersion = { ...STORED, divisions: [{ key: 'division-1', name: 'East', schoolIds: [] }], updatedAt: 300 };
    const edit = savedEdit('football', '2026-27', saved);
    // The live query has not answered yet: the old version is still the stored one.
    expect(editView(edit, 'football', '2026-27', STORED)).toMatchObject({ dirty: false, changedElsewhere: false, draft: { divisions: [{ name: 'East' }] } });
    expect(editView(edit, 'football', '2026-27', saved)).toMatchObject({ dirty: false, draft: { divisions: [{ name: 'East' }] } });
    // A later version from elsewhere is shown as it is.
    const later: StoredVersion = { ...saved, divisions: [], updatedAt: 400 };
    expect(editView(edit, 'football', '2026-27', later).draft.divisions).toEqual([]);
    // Editing right after a save starts from the saved draft, not from the version before it.
    const next = changeEdit(edit, 'football', '2026-27', STORED, addDivision);
    expect(editView(next, 'football', '2026-27', saved)).toMatchObject({ dirty: true, changedElsewhere: false });
    expect(editView(next, 'football', '2026-27', saved).draft.divisions.map((d) => d.name)).toEqual(['East', 'Division 2']);
  });
});
