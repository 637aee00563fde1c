import { describe, expect, it } from 'vitest';
import { parseSchoolFirstScreen, schoolFirstScreenUrl } from './schoolPage';

describe("a school page's first screen", () => {
  const school = { id: 's1', name: 'Harborview High School', location: 'Harborview, NY', sports: ['football', 7, 'volleyball'], logoUrl: 'data:image/png;base64,AA==' };
  const game = { id: 'g1', sport: 'football', homeSchoolId: 's1', homeSchoolName: 'Harborview High School', awayName: 'Maple Ridge', time: '2026-11-28T18:00:00.000Z', location: 'Field', status: 'FINAL', updatedAt: 1 };

  it('has a URL of its own, the id escaped', () => {
    expect(schoolFirstScreenUrl('s1')).toBe('/api/first/school/s1');
    expect(schoolFirstScreenUrl('a b/c')).toBe('/api/first/school/a%20b%2Fc');
  });

  it('reads an answer, dropping games, opponents and sports of another shape', () => {
    expect(parseSchoolFirstScreen({ school, games: [game, { id: 'x' }], opponents: [{ id: 's2', name: 'Maple Ridge' }, { name: 'no id' }] })).toEqual({
      school: { ...school, sports: ['football', 'volleyball'] },
      games: [game],
      opponents: [{ id: 's2', name: 'Maple Ridge' }],
    });
  });

  it('is nothing without a school as a school page reads it', () => {
    expect(parseSchoolFirstScreen({ school: { ...school, location: undefined }, games: [], opponents: [] })).toBeNull();
    expect(parseSchoolFirstScreen({ school: { ...school, sports: 'football' }, games: [], opponents: [] })).toBeNull();
    expect(parseSchoolFirstScreen({ school, games: [] })).toBeNull();
    expect(parseSchoolFirstScreen(null)).toBeNull();
  });
});
