import type { DivisionsDoc } from '../../../shared/schemas/divisions.schema';
import type { SetupDraft } from './setupModel';
import { draftFromDoc, sameDraft } from './setupModel';

/** What the stored document is known by: its content and when it was last written. */
export type StoredVersion = Pick<DivisionsDoc, 'divisions' | 'tiebreakers' | 'updatedAt'>;

/**
 * The admin's unsaved edit of one (sport, season). Without one the tab shows the stored
 * version as it is, so a change synced in from another device appears by itself.
 */
export interface SetupEdit {
  sport: string;
  season: string;
  draft: SetupDraft;
  /** The stored version's updatedAt when the edit began (null: nothing stored then). */
  from: number | null;
  /**
   * A draft just saved: shown until the live query brings the stored version back, so
   * the list does not flash the version from before the save meanwhile.
   */
  saved: boolean;
}

export interface EditView {
  draft: SetupDraft;
  /** Unsaved changes: switching sport or season would lose them. */
  dirty: boolean;
  /** Someone else saved this set-up since the admin began editing it. */
  changedElsewhere: boolean;
}

/** The edit that applies to what is on screen, or null when the stored version is shown. */
function current(edit: SetupEdit | null, sport: string, season: string, stored: StoredVersion | null): SetupEdit | null {
  if (!edit || edit.sport !== sport || edit.season !== season) return null;
  const caughtUp = edit.saved && stored !== null && stored.updatedAt >= (edit.from ?? 0);
  return caughtUp ? null : edit;
}

export function editView(edit: SetupEdit | null, sport: string, season: string, stored: StoredVersion | null): EditView {
  const live = current(edit, sport, season, stored);
  if (!live) return { draft: draftFromDoc(stored), dirty: false, changedElsewhere: false };
  const dirty = !live.saved && !sameDraft(live.draft, draftFromDoc(stored));
  return { draft: live.draft, dirty, changedElsewhere: dirty && live.from !== (stored?.updatedAt ?? null) };
}

/** The edit after one change; back to no edit when the change returns to the stored version. */
export function changeEdit(
  edit: SetupEdit | null,
  sport: string,
  season: string,
  stored: StoredVersion | null,
  change: (draft: SetupDraft) => SetupDraft,
): SetupEdit | null {
  const live = current(edit, sport, season, stored);
  const next = change(live?.draft ?? draftFromDoc(stored));
  if (!live?.saved && sameDraft(next, draftFromDoc(stored))) return null;
  return { sport, season, draft: next, from: live ? live.from : (stored?.updatedAt ?? null), saved: false };
}

/** What the tab shows right after a save, until the stored version catches up. */
export function savedEdit(sport: string, season: string, saved: StoredVersion): SetupEdit {
  return { sport, season, draft: draftFromDoc(saved), from: saved.updatedAt, saved: true };
}
