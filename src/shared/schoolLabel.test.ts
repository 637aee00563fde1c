import { describe, expect, it } from 'vitest';
import { schoolLabel } from './schoolLabel';

describe('schoolLabel', () => {
  const names = new Map([['s1', 'Harborview']]);
  it("reads the school's own name first", () => {
    expect(schoolLabel('s1', names, [{ homeSchoolId: 's1', homeSchoolName: 'Old Harborview' }])).toBe('Harborview');
  });
  it('else the name a game carries for either side', () => {
    expect(schoolLabel('gone', names, [{ awaySchoolId: 'gone', awayName: 'Stonebrook' }])).toBe('Stonebrook');
    expect(schoolLabel('gone', names, [{ homeSchoolId: 'gone', homeSchoolName: 'Stonebrook' }])).toBe('Stonebrook');
  });
  it('else a neutral label, never the id', () => {
    expect(schoolLabel('school-stonebrook', names, [])).toBe('A school no longer listed');
  });
});
