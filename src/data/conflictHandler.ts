import type { RxConflictHandler } from 'rxdb/plugins/core';
import { docsEqual } from '../shared/docsEqual';

/**
 * RxDB's default handler keeps the server's version and drops the offline
 * edit. Ours merges three ways, field by field (see shared/merge.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one handler serves every collection's document type
export const mergeConflictHandler: RxConflictHandler<any> = {
  isEqual: (a, b) => docsEqual(a, b),
  // Only a device that wrote something ever merges: a fan's device never loads the merge.
  resolve: async ({ assumedMasterState, realMasterState, newDocumentState }) =>
    (await import('../shared/merge')).mergeDocuments(assumedMasterState, newDocumentState, realMasterState),
};
