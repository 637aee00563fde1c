import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/schemas/messages';
import { loginErrorMessage } from './loginErrorMessage';

describe('loginErrorMessage', () => {
  it('warns that the device is tracked on invalid credentials', () => {
    expect(loginErrorMessage({ kind: 'invalid-credential', message: 'The email or password is wrong.' })).toBe(MSG.loginWrong);
  });

  it('asks for both fields when one is missing', () => {
    expect(loginErrorMessage({ kind: 'missing' })).toBe(MSG.loginMissing);
  });

  it('shows the rate limit message from the server', () => {
    expect(loginErrorMessage({ kind: 'rate-limited', message: 'Too many attempts. Try again in 15 minutes.' })).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });

  it('says the network failed', () => {
    expect(loginErrorMessage({ kind: 'network', message: 'fetch failed' })).toBe(MSG.networkError);
  });

  it('falls back to the generic failure', () => {
    expect(loginErrorMessage({ kind: 'other', message: '' })).toBe(MSG.loginFailed);
    expect(loginErrorMessage({})).toBe(MSG.loginFailed);
  });
});
