import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { GameDoc } from '../../../src/shared/schemas/games.schema';
import type { Couch } from '../../store/couch';
import { statusOf } from '../../store/couch';
import type { ChangesHub } from '../changesHub';
import { resolvedSides, schoolIdsByName } from '../../../src/shared/gameSides';
import type { AlertPayload, AlertState } from '../../../src/shared/alerts';
import { alertPayload, decideAlert } from '../../../src/shared/alerts';
import { endpointRefusal } from './endpoints';
import type { PushTarget, SubscriptionStore } from './subscriptions';
import type { VapidKeys } from './vapid';

export interface PushNotifier {
  /** Looks at a game again (a hub notice does this by itself): tests and writes through this server. */
  gameChanged(gameId: string): Promise<void>;
  stop(): Promise<void>;
}

const alertDocId = (gameId: string) => `alert:${gameId}`;
/** How long a push service keeps an alert for a device that is offline: a score is news for an hour. */
const ALERT_TTL_S = 60 * 60;

/**
 * Web Push alerts for fans' teams (docs/product/screens.md, alerts): every change of a game
 * (the changes hub) is weighed against what its fans were last told (alerts.ts); an alert is
 * claimed by writing the game's record in the shared store (a conflict: another instance
 * claimed it first, and it sends), then sent with web-push (VAPID, RFC 8291 encryption) to every
 * subscription of either team. A subscription the push service says is gone (404, 410) is dropped.
 */
export function createPushNotifier(deps: {
  couch: Couch;
  hub: ChangesHub;
  subscriptions: SubscriptionStore;
  /** Every school's id and name: a side typed as a name is that school's (src/shared/gameSides.ts). */
  schools: () => Promise<readonly { id: string; name: string }[]>;
  vapid: VapidKeys;
  subject: string;
  intervalMs: number;
  allowLocalEndpoints: boolean;
}): PushNotifier {
  const queues = new Map<string, Promise<void>>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let stopped = false;
  /** Every school's id and name, read again after schools change. */
  let schoolList: Promise<readonly { id: string; name: string }[]> | null = null;
  const schools = () => {
    const read = (schoolList ??= deps.schools());
    read.catch(() => {
      if (schoolList === read) schoolList = null;
    });
    return read;
  };

  async function readDoc<T>(get: () => Promise<T>): Promise<T | null> {
    try {
      return await get();
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  async function send(target: PushTarget, payload: AlertPayload): Promise<void> {
    if (endpointRefusal(target.endpoint, deps.allowLocalEndpoints)) {
      await deps.subscriptions.remove(target.endpoint);
      return;
    }
    try {
      await webpush.sendNotification(target, JSON.stringify(payload), {
        vapidDetails: { subject: deps.subject, publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey },
        TTL: ALERT_TTL_S,
        urgency: 'high',
        // A newer alert of the same game replaces one still waiting at the push service.
        topic: createHash('sha256').update(payload.gameId).digest('base64url').slice(0, 32),
        timeout: 10_000,
      });
    } catch (err) {
      const status = (err as { statusCode?: unknown }).statusCode;
      // RFC 8030 §7.3: the subscription expired or was withdrawn; it will never take an alert again.
      if (status === 404 || status === 410) await deps.subscriptions.remove(target.endpoint);
      else console.error(`[sync-server] a push alert was not delivered (${typeof status === 'number' ? status : (err as Error).message})`);
    }
  }

  function lookAgainAt(gameId: string, at: number): void {
    if (stopped || timers.has(gameId)) return;
    const timer = setTimeout(() => {
      timers.delete(gameId);
      void gameChanged(gameId);
    }, Math.max(0, at - Date.now()));
    timer.unref();
    timers.set(gameId, timer);
  }

  /** One game's change: decide, claim, send. Up to three tries when another instance moved the record meanwhile. */
  async function weigh(gameId: string): Promise<void> {
    for (let attempt = 0; attempt < 3 && !stopped; attempt++) {
      const stored = await readDoc(() => deps.couch.collection('games').get(gameId));
      if (!stored || stored._deleted) return;
      const game = { ...stored, id: gameId } as unknown as GameDoc;
      // Most games have no follower here: they cost a few reads, never a write.
      const targets = await deps.subscriptions.forGame(resolvedSides(game, schoolIdsByName(await schools())));
      if (targets.length === 0) return;
      const record = await readDoc(() => deps.couch.push.get(alertDocId(gameId)));
      const state = (record?.state as AlertState | undefined) ?? null;
      const decision = decideAlert(game, state, Date.now(), deps.intervalMs);
      if (decision.kind === 'wait') return lookAgainAt(gameId, decision.until);
      if (!decision.record) return;
      try {
        await deps.couch.push.insert({ _id: alertDocId(gameId), ...(record?._rev ? { _rev: record._rev } : {}), state: decision.record, updatedAt: Date.now() });
      } catch (err) {
        if (statusOf(err) === 409) continue; // another instance wrote it first: weigh the game again against its record
        throw err;
      }
      if (decision.kind === 'none') return;
      const payload = alertPayload(decision.kind, game);
      await Promise.all(targets.map((target) => send(target, payload)));
      return;
    }
  }

  /** Changes of one game are weighed one after the other, in the order they came. */
  function gameChanged(gameId: string): Promise<void> {
    const next = (queues.get(gameId) ?? Promise.resolve())
      .then(() => weigh(gameId))
      .catch((err: unknown) => console.error('[sync-server] push alert failed:', err));
    queues.set(gameId, next);
    void next.then(() => {
      if (queues.get(gameId) === next) queues.delete(gameId);
    });
    return next;
  }

  const unsubscribe = deps.hub.subscribe((notice) => {
    if (notice.collection === 'schools') schoolList = null;
    if (notice.collection !== 'games' || stopped) return;
    for (const id of notice.ids) if (!id.startsWith('_design/')) void gameChanged(id);
  });

  return {
    gameChanged,
    async stop() {
      stopped = true;
      unsubscribe();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...queues.values()]);
    },
  };
}
