import { HybridClock } from '../shared/scoring/hlc';

/**
 * This device's hybrid logical clock (docs/design/scoring.md): it stamps every scoring entry and
 * every edit of a game's fields. Its physical time is the device's time corrected by the offset
 * to the server's clock learned from the sync's answers (`noteServerTime`), so a device whose
 * clock runs an hour fast still stamps its edits in the right order once it has synced.
 *
 * In a browser the device id, the offset and the last stamp are kept in localStorage (shared by
 * the tabs of one profile); in Node each database gets a clock of its own (tests run several
 * devices in one process).
 */

const DEVICE_KEY = 'liaa.device';
const OFFSET_KEY = 'liaa.clockOffset';
const LAST_KEY = 'liaa.hlc';
/** The Date header counts whole seconds: smaller differences are its rounding, not a wrong clock. */
const OFFSET_NOISE_MS = 2_000;

export interface DeviceClock {
  readonly device: string;
  /** A stamp for a new edit. */
  tick(): string;
  /** Later stamps order after this one (a stamp pulled from another device). */
  receive(stamp: string | null | undefined): void;
  /** The server's `Date` header of an answer, and the device's time when it arrived. */
  noteServerTime(dateHeader: string | null, localNow?: number): void;
  /** Corrected time in ms (what `tick` stamps). */
  now(): number;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function newDeviceId(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 16);
}

export function createDeviceClock(options: { store?: Storage; device?: string; physical?: () => number } = {}): DeviceClock {
  const physical = options.physical ?? (() => Date.now());
  const store = options.store;
  const device = options.device ?? store?.getItem(DEVICE_KEY) ?? newDeviceId();
  if (store && store.getItem(DEVICE_KEY) !== device) store.setItem(DEVICE_KEY, device);
  let offset = Number(store?.getItem(OFFSET_KEY) ?? 0) || 0;
  const now = () => physical() + offset;
  const clock = new HybridClock(device, now, store?.getItem(LAST_KEY));
  const keep = (stamp: string) => {
    store?.setItem(LAST_KEY, stamp);
    return stamp;
  };
  return {
    device,
    now,
    tick: () => keep(clock.tick()),
    receive(stamp) {
      clock.receive(stamp);
    },
    noteServerTime(dateHeader, localNow = physical()) {
      const server = dateHeader ? Date.parse(dateHeader) : NaN;
      if (!Number.isFinite(server)) return;
      const measured = server - localNow;
      const next = Math.abs(measured) < OFFSET_NOISE_MS ? 0 : measured;
      if (Math.abs(next - offset) < OFFSET_NOISE_MS) return;
      offset = next;
      store?.setItem(OFFSET_KEY, String(offset));
    },
  };
}

const clocks = new WeakMap<object, DeviceClock>();

/** Gives a database the clock of a device of its own (tests: several devices, clocks set wrong, in one process). */
export function useDeviceClock(db: object, clock: DeviceClock): void {
  clocks.set(db, clock);
}

/** The clock of the device a database lives on (one per browser profile; one per database in Node). */
export function deviceClockFor(db: object): DeviceClock {
  let clock = clocks.get(db);
  if (!clock) {
    clock = createDeviceClock({ store: storage() });
    clocks.set(db, clock);
  }
  return clock;
}
