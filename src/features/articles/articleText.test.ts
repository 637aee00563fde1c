import { describe, expect, it } from 'vitest';
import { articleCount, formatArticleDate, paragraphs, safeImageSrc } from './articleText';

describe('paragraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphs('One\nstill one\n\nTwo\r\n\r\nThree\n   \n\n')).toEqual(['One\nstill one', 'Two', 'Three']);
    expect(paragraphs('   ')).toEqual([]);
  });

  it('keeps markup as plain text', () => {
    expect(paragraphs('<script>alert(1)</script>\n\n<b>x</b>')).toEqual(['<script>alert(1)</script>', '<b>x</b>']);
  });
});

describe('formatArticleDate', () => {
  it('reads a stored local date as that calendar day', () => {
    expect(formatArticleDate('2025-03-01')).toBe('March 1, 2025');
    expect(formatArticleDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('shows text it cannot read as it is', () => {
    expect(formatArticleDate('next week')).toBe('next week');
  });
});

describe('safeImageSrc', () => {
  it('lets inline images and web addresses through, nothing else', () => {
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageSrc('https://example.org/a.png')).toBe('https://example.org/a.png');
    expect(safeImageSrc('/sports/golf.svg')).toBe('/sports/golf.svg');
    expect(safeImageSrc('javascript:alert(1)')).toBeUndefined();
    expect(safeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined();
    expect(safeImageSrc('//evil.example/x.png')).toBeUndefined();
    expect(safeImageSrc(undefined)).toBeUndefined();
  });
});

describe('articleCount', () => {
  it('counts in words', () => {
    expect(articleCount(1)).toBe('1 article');
    expect(articleCount(6)).toBe('6 articles');
  });
});
