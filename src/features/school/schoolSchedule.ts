import type { PeriodDef } from '../../shared/catalog/periods';
import { defaultImageFor } from '../../shared/catalog/images';
import { normalizeSportKey } from '../../shared/catalog/sports';
import { periodsFor } from '../../shared/catalog/periods';
import type { GameResult } from '../../shared/results';
import { winLossTie } from '../../shared/results';
import type { GameDoc, GameStatus } from '../../shared/schemas/games.schema';
import { byCodeUnits } from '../../shared/order';
import { startOfZonedDay } from '../../shared/zone';

/** A game as the school page reads it: plain data, never an RxDocument. */
export type Game = Readonly<GameDoc>;
type ScoreValue = number | string | null | undefined;
export type ScoreCells = Readonly<Record<string, ScoreValue>>;

export interface SchoolRef {
  id: string;
  name: string;
  logoUrl?: string;
}

/** Every school by id and by lower-cased name, to find an opponent's logo. */
export interface SchoolsIndex {
  byId: ReadonlyMap<string, SchoolRef>;
  byName: ReadonlyMap<string, SchoolRef>;
}

const nameKey = (name: string) => name.trim().toLowerCase();

export function indexSchools(schools: readonly SchoolRef[]): SchoolsIndex {
  const byId = new Map<string, SchoolRef>();
  const byName = new Map<string, SchoolRef>();
  for (const school of schools) {
    byId.set(school.id, school);
    if (!byName.has(nameKey(school.name))) byName.set(nameKey(school.name), school);
  }
  return { byId, byName };
}

export interface Side {
  name: string;
  /** A logo to show: the school's own, else the sport's default image. */
  logo: string;
  score: ScoreCells;
}

/** A game seen from one school's side: that school first, the opponent second. */
export interface SchoolGame {
  id: string;
  sport: string;
  time: string;
  location: string;
  status: GameStatus;
  isHome: boolean;
  team: Side;
  opponent: Side;
  /** W/L/T from this school's side for a FINAL game with both finals, else null. */
  result: GameResult | null;
  game: Game;
}

/**
 * Whether the school plays in the game. Ids decide when the game has them; an
 * opponent typed as free text (no school id) counts when its name is the school's.
 */
export function playsIn(game: Game, school: SchoolRef): boolean {
  if (game.homeSchoolId === school.id || game.awaySchoolId === school.id) return true;
  const key = nameKey(school.name);
  return (!game.homeSchoolId && nameKey(game.homeSchoolName) === key) || (!game.awaySchoolId && nameKey(game.awayName) === key);
}

function isHomeFor(game: Game, school: SchoolRef): boolean {
  if (game.homeSchoolId) return game.homeSchoolId === school.id;
  return nameKey(game.homeSchoolName) === nameKey(school.name);
}

function logoFor(index: SchoolsIndex, id: string | undefined, name: string, sport: string): string {
  const school = (id ? index.byId.get(id) : undefined) ?? index.byName.get(nameKey(name));
  return school?.logoUrl || defaultImageFor(sport);
}

export function toSchoolGame(game: Game, school: SchoolRef, index: SchoolsIndex): SchoolGame {
  const isHome = isHomeFor(game, school);
  const sport = normalizeSportKey(game.sport) ?? game.sport;
  const home: Side = {
    name: game.homeSchoolName,
    logo: logoFor(index, game.homeSchoolId, game.homeSchoolName, sport),
    score: game.score?.home ?? {},
  };
  const away: Side = {
    name: game.awayName,
    logo: logoFor(index, game.awaySchoolId, game.awayName, sport),
    score: game.score?.away ?? {},
  };
  // Name-matched games get this school's id on its side, so the shared W/L/T rule applies to them too.
  const withIds = {
    status: game.status,
    sport,
    score: game.score,
    homeSchoolId: isHome ? school.id : game.homeSchoolId,
    awaySchoolId: isHome ? game.awaySchoolId : school.id,
  };
  return {
    id: game.id,
    sport,
    time: game.time,
    location: game.location,
    status: game.status,
    isHome,
    team: isHome ? home : away,
    opponent: isHome ? away : home,
    result: winLossTie(withIds, school.id),
    game,
  };
}

const STATUS_RANK: Record<GameStatus, number> = { FINAL: 3, LIVE: 2, UPCOMING: 1, POSTPONED: 1, CANCELLED: 1 };

function dedupeKey(g: SchoolGame): string {
  const time = Date.parse(g.time);
  return [Number.isNaN(time) ? g.time : String(time), nameKey(g.opponent.name), nameKey(g.location)].join('|');
}

/** The better of two copies of one game: the one further along, then the one edited last. */
function preferred(a: SchoolGame, b: SchoolGame): SchoolGame {
  const byStatus = STATUS_RANK[b.status] - STATUS_RANK[a.status];
  if (byStatus !== 0) return byStatus > 0 ? b : a;
  return (b.game.updatedAt ?? 0) > (a.game.updatedAt ?? 0) ? b : a;
}

/** docs/product/screens.md §4: one entry per time, opponent and location, sorted by time ascending. */
export function dedupeAndSort(games: readonly SchoolGame[]): SchoolGame[] {
  const unique = new Map<string, SchoolGame>();
  for (const game of games) {
    const key = dedupeKey(game);
    const seen = unique.get(key);
    unique.set(key, seen ? preferred(seen, game) : game);
  }
  return [...unique.values()].sort((a, b) => Date.parse(a.time) - Date.parse(b.time) || byCodeUnits(a.id, b.id));
}

/** The school's schedule for one sport, whatever spelling the games store the sport in. */
export function scheduleFor(games: readonly Game[], school: SchoolRef, sportKey: string, index: SchoolsIndex): SchoolGame[] {
  const sport = normalizeSportKey(sportKey) ?? sportKey;
  const mine = games.filter((g) => (normalizeSportKey(g.sport) ?? g.sport) === sport && playsIn(g, school));
  return dedupeAndSort(mine.map((g) => toSchoolGame(g, school, index)));
}

export function isBlankScore(value: ScoreValue): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** True when either side has a final or any period value. */
export function hasAnyScore(a: ScoreCells, b: ScoreCells): boolean {
  return [a, b].some((side) => Object.values(side).some((v) => !isBlankScore(v)));
}

/** The sport's period columns; overtime columns only when both sides have a value (docs/product/screens.md §4). */
export function visiblePeriods(sport: string, a: ScoreCells, b: ScoreCells): PeriodDef[] {
  return periodsFor(sport).filter(
    (p) => !p.extra || (!isBlankScore(a[p.key]) && !isBlankScore(b[p.key])),
  );
}

/** A score cell as text: '–' when empty. */
export function scoreText(value: ScoreValue): string {
  return isBlankScore(value) ? '–' : String(value).trim();
}

/**
 * The season split for the school page (issue 17): the live game and the games to come first,
 * soonest first, so the live or next game is the first in view; then the results, newest first.
 * A game not played yet counts as to come from the start of its day (an UPCOMING game of this
 * morning not updated yet is still ahead), a FINAL one is a result.
 */
export function splitSeason(schedule: readonly SchoolGame[], now: number): { ahead: SchoolGame[]; results: SchoolGame[] } {
  const startOfToday = startOfZonedDay(now);
  const ahead: SchoolGame[] = [];
  const results: SchoolGame[] = [];
  for (const game of schedule) {
    const time = Date.parse(game.time);
    const isAhead = game.status === 'LIVE' || (game.status === 'UPCOMING' && !(time < startOfToday));
    (isAhead ? ahead : results).push(game);
  }
  ahead.sort((a, b) => (a.status === 'LIVE' ? 0 : 1) - (b.status === 'LIVE' ? 0 : 1));
  return { ahead, results: results.reverse() };
}
