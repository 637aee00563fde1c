/**
 * Answers of the server kept on the device by key, in localStorage: a screen that shows one
 * shows it at its first render, offline and after a reload too, until the next answer replaces it.
 * Each value is an item of its own (`{prefix}{key}`); an index (`indexKey`) lists the keys, the
 * most recently kept first, and only the newest `limit` are kept. A full storage makes room by
 * dropping the oldest; nothing here ever throws (no storage, storage full, a corrupt item).
 * Used by the game page's summary (src/features/game/keptSummary.ts) and /sports' leaders
 * (src/features/sports/keptLeaders.ts).
 */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface KeptStoreOptions<T> {
  /** Each value's item: `${prefix}${key}`. Version it ('…v1:') when the value's shape changes. */
  prefix: string;
  /** The item listing the kept keys, most recently kept first. */
  indexKey: string;
  /** Keys kept at most: keeping one more drops the one kept longest ago. */
  limit: number;
  /** A value as stored, or null when it is not of the shape (an older version, an edit by hand). */
  parse(value: unknown, key: string): T | null;
  /** A value whose JSON is longer than this many characters is not kept (nor an older one of its key). */
  maxChars?: number;
}

export interface KeptStore<T> {
  /** The value kept for `key`, or null (none, unreadable, or no storage). */
  read(key: string, storage?: KeptStorage): T | null;
  /** Keeps `value` for `key` as the most recent; the keys kept longest ago make room. */
  keep(key: string, value: T, storage?: KeptStorage): void;
}

/** The page's localStorage, or undefined where there is none (a server render, a browser that refuses it). */
export function deviceStorage(): KeptStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function createKeptStore<T>(options: KeptStoreOptions<T>): KeptStore<T> {
  const { prefix, indexKey, limit, parse, maxChars } = options;

  function readIndex(storage: KeptStorage): string[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(indexKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
    } catch {
      return [];
    }
  }

  function read(key: string, storage: KeptStorage | undefined = deviceStorage()): T | null {
    try {
      const text = storage?.getItem(prefix + key);
      return text ? parse(JSON.parse(text), key) : null;
    } catch {
      return null;
    }
  }

  function keep(key: string, value: T, storage: KeptStorage | undefined = deviceStorage()): void {
    if (!storage) return;
    let text: string;
    try {
      text = JSON.stringify(value);
    } catch {
      return;
    }
    const others = readIndex(storage).filter((other) => other !== key);
    if (maxChars !== undefined && text.length > maxChars) {
      // Too large to keep: an older value of the key would outlive what the screen showed since.
      try {
        storage.removeItem(prefix + key);
        storage.setItem(indexKey, JSON.stringify(others));
      } catch {
        // No storage to speak of: nothing is kept either way.
      }
      return;
    }
    const write = (keepOthers: number) => {
      for (const other of others.slice(keepOthers)) storage.removeItem(prefix + other);
      storage.setItem(indexKey, JSON.stringify([key, ...others.slice(0, keepOthers)]));
      storage.setItem(prefix + key, text);
    };
    try {
      write(limit - 1);
    } catch {
      try {
        // Full: the most recent quarter of the others stays.
        write(Math.min(limit - 1, Math.floor(others.length / 4)));
      } catch {
        // Still full, or no storage: this key's value needs the network next time.
      }
    }
  }

  return { read, keep };
}
