import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './loginLimiter';
import { hashPassword, verifyPassword } from './password';
import { createTokenService } from './tokens';

describe('login limiter', () => {
  it('blocks after 5 failures in the window, per key, and forgets them after it', () => {
    const limiter = createLoginLimiter({ maxFailures: 5, windowMs: 1000 });
    for (let i = 0; i < 5; i++) {
      expect(limiter.isBlocked('ip|a', 100)).toBe(false);
      limiter.recordFailure('ip|a', 100);
    }
    expect(limiter.isBlocked('ip|a', 200)).toBe(true);
    expect(limiter.isBlocked('ip|b', 200)).toBe(false);
    expect(limiter.isBlocked('ip|a', 1200)).toBe(false);
    limiter.recordFailure('ip|c', 0);
    limiter.reset('ip|c');
    expect(limiter.isBlocked('ip|c', 1)).toBe(false);
  });

  it('bounds its memory', () => {
    const limiter = createLoginLimiter({ maxFailures: 1, maxKeys: 10 });
    for (let i = 0; i < 100; i++) limiter.recordFailure(`k${i}`);
    expect(limiter.isBlocked('k0')).toBe(false);
    expect(limiter.isBlocked('k99')).toBe(true);
  });
});

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

  it('issues tokens that verify, expire and can be revoked', async () => {
    const tokens = createTokenService(key, 3600);
    const { token, expiresAt } = await tokens.issue('admin@liaa.test');
    const check = await tokens.verify(token);
    expect(check).toMatchObject({ ok: true, email: 'admin@liaa.test', expiresAt });
    if (check.ok) tokens.revoke(check.jti, check.expiresAt);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'token revoked' });
  });

  it('refuses another kid or another secret', async () => {
    const { token } = await createTokenService(key, 60).issue('a@b.c');
    expect((await createTokenService({ ...key, kid: 'k2' }, 60).verify(token)).ok).toBe(false);
    const other = createTokenService({ kid: 'k1', secret: new TextEncoder().encode('another-secret-another-secret-xx') }, 60);
    expect(await other.verify(token)).toEqual({ ok: false, reason: 'invalid signature' });
  });
});
