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

export interface TokenService {
  issue(email: string): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<TokenCheck>;
  /** Logout: this token is refused from now until it expires (this instance only). */
  revoke(jti: string, expiresAt: number): void;
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
  const revoked = new Map<string, number>();

  function pruneRevoked(now: number): void {
    for (const [jti, exp] of revoked) if (exp <= now) revoked.delete(jti);
  }

  return {
    async issue(email) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', kid: key.kid })
        .setSubject(email)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .setJti(randomUUID())
        .sign(key.secret);
      return { token, expiresAt: exp * 1000 };
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
        if (revoked.has(jti)) return { ok: false, reason: 'token revoked' };
        return { ok: true, email: sub, expiresAt: exp * 1000, jti };
      } catch (err) {
        if (err instanceof errors.JWTExpired) return { ok: false, reason: 'token expired' };
        if (err instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'invalid signature' };
        return { ok: false, reason: 'invalid token' };
      }
    },
    revoke(jti, expiresAt) {
      const now = Date.now();
      pruneRevoked(now);
      if (expiresAt > now) revoked.set(jti, expiresAt);
    },
  };
}

export { ISSUER as TOKEN_ISSUER, AUDIENCE as TOKEN_AUDIENCE };
