import { describe, expect, it } from 'vitest';
import type { SearchEntry } from './searchIndex';
import { RESULTS_PER_KIND, foldText, searchEntries } from './searchIndex';

const entry = (kind: SearchEntry['kind'], label: string, extra = ''): SearchEntry => ({
  kind,
  id: label,
  label,
  detail: '',
  href: '/',
  text: foldText(`${label} ${extra}`),
});

describe('search (issue 17)', () => {
  const entries = [
    entry('school', 'Ridge High', 'Ridge, NY'),
    entry('team', 'Ridge High Football'),
    entry('school', 'Saint-Étienne Prep', 'Oyster Bay'),
    entry('article', 'Ridge wins the title', 'Sports'),
    entry('school', 'Northridge Academy'),
  ];

  it('matches every word at the start of a word, case and accents aside', () => {
    expect(searchEntries(entries, 'ridge').map((e) => e.label)).toEqual(['Ridge High', 'Ridge High Football', 'Ridge wins the title']);
    expect(searchEntries(entries, 'RIDGE foot').map((e) => e.label)).toEqual(['Ridge High Football']);
    expect(searchEntries(entries, 'etienne').map((e) => e.label)).toEqual(['Saint-Étienne Prep']);
    expect(searchEntries(entries, 'oyster').map((e) => e.label)).toEqual(['Saint-Étienne Prep']);
  });

  it('finds nothing for nothing typed, and caps each kind', () => {
    expect(searchEntries(entries, '  ')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => entry('school', `School ${i}`));
    expect(searchEntries(many, 'school')).toHaveLength(RESULTS_PER_KIND);
  });
});
