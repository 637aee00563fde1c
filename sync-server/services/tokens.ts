import { randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Couch } from '../store/couch';
import { statusOf } from '../store/couch';

const ISSUER = 'liaa-sync-server';
const AUDIENCE = 'liaa-admin';
const SECRET_DOC = 'settings:token-secret';

export interface TokenKey {
  kid: string;
  secret: Uint8Array;
}

export type TokenCheck =
  | { ok: true; email: string; expiresAt: number; jti: string }
  | { ok: false; reason: string };

/**
 * Signed tokens only: whether a token's session is still open (not signed out, its account not
 * disabled) is the shared store's to say (services/sessions.ts), never this instance's memory.
 */
export interface TokenService {
  issue(email: string): Promise<{ token: string; expiresAt: number; jti: string }>;
  verify(token: string): Promise<TokenCheck>;
}

/**
 * TOKEN_SECRET if configured, else a secret generated once and kept in the users
 * database, so tokens survive a restart and are shared by instances on one CouchDB.
 */
export async function loadTokenKey(couch: Couch, configured?: string): Promise<TokenKey> {
  if (configured) return { kid: 'env', secret: new TextEncoder().encode(configured) };
  const readStored = async (): Promise<TokenKey | null> => {
    try {
      const doc = await couch.users.get(SECRET_DOC);
      if (typeof doc.secret === 'string' && typeof doc.kid === 'string') {
        return { kid: doc.kid, secret: new Uint8Array(Buffer.from(doc.secret, 'base64')) };
      }
      throw new Error('token secret document is malformed');
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  };
  const stored = await readStored();
  if (stored) return stored;
  const fresh: TokenKey = { kid: randomUUID(), secret: new Uint8Array(randomBytes(32)) };
  try {
    await couch.users.insert({ _id: SECRET_DOC, kid: fresh.kid, secret: Buffer.from(fresh.secret).toString('base64') });
    return fresh;
  } catch (err) {
    if (statusOf(err) !== 409) throw err;
    const winner = await readStored(); // another instance wrote it first: use theirs
    if (!winner) throw err;
    return winner;
  }
}

export function createTokenService(key: TokenKey, ttlSeconds: number): TokenService {
  return {
    async issue(email) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const jti = randomUUID();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', kid: key.kid })
        .setSubject(email)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .setJti(jti)
        .sign(key.secret);
      return { token, expiresAt: exp * 1000, jti };
    },
    async verify(token) {
      try {
        const { payload, protectedHeader } = await jwtVerify(token, key.secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'jti'],
        });
        if (protectedHeader.kid !== key.kid) return { ok: false, reason: 'invalid token' };
        const { sub, exp, jti } = payload;
        if (typeof sub !== 'string' || typeof exp !== 'number' || typeof jti !== 'string') {
          return { ok: false, reason: 'invalid token' };
        }
        return { ok: true, email: sub, expiresAt: exp * 1000, jti };
      } catch (err) {
        if (err instanceof errors.JWTExpired) return { ok: false, reason: 'token expired' };
        if (err instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'invalid signature' };
        return { ok: false, reason: 'invalid token' };
      }
    },
  };
}

export { ISSUER as TOKEN_ISSUER, AUDIENCE as TOKEN_AUDIENCE };
