import { useEffect, useState } from 'react';
import type { ScoreEntryDoc } from '../../../shared/schemas/scoreEntries.schema';
import type { ComputedScore } from '../../../shared/scoring/score';
import type { KnownScore, SyncedChange } from './consoleModel';
import { knownScore, syncedChange } from './consoleModel';

const keyOf = (gameId: string) => `liaa.console.known.${gameId}`;

function read(gameId: string): KnownScore | null {
  try {
    const raw = localStorage.getItem(keyOf(gameId));
    const value = raw ? (JSON.parse(raw) as Partial<KnownScore>) : null;
    return value && typeof value.score === 'string' && Array.isArray(value.ids) ? { score: value.score, ids: value.ids } : null;
  } catch {
    return null;
  }
}

function write(gameId: string, known: KnownScore): void {
  try {
    localStorage.setItem(keyOf(gameId), JSON.stringify(known));
  } catch {
    // Storage full or refused: the notice then covers this session only.
  }
}

/**
 * What syncing changed of this game's score since this device's own last action (issue 39: "the
 * scorer who had ended the game at 3–0 later sees 4–2, and nothing says why"). The device keeps, per
 * game, the entries it had and the score they gave; kept in localStorage, the notice survives a
 * reload or a restart. `seen` (the scorer read it) takes the new score as known.
 */
export function useSyncedChange(gameId: string, entries: readonly ScoreEntryDoc[], score: ComputedScore, device: string): { change: SyncedChange | null; seen(): void } {
  const [kept, setKept] = useState(() => ({ gameId, known: read(gameId) }));
  const known = kept.gameId === gameId ? kept.known : read(gameId);
  const change = known && device ? syncedChange(known, entries, score, device) : null;
  const current = knownScore(entries, score);
  // Nothing from elsewhere changed the score: what this device shows now is what it knows (state
  // adjusted while rendering, react.dev "Adjusting some state when a prop changes").
  if (device && !change && (kept.gameId !== gameId || !known || known.score !== current.score || known.ids.join() !== current.ids.join())) {
    setKept({ gameId, known: current });
  }
  useEffect(() => {
    if (kept.known) write(kept.gameId, kept.known);
  }, [kept]);
  const seen = () => setKept({ gameId, known: current });
  return { change, seen };
}
