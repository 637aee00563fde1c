import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { sendError } from '../http';
import type { DbRoute, Refusal } from '../middleware/dbRoutes';
import type { DbLocals } from '../middleware/guard';
import type { Couch } from '../store/couch';
import type { StoreAnswer } from '../store/proxy';
import { keyedRecords } from './keyedRecords';
import { sharedRateStore } from './sharedRateStore';
import { isPlainObject } from './validate';

/** The bounds on `_local` writes (LOCAL_DOC_MAX_BYTES, LOCAL_DOCS_PER_CLIENT, LOCAL_WRITES_PER_MINUTE). */
export interface CheckpointLimits {
  /** The largest `_local` document, in bytes of JSON. */
  maxBytes: number;
  /** How many `_local` documents one client keeps, across the collections. */
  perClient: number;
  /** How many `_local` writes (PUT and DELETE) one client makes a minute. */
  writesPerMinute: number;
}

export const isCheckpointWrite = (route: DbRoute | undefined): boolean => route?.kind === 'putLocal' || route?.kind === 'deleteLocal';

/**
 * One client, as its limits count it: its address as Express sees it (TRUST_PROXY), an IPv6
 * address by its /56, which one subscriber is usually given whole.
 */
export function clientOf(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown', 56);
}

export interface CheckpointWrites {
  /** In front of the body of every `_local` write: `writesPerMinute` a client (express-rate-limit, counted in the shared store). */
  rateLimit: RequestHandler;
  /**
   * A `_local` PUT or DELETE within the other limits: refused (413: too large, 403: the client keeps
   * as many as it may), or sent to the store with `send`, whose answer is returned.
   */
  write(req: Request, route: DbRoute, body: unknown, send: () => Promise<StoreAnswer>): Promise<StoreAnswer | Refusal>;
}

/**
 * Replication checkpoints (`_local` documents) for any reader of a collection, as on a CouchDB
 * open to readers (docs/design/sync.md §17), bounded so that they are no free storage: each at
 * most `maxBytes`, `perClient` kept by one client, `writesPerMinute` written by it. Counts live in
 * the sessions database every instance shares: the client's kept checkpoints as one record each
 * (`local:{hash of the client}:{collection}/{id}`, keyedRecords), its writes in a shared rate
 * counter (sharedRateStore), so the limits hold across instances and restarts.
 */
export function createCheckpointWrites(couch: Couch, limits: CheckpointLimits): CheckpointWrites {
  const kept = keyedRecords(couch.sessions, 'local');

  const limiter = rateLimit({
    windowMs: 60_000,
    limit: limits.writesPerMinute,
    keyGenerator: (req) => clientOf(req),
    skip: (_req: Request, res: Response) => !isCheckpointWrite((res.locals as DbLocals).dbRoute),
    store: sharedRateStore(couch.sessions, 'local-writes'),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req: Request, res: Response) => {
      const wait = String(res.getHeader('retry-after') ?? 60);
      sendError(res, 429, 'too_many_requests', `one client writes at most ${limits.writesPerMinute} _local documents a minute (LOCAL_WRITES_PER_MINUTE); try again in ${wait} s`);
    },
    // 0 is meant: every write refused (a read-only source).
    validate: { limit: false },
  });

  /** The client's record of this checkpoint, if it keeps one. */
  const recordOf = (client: string, name: string) => kept.list(client, name, name);

  /** A place among the client's kept checkpoints: its own already, a new one (`added`), or none left. */
  async function claim(client: string, name: string): Promise<{ ok: boolean; added: boolean }> {
    const id = kept.id(client, name);
    const mine = await kept.list(client);
    if (mine.some((row) => row.id === id)) return { ok: true, added: false };
    if (mine.length >= limits.perClient) return { ok: false, added: false };
    if (!(await kept.add(client, name, { type: 'kept-checkpoint', at: Date.now() }))) return { ok: true, added: false };
    // Two instances taking the client's last place at once: both give it back (the client tries again).
    if ((await kept.list(client)).length > limits.perClient) {
      await kept.remove(await recordOf(client, name));
      return { ok: false, added: false };
    }
    return { ok: true, added: true };
  }

  return {
    rateLimit: limiter,
    async write(req, route, body, send) {
      const client = clientOf(req);
      const name = `${route.collection}/${route.docId ?? ''}`;
      const deletes = route.kind === 'deleteLocal' || (isPlainObject(body) && body._deleted === true);
      if (deletes) {
        const answer = await send();
        // Gone (or never there): no longer one of the client's.
        if (answer.status < 300 || answer.status === 404) await kept.remove(await recordOf(client, name));
        return answer;
      }
      const size = Buffer.byteLength(JSON.stringify(body));
      if (size > limits.maxBytes) {
        return { status: 413, error: 'document_too_large', reason: `a _local document holds at most ${limits.maxBytes} bytes here (LOCAL_DOC_MAX_BYTES); this one has ${size}` };
      }
      const place = await claim(client, name);
      if (!place.ok) {
        return {
          status: 403,
          error: 'forbidden',
          reason: `one client keeps at most ${limits.perClient} _local documents (LOCAL_DOCS_PER_CLIENT), and this one keeps as many; DELETE one it no longer uses`,
        };
      }
      const answer = await send().catch(async (err: unknown) => {
        if (place.added) await kept.remove(await recordOf(client, name));
        throw err;
      });
      if (place.added && answer.status >= 300) await kept.remove(await recordOf(client, name));
      return answer;
    },
  };
}
