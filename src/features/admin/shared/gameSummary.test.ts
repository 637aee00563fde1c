import { describe, expect, it } from 'vitest';
import { hasScore, scoreLine } from './gameSummary';
import { localInputToIso } from './gameTime';

const game = { homeSchoolName: 'Harborview', awayName: 'Maple Ridge' };

describe('scoreLine', () => {
  it("says 'No score' before any cell is entered", () => {
    expect(scoreLine({ ...game, score: { home: {}, away: {} } })).toBe('No score');
    expect(hasScore({ score: { home: { '1': null }, away: { final: '' } } })).toBe(false);
  });

  it('shows both finals home first, a dash for a missing one', () => {
    expect(scoreLine({ ...game, score: { home: { final: 21 }, away: { final: 14 } } })).toBe('Harborview 21 – 14 Maple Ridge');
    expect(scoreLine({ ...game, score: { home: { '1': 7 }, away: {} } })).toBe('Harborview – – – Maple Ridge');
  });
});

describe('localInputToIso', () => {
  it('reads a datetime-local value as local time', () => {
    const iso = localInputToIso('2025-09-12T19:00');
    expect(iso).not.toBeNull();
    const date = new Date(iso ?? '');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2025, 8, 12, 19, 0]);
  });

  it('refuses empty and malformed values', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
    expect(localInputToIso('2025-13-40T19:00')).toBeNull();
  });
});
