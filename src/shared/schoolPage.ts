import type { GameDoc } from './schemas/games.schema';
import { hasStrings, isGame, isRecord } from './homePreview';

/*
 * A school's own page (/schools/{id}, src/features/school/SchoolPage.tsx): its first screen, as the
 * server and the page read it alike. A module of its own, so what only that page needs stays out
 * of the chunk every page loads.
 */

/** A school as its page and its opponents' rows read it. */
export interface SchoolTeam {
  id: string;
  name: string;
  logoUrl?: string;
}

/**
 * What /schools/{id} shows first (GET /api/first/school/{id}), a shared link's first visit: the
 * school, this season's games it may play in (by id on either side, or by a side typed as its
 * name: the page's own query), whole, and the schools those games name, for their rows' logos.
 */
export interface SchoolFirstScreen {
  school: SchoolTeam & { location: string; sports: string[] };
  games: GameDoc[];
  opponents: SchoolTeam[];
}

/** The URL of a school's first screen. */
export const schoolFirstScreenUrl = (id: string): string => `/api/first/school/${encodeURIComponent(id)}`;

const isTeam = (value: unknown): value is SchoolTeam =>
  hasStrings(value, ['id', 'name']) && (value.logoUrl === undefined || typeof value.logoUrl === 'string');

/** A server answer as the page reads it, or null; games and opponents of another shape are dropped. */
export function parseSchoolFirstScreen(value: unknown): SchoolFirstScreen | null {
  if (!isRecord(value) || !Array.isArray(value.games) || !Array.isArray(value.opponents)) return null;
  const { school } = value;
  if (!isTeam(school) || !hasStrings(school, ['location']) || !Array.isArray(school.sports)) return null;
  const sports = school.sports.filter((sport): sport is string => typeof sport === 'string');
  return {
    school: { id: school.id, name: school.name, location: school.location, sports, ...(school.logoUrl ? { logoUrl: school.logoUrl } : {}) },
    games: value.games.filter(isGame),
    opponents: value.opponents.filter(isTeam),
  };
}
