import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/schemas/adminMessages';
import { zonedDayKey, zonedTime } from '../../../shared/zone';
import { ARTICLE_IMAGE_NOT_IMAGE, checkArticleForm, checkArticleImage } from './articleForm';

const valid = { title: ' Opening night ', content: ' The season starts. ', excerpt: ' Starts Friday ', category: 'News' };

describe('checkArticleForm', () => {
  it('trims and accepts a complete article', () => {
    expect(checkArticleForm(valid)).toEqual({
      ok: true,
      values: { title: 'Opening night', content: 'The season starts.', excerpt: 'Starts Friday', category: 'News' },
    });
  });

  it.each(['title', 'content', 'excerpt', 'category'] as const)('requires %s', (key) => {
    expect(checkArticleForm({ ...valid, [key]: '   ' })).toEqual({ ok: false, message: MSG.articleRequired });
  });

  it('refuses a category outside the list', () => {
    expect(checkArticleForm({ ...valid, category: 'Gossip' })).toEqual({ ok: false, message: MSG.articleRequired });
  });
});

describe('checkArticleImage', () => {
  it('accepts images only', () => {
    expect(checkArticleImage({ type: 'image/jpeg' })).toBeNull();
    expect(checkArticleImage({ type: 'application/pdf' })).toBe(ARTICLE_IMAGE_NOT_IMAGE);
    expect(checkArticleImage({ type: '' })).toBe(ARTICLE_IMAGE_NOT_IMAGE);
  });
});

describe('the article date (zonedDayKey)', () => {
  it("is the association's calendar day, zero padded", () => {
    expect(zonedDayKey(new Date(zonedTime(2025, 0, 5, 23, 59)))).toBe('2025-01-05');
    expect(zonedDayKey(new Date(zonedTime(2025, 11, 31, 0, 1)))).toBe('2025-12-31');
    // 01:30 UTC on 21 November 2026: the 20th in New York, the 21st in Tokyo (the test's device zone).
    expect(zonedDayKey(new Date('2026-11-21T01:30:00Z'))).toBe('2026-11-20');
  });
});
