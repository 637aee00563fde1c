import { describe, expect, it } from 'vitest';
import { docDisplayName, docReplacedText, gameDeletedText, gameFieldLabel, gameReplacedText } from './noticeText';

describe('gameFieldLabel', () => {
  it('names score cells by side and the sport’s column', () => {
    expect(gameFieldLabel('football', 'score.home.1')).toBe('Home Period 1');
    expect(gameFieldLabel('football', 'score.away.OT')).toBe('Away OT');
    expect(gameFieldLabel('golf-boys', 'score.home.H3')).toBe('Home Hole 3');
    expect(gameFieldLabel('cross-country-girls', 'score.away.Time')).toBe('Away Time');
    expect(gameFieldLabel('soccer-boys', 'score.home.final')).toBe('Home Final');
  });

  it('names notes and other fields', () => {
    expect(gameFieldLabel('football', 'gameNotes.away')).toBe('Away Team Notes');
    expect(gameFieldLabel('football', 'status')).toBe('Status');
    expect(gameFieldLabel('football', 'somethingNew')).toBe('somethingNew');
  });
});

describe('notice texts', () => {
  const game = { sport: 'football', homeSchoolName: 'Harborview', awayName: 'Maple Ridge' };

  it('uses the wording of issue 4', () => {
    expect(gameReplacedText(game, 'score.home.2')).toBe(
      'Your change to Home Period 2 of Harborview vs Maple Ridge was replaced by a later edit from another device.',
    );
  });

  it('says so when the game itself was deleted elsewhere', () => {
    expect(gameDeletedText(game)).toBe('Your change to Harborview vs Maple Ridge was lost: the game was deleted on another device.');
  });

  it('names other documents by whatever name they carry', () => {
    expect(docDisplayName('schools', { name: 'Harborview' })).toBe('Harborview');
    expect(docDisplayName('articles', { title: 'Opening Day' })).toBe('Opening Day');
    expect(docDisplayName('rankings', null)).toBe('a rankings entry');
    expect(docReplacedText('Harborview', 'location')).toBe('Your change to location of Harborview was replaced by a later edit from another device.');
  });
});
