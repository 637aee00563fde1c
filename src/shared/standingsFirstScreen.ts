/**
 * /sports' first screen (GET /api/first/standings), apart from firstScreens.ts: the home page's
 * script carries that module, and only /sports needs this one.
 */
import { hasStrings, isRecord } from './homePreview';
import type { DivisionsDoc } from './schemas/divisions.schema';
import type { TeamStatsDoc } from './schemas/teamStats.schema';
import type { DivisionStandings } from './standings/compute';

/**
 * What /sports shows first for a sport and season (GET /api/first/standings?sport=&season=), computed
 * by the server with the same `computeStandings` a device runs: the season's set-up and tables, or
 * its imported rows, and the seasons that have either.
 */
export interface StandingsFirstScreen {
  sport: string;
  season: string;
  /** Seasons with a set-up or imported rows for the sport, newest first. */
  seasons: string[];
  computed: { setup: DivisionsDoc; divisions: DivisionStandings[] } | null;
  /** Hand-entered rows of the season (only when it has no set-up). */
  imported: TeamStatsDoc[];
}

export const standingsFirstScreenUrl = (sport: string, season: string): string =>
  `/api/first/standings?sport=${encodeURIComponent(sport)}&season=${encodeURIComponent(season)}`;

export function parseStandingsFirstScreen(value: unknown): StandingsFirstScreen | null {
  if (!isRecord(value) || !hasStrings(value, ['sport', 'season']) || !Array.isArray(value.seasons) || !Array.isArray(value.imported)) return null;
  const computed = value.computed;
  if (computed !== null && !(isRecord(computed) && isRecord(computed.setup) && Array.isArray(computed.divisions))) return null;
  return value as unknown as StandingsFirstScreen;
}
