import { Router } from 'express';
import { Ajv } from 'ajv';
import { parseTeams } from '../../src/shared/calendarLinks';
import { sendError } from '../http';
import { jsonBody } from '../middleware/body';
import { endpointRefusal, MAX_ENDPOINT_LENGTH } from '../services/push/endpoints';
import type { SubscriptionStore } from '../services/push/subscriptions';
import type { VapidKeys } from '../services/push/vapid';

const base64url = (bytes: number) => ({ type: 'string', pattern: `^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$` });

/** A browser's PushSubscription.toJSON() and the teams it follows (src/shared/calendarLinks.ts `encodeTeams`). */
const subscribeSchema = {
  type: 'object',
  properties: {
    subscription: {
      type: 'object',
      properties: {
        endpoint: { type: 'string', minLength: 1, maxLength: MAX_ENDPOINT_LENGTH },
        expirationTime: { type: ['number', 'null'] },
        // RFC 8291 §3: a P-256 public key (65 bytes, uncompressed) and a 16-byte authentication secret.
        keys: { type: 'object', properties: { p256dh: base64url(65), auth: base64url(16) }, required: ['p256dh', 'auth'], additionalProperties: false },
      },
      required: ['endpoint', 'keys'],
      additionalProperties: false,
    },
    teams: { type: 'string', minLength: 1, maxLength: 8000 },
  },
  required: ['subscription', 'teams'],
  additionalProperties: false,
} as const;

const unsubscribeSchema = {
  type: 'object',
  properties: { endpoint: { type: 'string', minLength: 1, maxLength: MAX_ENDPOINT_LENGTH } },
  required: ['endpoint'],
  additionalProperties: false,
} as const;

interface SubscribeBody {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  teams: string;
}

/**
 * Web Push for fans' teams (no account: a subscription is its own key):
 *   GET    /api/push/key         the VAPID public key browsers subscribe with
 *   POST   /api/push/subscribe   { subscription, teams }: stores or replaces it
 *   DELETE /api/push/subscribe   { endpoint }: forgets it
 */
export function pushRouter(deps: { vapid: VapidKeys; subscriptions: SubscriptionStore; allowLocalEndpoints: boolean }): Router {
  const router = Router();
  const ajv = new Ajv({ strict: true, allErrors: false });
  const validSubscribe = ajv.compile<SubscribeBody>(subscribeSchema);
  const validUnsubscribe = ajv.compile<{ endpoint: string }>(unsubscribeSchema);
  const reasonOf = (errors: typeof validSubscribe.errors) => {
    const first = errors?.[0];
    return first ? `${first.instancePath || 'the body'} ${first.message ?? 'is not valid'}` : 'the body is not valid';
  };

  router.get('/key', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json({ publicKey: deps.vapid.publicKey });
  });

  router.post('/subscribe', ...jsonBody('8kb'), async (req, res) => {
    if (!validSubscribe(req.body)) return sendError(res, 400, 'bad_request', reasonOf(validSubscribe.errors));
    const { subscription, teams: encoded } = req.body;
    const teams = parseTeams(encoded);
    if (!teams) return sendError(res, 400, 'bad_request', 'teams must list schoolId or schoolId:sport entries, comma-separated');
    const refusal = endpointRefusal(subscription.endpoint, deps.allowLocalEndpoints);
    if (refusal) return sendError(res, 400, 'bad_request', refusal);
    await deps.subscriptions.save(subscription, teams);
    res.status(201).json({ ok: true, teams: teams.length });
  });

  router.delete('/subscribe', ...jsonBody('4kb'), async (req, res) => {
    if (!validUnsubscribe(req.body)) return sendError(res, 400, 'bad_request', reasonOf(validUnsubscribe.errors));
    const removed = await deps.subscriptions.remove(req.body.endpoint);
    res.json({ ok: true, removed });
  });

  return router;
}
