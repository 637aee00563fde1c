/**
 * What this device knows of the server's clock: the offset learned from the `Date` header of the
 * sync's answers (startSync notes every answer). Scorers' clocks stamp edits in the server's time
 * with it (deviceClock.ts), so a device whose clock runs an hour fast still orders its edits right
 * once it has synced. Kept apart from the clock itself: a fan's runtime notes the offset and never
 * loads the clock.
 *
 * In a browser the offset is kept in localStorage (shared by the tabs of one profile); in Node each
 * database has its own (tests run several devices, their clocks set wrong, in one process).
 */

const OFFSET_KEY = 'liaa.clockOffset';
/** The Date header counts whole seconds: smaller differences are its rounding, not a wrong clock. */
const OFFSET_NOISE_MS = 2_000;

export interface ServerTime {
  /** The server's time as this device best knows it, ms. */
  now(): number;
  /** The server's `Date` header of an answer, read when it arrived. */
  note(dateHeader: string | null): void;
}

export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function createServerTime(options: { store?: Storage; physical?: () => number } = {}): ServerTime {
  const { store } = options;
  const physical = options.physical ?? (() => Date.now());
  let offset = Number(store?.getItem(OFFSET_KEY) ?? 0) || 0;
  return {
    now: () => physical() + offset,
    note(dateHeader) {
      const server = dateHeader ? Date.parse(dateHeader) : NaN;
      if (!Number.isFinite(server)) return;
      const measured = server - physical();
      const next = Math.abs(measured) < OFFSET_NOISE_MS ? 0 : measured;
      if (Math.abs(next - offset) < OFFSET_NOISE_MS) return;
      offset = next;
      store?.setItem(OFFSET_KEY, String(offset));
    },
  };
}

const times = new WeakMap<object, ServerTime>();

/** The server time of the device a database lives on. */
export function serverTimeFor(db: object): ServerTime {
  let time = times.get(db);
  if (!time) {
    time = createServerTime({ store: browserStorage() });
    times.set(db, time);
  }
  return time;
}

/** Tests: a device whose own clock is `physical` (set wrong on purpose). */
export function useServerTime(db: object, time: ServerTime): void {
  times.set(db, time);
}
