import { describe, expect, it } from 'vitest';
import { ServerAnswer, ServerUnreached, inWords, worthRetrying } from './serverApi';

describe('inWords', () => {
  it('names the field as the form labels it, with no API path', () => {
    expect(inWords('email: must be an email address')).toBe('Email must be an email address.');
    expect(inWords('newPassword: must be at least 10 characters')).toBe('New password must be at least 10 characters.');
    expect(inWords('schools: a school scorekeeper needs at least one school')).toBe('Schools: a school scorekeeper needs at least one school.');
    expect(inWords("schools: no such school 'x'")).toBe("Schools: no such school 'x'.");
  });

  it('leaves a reason that names no known field as the server wrote it', () => {
    expect(inWords('HTTP 500')).toBe('HTTP 500');
    expect(inWords('Only an association admin can do this.')).toBe('Only an association admin can do this.');
    expect(inWords('docId: must be a string')).toBe('docId: must be a string');
  });
});

describe('worthRetrying', () => {
  it('sends again what got no answer, and what the server said it could not do now', () => {
    expect(worthRetrying(new ServerUnreached())).toBe(true);
    expect(new ServerUnreached().message).toBe('The server cannot be reached: this needs a connection.');
    expect(worthRetrying(new ServerAnswer('HTTP 503', 503))).toBe(true);
    expect(worthRetrying(new ServerAnswer('HTTP 500', 500))).toBe(true);
    expect(worthRetrying(new ServerAnswer('Too many requests', 429))).toBe(true);
  });

  it('takes any other answer as a refusal, and a missing sign-in as no call at all', () => {
    expect(worthRetrying(new ServerAnswer('Another device scores this game.', 409))).toBe(false);
    expect(worthRetrying(new ServerAnswer('Only an association admin can do this.', 403))).toBe(false);
    expect(worthRetrying(new ServerAnswer("no such game 'g'", 404))).toBe(false);
    expect(worthRetrying(new Error('Sign in again to do this.'))).toBe(false);
    expect(worthRetrying('cannot be reached')).toBe(false);
  });
});
