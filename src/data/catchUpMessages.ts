import type { CatchUpAnswer, CatchUpRequest } from './sync/catchUp';
import type { SyncErrorKind } from './sync/syncError';

/**
 * The page's messages to the storage worker beside RxDB's own (workerStorage.ts `catchUp`,
 * storageWorker.ts), apart from the worker's code so the page never loads it.
 */
export interface CatchUpMessage {
  liaaCatchUp: number;
  request: CatchUpRequest;
}

/** A page of the catch-up was stored; then, once, how it ended. */
export type CatchUpReply =
  | { liaaCatchUpPage: number }
  | { liaaCaughtUp: number; answer: CatchUpAnswer }
  | { liaaCaughtUp: number; error: string; syncError?: { kind: SyncErrorKind; status?: number; reason?: string } };

export function isCatchUpMessage(data: unknown): data is CatchUpMessage {
  return typeof (data as CatchUpMessage | null)?.liaaCatchUp === 'number';
}

export function isCatchUpReply(data: unknown): data is CatchUpReply {
  const reply = data as Partial<Record<'liaaCatchUpPage' | 'liaaCaughtUp', unknown>> | null;
  return typeof reply?.liaaCatchUpPage === 'number' || typeof reply?.liaaCaughtUp === 'number';
}
