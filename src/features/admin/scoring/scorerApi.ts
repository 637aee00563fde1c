import type { GameScorerDoc } from '../../../shared/schemas/gameScorers.schema';
import type { ScorerAction } from '../../../shared/scoring/scorerSeat';
import { serverJson } from '../shared/serverApi';

/**
 * A claim, a request to take over or its answer, decided by the server (POST /api/scorers/{gameId}):
 * it needs a connection. The answer is the game's seat as written; a refusal says why.
 */
export function changeSeat(gameId: string, action: ScorerAction, device: string, label: string, signal?: AbortSignal): Promise<GameScorerDoc> {
  return serverJson<GameScorerDoc>('POST', `/api/scorers/${encodeURIComponent(gameId)}`, { action, device, label }, signal);
}
