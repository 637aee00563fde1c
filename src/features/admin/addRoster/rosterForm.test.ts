import type { RosterPlayer } from '../../../shared/schemas/rosters.schema';
import { describe, expect, it } from 'vitest';
import { validateBusinessRules } from '../../../shared/rules';
import { MSG } from '../../../shared/schemas/adminMessages';
import type { PlayerRow } from './rosterForm';
import { blankPlayer, checkPlayerRows, checkRosterSelection, fitRowsToSport, playersToSave, removeRow, rowsFromPlayers } from './rosterForm';

const row = (patch: Partial<PlayerRow>): PlayerRow => ({ ...blankPlayer(), ...patch });

describe('checkRosterSelection', () => {
  it.each([
    { schoolId: '', sport: 'football', season: '2025-2026' },
    { schoolId: 's1', sport: '', season: '2025-2026' },
    { schoolId: 's1', sport: 'football', season: '' },
  ])('needs school, sport and season: %j', (selection) => {
    expect(checkRosterSelection(selection)).toBe(MSG.rosterRequired);
  });

  it('accepts a full selection', () => {
    expect(checkRosterSelection({ schoolId: 's1', sport: 'football', season: '2025-2026' })).toBeNull();
  });
});

describe('playersToSave', () => {
  it('trims the lines and leaves out only the blank ones', () => {
    const rows = [row({ number: ' 12 ', name: ' Sam Rivera ', position: 'QB', grade: '11' }), blankPlayer()];
    expect(playersToSave(rows, 'football')).toEqual([{ number: '12', name: 'Sam Rivera', position: 'QB', grade: '11' }]);
  });

  it('stores football offense and defense, or a defense position alone', () => {
    const rows = [
      row({ number: '22', name: 'Two Way', position: 'RB', defensivePosition: 'LB', grade: '12' }),
      row({ number: '54', name: 'Linebacker', defensivePosition: 'LB', grade: '10' }),
    ];
    expect(playersToSave(rows, 'football')).toEqual([
      { number: '22', name: 'Two Way', position: 'RB', defensivePosition: 'LB', grade: '12' },
      { number: '54', name: 'Linebacker', position: 'LB', grade: '10' },
    ]);
  });

  it('does not need a position for cross country and golf', () => {
    expect(playersToSave([row({ number: '4', name: 'Runner One', grade: '9' })], 'cross-country-boys')).toEqual([
      { number: '4', name: 'Runner One', grade: '9' },
    ]);
    expect(checkPlayerRows([row({ number: '4', name: 'Golfer', grade: '9' })], 'golf-girls')).toBeNull();
  });

  it('needs a position for soccer, volleyball and tennis', () => {
    for (const sport of ['soccer-boys', 'volleyball', 'tennis']) {
      expect(checkPlayerRows([row({ number: '4', name: 'A', grade: '9' })], sport)?.message).toMatch(/^Player 1: position is required for /);
    }
  });

  it('gives an empty list when every line is blank (an empty roster is still saved)', () => {
    expect(playersToSave([blankPlayer()], 'football')).toEqual([]);
  });
});

describe('rows', () => {
  it('always keeps one blank row', () => {
    const only = blankPlayer();
    const after = removeRow([only], only.key);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ number: '', name: '', position: '', grade: '' });
    expect(after[0].key).not.toBe(only.key);
    const two = [row({ name: 'A' }), row({ name: 'B' })];
    expect(removeRow(two, two[0].key).map((r) => r.name)).toEqual(['B']);
  });

  it('loads stored players for editing, a defense-only player in the defense column', () => {
    const rows = rowsFromPlayers(
      [
        { number: '22', name: 'Two Way', position: 'RB', defensivePosition: 'LB', grade: '12' },
        { number: '54', name: 'Linebacker', position: 'LB', grade: '10' },
      ],
      'football',
    );
    expect(rows.map(({ key: _key, ...r }) => r)).toEqual([
      { number: '22', name: 'Two Way', position: 'RB', defensivePosition: 'LB', grade: '12' },
      { number: '54', name: 'Linebacker', position: '', defensivePosition: 'LB', grade: '10' },
    ]);
    expect(rowsFromPlayers([], 'football')).toHaveLength(1);
  });

  it('round-trips through edit and save', () => {
    const players: RosterPlayer[] = [
      { number: '22', name: 'Two Way', position: 'RB', defensivePosition: 'LB', grade: '12' },
      { number: '54', name: 'Linebacker', position: 'LB', grade: '10' },
    ];
    expect(playersToSave(rowsFromPlayers(players, 'football'), 'football')).toEqual(players);
  });

  it('clears positions the new sport does not have', () => {
    const rows = fitRowsToSport([row({ position: 'QB', defensivePosition: 'LB' }), row({ position: 'GK' })], 'soccer-girls');
    expect(rows.map((r) => [r.position, r.defensivePosition])).toEqual([['', ''], ['GK', '']]);
  });
});

describe('checkPlayerRows', () => {
  const complete = (number: string, name = 'Sam Rivera') => row({ number, name, position: 'QB', grade: '11' });

  it.each(['0', '7', '07', '99'])('accepts number %s', (number) => {
    expect(checkPlayerRows([complete(number)], 'football')).toBeNull();
  });

  it.each(['100', '1234', '1.5', '-1', '-7', 'abc'])('refuses number %s as typed, naming the player as the form numbers them', (number) => {
    const rows = [complete('12'), blankPlayer(), complete(number, 'Third Line')];
    expect(checkPlayerRows(rows, 'football')).toEqual({ key: rows[2].key, field: 'number', message: 'Player 3: number must be a whole number from 0 to 99.' });
  });

  it('says what a line with something in it lacks, instead of dropping it', () => {
    const noGrade = row({ number: '7', name: 'No Grade Yet', position: 'WR' });
    expect(checkPlayerRows([complete('12'), noGrade], 'football')).toEqual({ key: noGrade.key, field: 'grade', message: 'Player 2: grade must be one of 9, 10, 11, 12.' });
    const noNumber = row({ name: 'No Number', position: 'WR', grade: '10' });
    expect(checkPlayerRows([noNumber], 'football')).toEqual({ key: noNumber.key, field: 'number', message: 'Player 1: number is required.' });
    const onlyName = row({ name: 'Typed Only' });
    expect(checkPlayerRows([blankPlayer(), onlyName], 'football')?.message).toBe('Player 2: number is required.');
  });

  it('refuses two lines with one number (7 and 07 are one jersey), naming both players', () => {
    const rows = [complete('7', 'Alex Kim'), complete('12', 'Jo Park'), complete('07', 'Sam Lee')];
    expect(checkPlayerRows(rows, 'football')).toEqual({ key: rows[2].key, field: 'number', message: 'Number 7 is worn by both Alex Kim and Sam Lee.' });
  });

  it('is what the shared rules would refuse the saved roster for', () => {
    const cases = [[complete('99')], [complete('100')], [complete('7', 'A'), complete('7', 'B')], [complete('7', 'A'), complete('8', 'B')]];
    for (const rows of cases) {
      const doc = { id: 'r', schoolId: 's', schoolName: 'S', sport: 'football', season: '2025-2026', players: playersToSave(rows, 'football'), updatedAt: 1 };
      expect(validateBusinessRules('rosters', doc)?.message ?? null).toBe(checkPlayerRows(rows, 'football')?.message ?? null);
    }
  });
});
