import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';

/** Schema- and rule-valid documents for the sync tests. */
export function makeGame(id: string, fields: Partial<GameDoc> = {}): GameDoc {
  return {
    id,
    sport: 'football',
    homeSchoolName: 'Harborview High School',
    awayName: 'Maple Ridge Academy',
    time: '2025-03-01T18:00:00.000Z',
    location: 'Harborview Field',
    status: 'UPCOMING',
    score: { home: {}, away: {} },
    gameNotes: {},
    createdAt: 1,
    updatedAt: Date.now(),
    updatedBy: 'admin@liaa.test',
    ...fields,
  };
}

export function makeSchool(id: string, fields: Partial<SchoolDoc> = {}): SchoolDoc {
  return {
    id,
    name: `School ${id}`,
    location: 'Harborview',
    sports: ['football'],
    createdAt: 1,
    updatedAt: Date.now(),
    updatedBy: 'admin@liaa.test',
    ...fields,
  };
}
