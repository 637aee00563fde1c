import { describe, expect, it } from 'vitest';
import { refusalInWords, refusedText } from './refusedText';

describe('refusalInWords', () => {
  it.each([
    ['docs[0].passingYards: must be <= 1000000', 'Passing Yards must be at most 1,000,000.'],
    ['docs[2].season: Season must name a school year, like 2026-27.', 'Season must name a school year, like 2026-27.'],
    ['docs[1].players[3].number: must be >= 0', 'Players must be at least 0.'],
    ['name: is required', 'Name is required.'],
    ["docs[0].name: A school named 'Elm High' already exists.", "A school named 'Elm High' already exists."],
    ['docs[0].location: too long for the field', 'Location: too long for the field.'],
    ['the request is too large', 'the request is too large'],
  ])('%s', (reason, words) => {
    expect(refusalInWords(reason)).toBe(words);
  });
});

describe('refusedText', () => {
  it('names the document by what the admin typed, else by what the server holds', () => {
    const change = { collection: 'playerStats', id: 'p1', reason: 'docs[0].passingYards: must be <= 1000000', at: 0, base: null };
    expect(refusedText(change, { playerName: 'Sam Rivera' })).toBe('The server refused your change to Sam Rivera: Passing Yards must be at most 1,000,000.');
    expect(refusedText({ ...change, base: { id: 'p1', _deleted: false, playerName: 'Lee Park' } }, null)).toContain('change to Lee Park:');
  });
});
