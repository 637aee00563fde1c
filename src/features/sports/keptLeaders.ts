import type { KeptStorage } from '../../data/keptStore';
import { createKeptStore } from '../../data/keptStore';
import { normalizeSportKey } from '../../shared/catalog/sports';
import type { LeadersAnswer } from '../../shared/leaders';
import { parseLeadersAnswer } from '../../shared/leaders';
import { normalizeSeason } from '../../shared/standings/season';

/**
 * The server's LIAA Leaders (GET /api/first/leaders) of the sports and seasons this device showed,
 * kept in localStorage (src/data/keptStore.ts): a fan's /sports shows the last answer at its first
 * render, offline too, while it asks again. Only the most recently asked are kept.
 */
export const KEPT_LEADERS_LIMIT = 24;
/** An answer is a few boards of five lines: one far larger is not a device's to keep. */
const MAX_CHARS = 64_000;

const kept = createKeptStore<LeadersAnswer>({
  prefix: 'liaa.leaders.v1:',
  indexKey: 'liaa.leaders.v1',
  limit: KEPT_LEADERS_LIMIT,
  maxChars: MAX_CHARS,
  parse: (value, key) => {
    const answer = parseLeadersAnswer(value);
    return answer && leadersKey(answer.sport, answer.season) === key ? answer : null;
  },
});

/** One key per sport and season, whatever their spelling ('boys-soccer' / 'soccer-boys', '2026-2027' / '2026-27'). */
export function leadersKey(sport: string, season: string): string {
  return `${normalizeSportKey(sport) ?? sport}|${normalizeSeason(season) ?? season}`;
}

export function readKeptLeaders(sport: string, season: string, storage?: KeptStorage): LeadersAnswer | null {
  return kept.read(leadersKey(sport, season), storage);
}

export function keepLeaders(answer: LeadersAnswer, storage?: KeptStorage): void {
  kept.keep(leadersKey(answer.sport, answer.season), answer, storage);
}
