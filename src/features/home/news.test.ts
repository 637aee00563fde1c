import { describe, expect, it } from 'vitest';
import { WELCOME_ARTICLE, formatNewsDate, paragraphs, safeImage } from './news';

describe('news text', () => {
  it('splits plain text into paragraphs on blank lines', () => {
    expect(paragraphs('One\nstill one\r\n\r\nTwo\n  \nThree\n\n\n')).toEqual(['One\nstill one', 'Two', 'Three']);
    expect(paragraphs(WELCOME_ARTICLE.content)).toHaveLength(2);
  });

  it('reads a stored date as that calendar day', () => {
    expect(formatNewsDate('2025-09-01')).toBe('September 1, 2025');
    expect(formatNewsDate('sometime')).toBe('sometime');
  });

  it('lets only inline images through', () => {
    expect(safeImage('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImage('javascript:alert(1)')).toBeUndefined();
    expect(safeImage('data:text/html;base64,AAAA')).toBeUndefined();
    expect(safeImage(undefined)).toBeUndefined();
  });
});
