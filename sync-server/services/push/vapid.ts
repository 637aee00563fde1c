import webpush from 'web-push';
import type { Couch } from '../../store/couch';
import { statusOf } from '../../store/couch';

const VAPID_DOC = 'settings:vapid';

export interface VapidKeys {
  /** The application server key browsers subscribe with (base64url, an uncompressed P-256 point). */
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair (RFC 8292): generated at the first start and kept in the push database, so
 * every instance on one store signs with the same keys and subscriptions survive restarts.
 * Two instances starting at once: the first write wins, the other reads it (as loadTokenKey does).
 */
export async function loadVapidKeys(couch: Couch): Promise<VapidKeys> {
  const readStored = async (): Promise<VapidKeys | null> => {
    try {
      const doc = await couch.push.get(VAPID_DOC);
      if (typeof doc.publicKey === 'string' && typeof doc.privateKey === 'string') return { publicKey: doc.publicKey, privateKey: doc.privateKey };
      throw new Error('the VAPID keys document is malformed');
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  };
  const stored = await readStored();
  if (stored) return stored;
  const fresh = webpush.generateVAPIDKeys();
  try {
    await couch.push.insert({ _id: VAPID_DOC, ...fresh, createdAt: Date.now() });
    return fresh;
  } catch (err) {
    if (statusOf(err) !== 409) throw err;
    const winner = await readStored();
    if (!winner) throw err;
    return winner;
  }
}
