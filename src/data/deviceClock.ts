import { HybridClock } from '../shared/scoring/hlc';
import { browserStorage, serverTimeFor } from './serverTime';

/**
 * This device's hybrid logical clock (docs/design/scoring.md): it stamps every scoring entry and
 * every edit of a game's fields, in the server's time as the device knows it (serverTime.ts).
 * In a browser the device id and the last stamp are kept in localStorage (shared by the tabs of
 * one profile); in Node each database is a device of its own.
 */

const DEVICE_KEY = 'liaa.device';
const LAST_KEY = 'liaa.hlc';

export interface DeviceClock {
  readonly device: string;
  /** A stamp for a new edit. */
  tick(): string;
  /** Later stamps order after this one (a stamp pulled from another device). */
  receive(stamp: string | null | undefined): void;
  /** Corrected time in ms (what `tick` stamps). */
  now(): number;
}

function newDeviceId(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 16);
}

export function createDeviceClock(options: { now: () => number; store?: Storage; device?: string }): DeviceClock {
  const { store, now } = options;
  const device = options.device ?? store?.getItem(DEVICE_KEY) ?? newDeviceId();
  if (store && store.getItem(DEVICE_KEY) !== device) store.setItem(DEVICE_KEY, device);
  const clock = new HybridClock(device, now, store?.getItem(LAST_KEY));
  return {
    device,
    now,
    tick() {
      const stamp = clock.tick();
      store?.setItem(LAST_KEY, stamp);
      return stamp;
    },
    receive(stamp) {
      clock.receive(stamp);
    },
  };
}

const clocks = new WeakMap<object, DeviceClock>();

/** Gives a database the clock of a device of its own (tests: several devices in one process). */
export function useDeviceClock(db: object, clock: DeviceClock): void {
  clocks.set(db, clock);
}

/** The clock of the device a database lives on (one per browser profile; one per database in Node). */
export function deviceClockFor(db: object): DeviceClock {
  let clock = clocks.get(db);
  if (!clock) {
    const time = serverTimeFor(db);
    clock = createDeviceClock({ store: browserStorage(), now: () => time.now() });
    clocks.set(db, clock);
  }
  return clock;
}
