import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { createTokenService } from './tokens';

describe('passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct');
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('wrong horse', a)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});

describe('tokens', () => {
  const key = { kid: 'k1', secret: new TextEncoder().encode('0123456789abcdef0123456789abcdef') };

  // Revocation is the shared store's (services/sessions.ts): tests/integration/sessions-shared.integration.test.ts.
  it('issues tokens that verify and name their session', async () => {
    const tokens = createTokenService(key, 3600);
    const { token, expiresAt, jti } = await tokens.issue('admin@liaa.test');
    expect(await tokens.verify(token)).toEqual({ ok: true, email: 'admin@liaa.test', expiresAt, jti });
    const expired = await createTokenService(key, -60).issue('admin@liaa.test');
    expect(await tokens.verify(expired.token)).toEqual({ ok: false, reason: 'token expired' });
  });

  it('refuses another kid or another secret', async () => {
    const { token } = await createTokenService(key, 60).issue('a@b.c');
    expect((await createTokenService({ ...key, kid: 'k2' }, 60).verify(token)).ok).toBe(false);
    const other = createTokenService({ kid: 'k1', secret: new TextEncoder().encode('another-secret-another-secret-xx') }, 60);
    expect(await other.verify(token)).toEqual({ ok: false, reason: 'invalid signature' });
  });
});
