import type { GameDoc } from './schemas/games.schema';
import { isGame, isRecord } from './homePreview';

/*
 * A game's own page (/games/{id}, src/features/game/GamePage.tsx): its first screen and its
 * teams' logos, as the server and the page read them alike. A module of its own, so what only
 * that page needs stays out of the chunk every page loads.
 */

/** The logos of a game's two teams (undefined: no school, or one without a logo: the sport's image stands in). */
export interface TeamLogos {
  home?: string;
  away?: string;
}

/** One side of a game as its page shows it: the name as the game has it, and the school whose logo is shown. */
export interface GameTeam {
  name: string;
  /** The side's school: by its id, else the school of the name typed (none: a team typed as free text). */
  schoolId?: string;
  logoUrl?: string;
}

/** What /games/{id} shows first (GET /api/first/game/{id}): the game as a fan replicates it, and its two teams. */
export interface GameFirstScreen {
  game: GameDoc;
  teams: { home: GameTeam; away: GameTeam };
}

/** The URL of a game's first screen. */
export const gameFirstScreenUrl = (id: string): string => `/api/first/game/${encodeURIComponent(id)}`;

type Sides = Pick<GameDoc, 'homeSchoolId' | 'homeSchoolName' | 'awaySchoolId' | 'awayName'>;
interface SchoolLike {
  id: string;
  name: string;
  logoUrl?: string;
}

const key = (name: string) => name.trim().toLowerCase();

/** A side's school: the one of its id, else the one of its name (an opponent typed as free text that names a school). */
function schoolOf<S extends SchoolLike>(schools: readonly S[], id: string | undefined, name: string): S | undefined {
  return (id ? schools.find((school) => school.id === id) : undefined) ?? schools.find((school) => key(school.name) === key(name));
}

/** The game's two teams as its page shows them. */
export function gameTeams(game: Sides, schools: readonly SchoolLike[]): GameFirstScreen['teams'] {
  const team = (id: string | undefined, name: string): GameTeam => {
    const school = schoolOf(schools, id, name);
    return { name, ...(school ? { schoolId: school.id } : {}), ...(school?.logoUrl ? { logoUrl: school.logoUrl } : {}) };
  };
  return { home: team(game.homeSchoolId, game.homeSchoolName), away: team(game.awaySchoolId, game.awayName) };
}

/** The logos the page shows, from its teams. */
export function logosOfTeams(teams: GameFirstScreen['teams']): TeamLogos {
  return { home: teams.home.logoUrl, away: teams.away.logoUrl };
}

const isTeam = (value: unknown): value is GameTeam =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  (value.schoolId === undefined || typeof value.schoolId === 'string') &&
  (value.logoUrl === undefined || typeof value.logoUrl === 'string');

/** A server answer as the page reads it, or null. */
export function parseGameFirstScreen(value: unknown): GameFirstScreen | null {
  if (!isRecord(value) || !isGame(value.game) || !isRecord(value.teams)) return null;
  const { home, away } = value.teams;
  return isTeam(home) && isTeam(away) ? { game: value.game, teams: { home, away } } : null;
}
