import { useCallback, useEffect, useState } from 'react';
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
  const [change, setChange] = useState<SyncedChange | null>(null);
  useEffect(() => {
    if (!device) return;
    const known = read(gameId);
    const found = known ? syncedChange(known, entries, score, device) : null;
    if (found) setChange(found);
    // Nothing from elsewhere changed the score: what this device shows now is what it knows.
    else if (!change) write(gameId, knownScore(entries, score));
  }, [gameId, entries, score, device, change]);
  const seen = useCallback(() => {
    write(gameId, knownScore(entries, score));
    setChange(null);
  }, [gameId, entries, score]);
  return { change, seen };
}
