import { describe, expect, it } from 'vitest';
import { sportChoices, sportFromParam } from './schoolSports';

describe('sportChoices', () => {
  it('shows each sport once with its catalog name, whatever the spelling stored', () => {
    expect(sportChoices(['football', 'boys-soccer', 'soccer-boys', 'tennis-women'])).toEqual([
      { key: 'football', name: 'Football' },
      { key: 'soccer-boys', name: 'Boys Soccer' },
      { key: 'tennis', name: 'Tennis' },
    ]);
    expect(sportChoices([])).toEqual([]);
  });
});

describe('sportFromParam', () => {
  it('reads the URL choice as a canonical key, or null', () => {
    const choices = sportChoices(['football']);
    expect(sportFromParam(null, choices)).toBeNull();
    expect(sportFromParam('girls-soccer', choices)).toBe('soccer-girls');
    expect(sportFromParam('curling', choices)).toBeNull();
  });
});
