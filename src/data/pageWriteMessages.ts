import type { PageWriteAnswer, PageWriteRequest } from './sync/pageWrite';

/**
 * The page's messages to the storage worker beside RxDB's own (workerStorage.ts `writePage`,
 * storageWorker.ts), apart from the worker's code so the page never loads it.
 */
export interface PageWriteMessage {
  liaaPageWrite: number;
  request: PageWriteRequest;
}
export type PageWriteReply = { liaaPageWritten: number } & ({ answer: PageWriteAnswer } | { error: string });

export function isPageWriteMessage(data: unknown): data is PageWriteMessage {
  return typeof (data as PageWriteMessage | null)?.liaaPageWrite === 'number';
}

export function isPageWriteReply(data: unknown): data is PageWriteReply {
  return typeof (data as PageWriteReply | null)?.liaaPageWritten === 'number';
}
