import { describe, expect, it } from 'vitest';
import { inWords } from './serverApi';

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
