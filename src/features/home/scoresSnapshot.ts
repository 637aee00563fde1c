import type { GameDoc } from '../../shared/schemas/games.schema';
import type { FeaturedView } from './scores';

/**
 * The scores the home page last showed, kept in localStorage: a repeat visit
 * (offline too) shows them at the first render, before the local database has
 * opened, and the live queries take over as soon as they answer.
 */
export const SCORES_SNAPSHOT_KEY = 'liaa.homeScores.v1';

export interface ScoresSnapshot {
  finals: GameDoc[];
  featured: FeaturedView[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: Record<string, unknown>, keys: readonly string[]) => keys.every((key) => typeof value[key] === 'string');

// Only entries shaped as the cards read them: anything else (an older version, a hand edit) is dropped.
const isGame = (value: unknown): value is GameDoc => isRecord(value) && strings(value, ['id', 'sport', 'time', 'homeSchoolName', 'awayName', 'status']);
const isFeatured = (value: unknown): value is FeaturedView => isRecord(value) && strings(value, ['id', 'home', 'away', 'status']);

export function readScoresSnapshot(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ScoresSnapshot | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCORES_SNAPSHOT_KEY) ?? 'null');
    if (!isRecord(parsed) || !Array.isArray(parsed.finals) || !Array.isArray(parsed.featured)) return null;
    const snapshot = { finals: parsed.finals.filter(isGame), featured: parsed.featured.filter(isFeatured) };
    return snapshot.finals.length + snapshot.featured.length > 0 ? snapshot : null;
  } catch {
    return null;
  }
}

export function writeScoresSnapshot(snapshot: ScoresSnapshot, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(SCORES_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Full or unavailable storage: the next visit waits for the database instead.
  }
}
