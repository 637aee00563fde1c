import { describe, expect, it } from 'vitest';
import { paragraphs } from '../../shared/articleText';
import { WELCOME_ARTICLE, safeImage } from './news';

describe('news text', () => {
  it('has a welcome article of two paragraphs', () => {
    expect(paragraphs(WELCOME_ARTICLE.content)).toHaveLength(2);
  });

  it('lets only inline images through', () => {
    expect(safeImage('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImage('javascript:alert(1)')).toBeUndefined();
    expect(safeImage('data:text/html;base64,AAAA')).toBeUndefined();
    expect(safeImage(undefined)).toBeUndefined();
  });
});
