/**
 * Hybrid logical clocks (docs/design/scoring.md): the order of edits of one field, or of
 * scoring entries, across devices that may be offline and whose clocks may be wrong.
 *
 * A stamp is `WWWWWWWWWWWWW:CCCC:node`: wall-clock milliseconds (13 digits), a counter that
 * orders stamps made within one millisecond or after a clock went backwards, and the device.
 * Stamps compare as plain strings, the same on every device and at the server.
 */

export type Hlc = string;

const WALL_DIGITS = 13;
const COUNTER_DIGITS = 4;
const MAX_COUNTER = 10 ** COUNTER_DIGITS - 1;
const HLC_PATTERN = /^(\d{13}):(\d{4}):([A-Za-z0-9_-]{1,64})$/;

export interface HlcParts {
  wall: number;
  counter: number;
  node: string;
}

export function formatHlc({ wall, counter, node }: HlcParts): Hlc {
  return `${String(Math.max(0, Math.floor(wall))).padStart(WALL_DIGITS, '0')}:${String(counter).padStart(COUNTER_DIGITS, '0')}:${node}`;
}

export function parseHlc(stamp: unknown): HlcParts | null {
  if (typeof stamp !== 'string') return null;
  const match = HLC_PATTERN.exec(stamp);
  if (!match) return null;
  return { wall: Number(match[1]), counter: Number(match[2]), node: match[3] };
}

export function isHlc(stamp: unknown): stamp is Hlc {
  return parseHlc(stamp) !== null;
}

/** < 0, 0, > 0 as `a` is before, equal to, after `b`; a missing stamp is before any stamp. */
export function compareHlc(a: Hlc | undefined | null, b: Hlc | undefined | null): number {
  if (a === b) return 0;
  if (!a) return -1;
  if (!b) return 1;
  return a < b ? -1 : 1;
}

/**
 * One device's clock. `now()` is the device's time corrected by what it learned of the
 * server's (see `offset`); every stamp is after every stamp this clock made or saw.
 */
export class HybridClock {
  private last: HlcParts;

  constructor(
    readonly node: string,
    private readonly physical: () => number,
    last?: Hlc | null,
  ) {
    this.last = parseHlc(last) ?? { wall: 0, counter: 0, node };
  }

  /** A new stamp for a local edit. */
  tick(): Hlc {
    const wall = Math.floor(this.physical());
    if (wall > this.last.wall) this.last = { wall, counter: 0, node: this.node };
    else this.last = this.bump(this.last.wall, this.last.counter);
    return formatHlc(this.last);
  }

  /** Learn a stamp seen from elsewhere, so later local stamps order after it. */
  receive(stamp: Hlc | null | undefined): void {
    const seen = parseHlc(stamp);
    if (!seen) return;
    if (seen.wall > this.last.wall || (seen.wall === this.last.wall && seen.counter > this.last.counter)) {
      this.last = { wall: seen.wall, counter: seen.counter, node: this.node };
    }
  }

  /** The last stamp made or seen (kept by the device across reloads). */
  current(): Hlc {
    return formatHlc({ ...this.last, node: this.node });
  }

  private bump(wall: number, counter: number): HlcParts {
    // 10,000 stamps in one millisecond: move to the next millisecond rather than overflow.
    return counter >= MAX_COUNTER ? { wall: wall + 1, counter: 0, node: this.node } : { wall, counter: counter + 1, node: this.node };
  }
}

/** How far ahead of the server's clock a stamp may be before the server pulls it back. */
export const MAX_CLOCK_AHEAD_MS = 60_000;

/**
 * The server's bound: a stamp more than MAX_CLOCK_AHEAD_MS ahead of the server's time comes
 * from a device clock that runs fast; it is pulled back to the server's time (keeping its
 * counter and device), so a wrong clock cannot win every later conflict.
 */
export function boundHlc(stamp: Hlc, serverNow: number): Hlc {
  const parts = parseHlc(stamp);
  if (!parts || parts.wall <= serverNow + MAX_CLOCK_AHEAD_MS) return stamp;
  return formatHlc({ ...parts, wall: serverNow });
}
