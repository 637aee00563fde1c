import type { RxCollection } from 'rxdb/plugins/core';
import type { Observable, Subscription } from 'rxjs';
import { BehaviorSubject } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import type { OverwriteNotice } from '../../../data/sync/startSync';
import type { GameNames } from './noticeText';
import { docDisplayName, docReplacedText, gameDeletedText, gameReplacedText } from './noticeText';
import { ownEditsOf } from '../shared/ownEdits';
import { docKey } from '../shared/ownEditBook';

/** A local edit that lost to a later one: shown until the admin dismisses it. */
export interface ConflictNotice {
  /** `${collection}/${id}/${field}`: the same loss reported twice shows once. */
  key: string;
  text: string;
}

const notices = new BehaviorSubject<readonly ConflictNotice[]>([]);

export const conflictNotices$: Observable<readonly ConflictNotice[]> = notices.asObservable();

export function currentConflictNotices(): readonly ConflictNotice[] {
  return notices.getValue();
}

export function addConflictNotice(notice: ConflictNotice): void {
  const list = notices.getValue();
  if (!list.some((n) => n.key === notice.key)) notices.next([...list, notice]);
}

export function dismissConflictNotice(key: string): void {
  notices.next(notices.getValue().filter((n) => n.key !== key));
}

export function clearConflictNotices(): void {
  notices.next([]);
}

function gameNames(doc: Record<string, unknown> | null | undefined): GameNames | null {
  if (!doc || typeof doc.homeSchoolName !== 'string' || typeof doc.awayName !== 'string') return null;
  return { sport: typeof doc.sport === 'string' ? doc.sport : '', homeSchoolName: doc.homeSchoolName, awayName: doc.awayName };
}

function reportGame(id: string, names: GameNames, paths: readonly string[]): void {
  for (const path of paths) addConflictNotice({ key: `${docKey('games', id)}/${path}`, text: gameReplacedText(names, path) });
}

/**
 * A game's score and current period are computed from its scoring entries: two devices' copies
 * meet at every sync and nothing typed is lost. What replaced what shows in the scoring
 * console's history (each correction with the value it replaced and who), not here.
 */
export function isScoringField(path: string): boolean {
  return path === 'score' || path.startsWith('score.') || path === 'period';
}

/** RxDB's report: this device pushed second and lost some fields in the merge. */
async function onOverwritten(db: AppDatabase, notice: OverwriteNotice): Promise<void> {
  const collection = (db.collections as unknown as Record<string, RxCollection | undefined>)[notice.collection];
  const doc = (await collection?.findOne(notice.id).exec())?.toJSON() as Record<string, unknown> | undefined;
  if (notice.collection === 'games') {
    ownEditsOf(db).forget('games', notice.id, notice.fields);
    const names = gameNames(doc);
    if (names) {
      reportGame(notice.id, names, notice.fields.filter((path) => !isScoringField(path)));
      return;
    }
  }
  const name = docDisplayName(notice.collection, doc ?? null);
  for (const field of notice.fields) {
    addConflictNotice({ key: `${docKey(notice.collection, notice.id)}/${field}`, text: docReplacedText(name, field) });
  }
}

const watched = new WeakMap<AppDatabase, Subscription>();

/**
 * Listens for lost edits for the app's lifetime: RxDB's merge reports, and
 * games coming down with a field this device wrote now holding another value.
 */
export function watchConflicts(db: AppDatabase, overwritten$: Observable<OverwriteNotice>): Subscription {
  const existing = watched.get(db);
  if (existing) return existing;
  const edits = ownEditsOf(db);
  const subscription = overwritten$.subscribe((notice) => {
    onOverwritten(db, notice).catch(() => undefined);
  });
  subscription.add(
    db.games.$.subscribe((event) => {
      const id = event.documentId;
      if (event.operation === 'DELETE') {
        const mine = edits.snapshot()[docKey('games', id)];
        const names = gameNames(event.previousDocumentData as Record<string, unknown> | undefined);
        if (mine && names) addConflictNotice({ key: `${docKey('games', id)}/deleted`, text: gameDeletedText(names) });
        edits.forget('games', id);
        return;
      }
      const paths = edits.takeReplaced('games', id, event.documentData).filter((path) => !isScoringField(path));
      const names = gameNames(event.documentData as Record<string, unknown>);
      if (paths.length > 0 && names) reportGame(id, names, paths);
    }),
  );
  watched.set(db, subscription);
  return subscription;
}
