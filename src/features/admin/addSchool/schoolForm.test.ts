import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/schemas/adminMessages';
import { checkLogoFile, checkSchoolForm, LOGO_NOT_IMAGE } from './schoolForm';

describe('checkSchoolForm', () => {
  it('trims the values', () => {
    expect(checkSchoolForm({ name: '  Harborview High  ', location: ' Bayport ' })).toEqual({
      ok: true,
      values: { name: 'Harborview High', location: 'Bayport' },
    });
  });

  it.each([
    ['', 'Bayport'],
    ['Harborview', ''],
    ['   ', '  '],
  ])('requires name %j and location %j', (name, location) => {
    expect(checkSchoolForm({ name, location })).toEqual({ ok: false, message: MSG.requiredFields });
  });

  it('accepts a 100 character name and refuses 101', () => {
    expect(checkSchoolForm({ name: 'n'.repeat(100), location: 'x' }).ok).toBe(true);
    expect(checkSchoolForm({ name: 'n'.repeat(101), location: 'x' }).ok).toBe(false);
  });

  it('counts the length after trimming', () => {
    expect(checkSchoolForm({ name: ` ${'n'.repeat(100)} `, location: 'x' }).ok).toBe(true);
  });

  it('accepts a 200 character location and refuses 201', () => {
    expect(checkSchoolForm({ name: 'n', location: 'l'.repeat(200) }).ok).toBe(true);
    expect(checkSchoolForm({ name: 'n', location: 'l'.repeat(201) }).ok).toBe(false);
  });
});

describe('checkLogoFile', () => {
  const MB = 1024 * 1024;
  it('accepts an image under 5 MB', () => {
    expect(checkLogoFile({ type: 'image/png', size: 5 * MB - 1 })).toBeNull();
  });

  it('refuses 5 MB and more', () => {
    expect(checkLogoFile({ type: 'image/jpeg', size: 5 * MB })).toBe(MSG.logoTooLarge);
  });

  it('refuses a file that is not an image', () => {
    expect(checkLogoFile({ type: 'application/pdf', size: 100 })).toBe(LOGO_NOT_IMAGE);
    expect(checkLogoFile({ type: '', size: 100 })).toBe(LOGO_NOT_IMAGE);
  });
});
