export interface LoginLimiter {
  /** True when this key already has `maxFailures` failures inside the window. */
  isBlocked(key: string, now?: number): boolean;
  recordFailure(key: string, now?: number): void;
  /** A successful login clears the key's failures (successes are never counted). */
  reset(key: string): void;
}

/**
 * Failed logins per IP+username in a sliding window. In memory: per instance,
 * which is enough to make password guessing slow.
 */
export function createLoginLimiter(opts: { maxFailures?: number; windowMs?: number; maxKeys?: number } = {}): LoginLimiter {
  const maxFailures = opts.maxFailures ?? 5;
  const windowMs = opts.windowMs ?? 15 * 60 * 1000;
  const maxKeys = opts.maxKeys ?? 10_000;
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const list = (failures.get(key) ?? []).filter((t) => now - t < windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  }

  return {
    isBlocked(key, now = Date.now()) {
      return recent(key, now).length >= maxFailures;
    },
    recordFailure(key, now = Date.now()) {
      const list = recent(key, now);
      list.push(now);
      failures.delete(key); // re-insert: Map order is then least recently failed first
      failures.set(key, list);
      // Bound memory under a spray of usernames: forget the stalest keys.
      while (failures.size > maxKeys) {
        const oldest = failures.keys().next().value;
        if (oldest === undefined) break;
        failures.delete(oldest);
      }
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
