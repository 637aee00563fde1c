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
    expect(searchEntries(entries, 'ridge').shown.map((e) => e.label)).toEqual(['Ridge High', 'Ridge High Football', 'Ridge wins the title']);
    expect(searchEntries(entries, 'RIDGE foot').shown.map((e) => e.label)).toEqual(['Ridge High Football']);
    expect(searchEntries(entries, 'etienne').shown.map((e) => e.label)).toEqual(['Saint-Étienne Prep']);
    expect(searchEntries(entries, 'oyster').shown.map((e) => e.label)).toEqual(['Saint-Étienne Prep']);
  });

  it('finds nothing for nothing typed, and caps each kind, counting what it leaves out', () => {
    expect(searchEntries(entries, '  ')).toEqual({ shown: [], more: { school: 0, team: 0, article: 0 } });
    const many = [...Array.from({ length: 20 }, (_, i) => entry('school', `School ${i}`)), entry('article', 'School starts')];
    const capped = searchEntries(many, 'school');
    expect(capped.shown.filter((e) => e.kind === 'school')).toHaveLength(RESULTS_PER_KIND);
    expect(capped.more).toEqual({ school: 20 - RESULTS_PER_KIND, team: 0, article: 0 });
  });

  it('shows every match of a kind the fan asked to see in full (issue 38)', () => {
    const many = Array.from({ length: 20 }, (_, i) => entry('school', `School ${i}`));
    const all = searchEntries(many, 'school', new Set(['school']));
    expect(all.shown).toHaveLength(20);
    expect(all.more.school).toBe(0);
  });
});
