import type { RxConflictHandler } from 'rxdb/plugins/core';
import { docsEqual, mergeDocuments } from '../shared/merge';

/**
 * RxDB's default handler keeps the server's version and drops the offline
 * edit. Ours merges three ways, field by field (see shared/merge.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one handler serves every collection's document type
export const mergeConflictHandler: RxConflictHandler<any> = {
  isEqual: (a, b) => docsEqual(a, b),
  resolve: async ({ assumedMasterState, realMasterState, newDocumentState }) =>
    mergeDocuments(assumedMasterState, newDocumentState, realMasterState),
};
