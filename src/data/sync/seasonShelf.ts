/**
 * The past seasons and the schools a device keeps, as lanes ('games@2025-26',
 * 'rosters@2026-27#school-id'): a season or a school viewed once is replicated from then on, so it
 * opens offline afterwards (docs/design/sync.md §13, §18).
 */
export interface SeasonShelf {
  load(): string[];
  save(lanes: readonly string[]): void;
}

export function memorySeasonShelf(initial: readonly string[] = []): SeasonShelf {
  let lanes = [...initial];
  return { load: () => [...lanes], save: (next) => void (lanes = [...next]) };
}

/** `games@2025-26`, or a school's season of an on-demand collection: `rosters@2026-27#school-id`. */
const LANE = /^[A-Za-z]+@\d{4}-\d{2}(?:#[^#@\s]{1,128})?$/;

/** The browser's shelf: localStorage, beside the other device-wide flags (`liaa.synced`). */
export function localStorageSeasonShelf(key = 'liaa.keptSeasons'): SeasonShelf {
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter((lane): lane is string => typeof lane === 'string' && LANE.test(lane)) : [];
      } catch {
        return [];
      }
    },
    save(lanes) {
      try {
        localStorage.setItem(key, JSON.stringify([...new Set(lanes)].filter((lane) => LANE.test(lane))));
      } catch {
        // Storage full or blocked: the season is replicated this session all the same.
      }
    },
  };
}

/**
 * A shelf held in memory whose changes go to `onSave`: in the worker that holds the database, the
 * lanes the page read from its localStorage, and each change sent back to the page to keep there.
 */
export function relayedSeasonShelf(initial: readonly string[], onSave: (lanes: string[]) => void): SeasonShelf {
  const kept = (lanes: readonly string[]) => [...new Set(lanes)].filter((lane) => LANE.test(lane));
  const shelf = memorySeasonShelf(kept(initial));
  return {
    load: shelf.load,
    save(lanes) {
      shelf.save(kept(lanes));
      onSave(shelf.load());
    },
  };
}
