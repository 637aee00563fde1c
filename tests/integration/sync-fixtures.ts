import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { currentSeason, seasonBounds } from '../../src/shared/standings/season';

/**
 * Yesterday, or the season's first hour in its first day: a fan's device replicates the
 * current season of games (docs/design/sync.md §13), so a default game is in it.
 */
const DEFAULT_GAME_TIME = new Date(Math.max(seasonBounds(currentSeason()).start + 3_600_000, Date.now() - 86_400_000)).toISOString();

/** Schema- and rule-valid documents for the sync tests. */
export function makeGame(id: string, fields: Partial<GameDoc> = {}): GameDoc {
  return {
    id,
    sport: 'football',
    homeSchoolName: 'Harborview High School',
    awayName: 'Maple Ridge Academy',
    time: DEFAULT_GAME_TIME,
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
