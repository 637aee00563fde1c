import type { CouchCheckpoint } from './changesPages';
import type { RxDocData } from './couchDocs';
import type { PageWriteAnswer } from './pageWrite';

export interface PullAnswer {
  documents: RxDocData[];
  checkpoint: CouchCheckpoint;
}

/**
 * One pull as RxDB asks for it, with catch-up pages written by `write` (the storage worker)
 * instead of being handed to RxDB's downstream (docs/design/sync.md §14).
 *
 * `pull` is the source (`pullChanges`: a page and its checkpoint), untouched. A full answer means
 * the feed has more (RxDB's own rule): it is written whole, and the next page read at once, until
 * the feed's end; RxDB gets an empty answer then (the checkpoint is stored already). The first
 * pull of a collection (no checkpoint yet) is written too when it is short (a small collection's
 * whole first sync): the page then never stores it through RxDB's downstream, one document at a
 * time with a meta document each. A short answer from a checkpoint (a live pull after a notice)
 * goes to RxDB as before. What `write` leaves (a local edit
 * waiting to be pushed) goes to RxDB with that page's checkpoint, so its conflict handling decides;
 * when the feed has more after it, `resync` asks RxDB to pull again (a short answer ends its loop).
 * A pull answers only after its pages are stored, so `awaitInSync` still means "stored".
 */
export async function pullThroughWriter(
  pull: (checkpoint: CouchCheckpoint | undefined) => Promise<PullAnswer>,
  write: (answer: PullAnswer) => Promise<PageWriteAnswer>,
  checkpoint: CouchCheckpoint | undefined,
  batchSize: number,
  resync: () => void,
): Promise<PullAnswer> {
  let from = checkpoint;
  let wrote = false;
  for (;;) {
    const answer = await pull(from);
    const more = answer.documents.length >= batchSize;
    if (!more && !wrote && checkpoint !== undefined) return answer;
    const { rest } = await write(answer);
    wrote = true;
    if (rest.length > 0) {
      if (more && rest.length < batchSize) resync();
      return { documents: rest, checkpoint: answer.checkpoint };
    }
    if (!more) return { documents: [], checkpoint: answer.checkpoint };
    from = answer.checkpoint;
  }
}
