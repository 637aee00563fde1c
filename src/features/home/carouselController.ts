/** docs/product/rules.md §10: the home page's divisional leaders rotate every 15 s. */
export const LEADERS_ROTATION_MS = 15_000;

/** Why the rotation holds still; it moves only when there is none. */
export type PauseReason = 'hover' | 'focus' | 'user' | 'reduced-motion' | 'hidden';

export interface CarouselSnapshot {
  index: number;
  count: number;
  /** True while any reason holds the rotation (or there is nothing to rotate). */
  paused: boolean;
  /** The user paused it with the Pause button. */
  userPaused: boolean;
}

/**
 * The carousel's state and its one timer, outside React so fake timers can
 * test it: each move (automatic or by the user) gives the new slide a full
 * interval; hover, focus, the Pause button and reduced motion each hold it.
 */
export class CarouselController {
  private index = 0;
  private count = 0;
  private readonly reasons = new Set<PauseReason>();
  private running = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private snapshot: CarouselSnapshot = { index: 0, count: 0, paused: true, userPaused: false };

  constructor(private readonly intervalMs: number = LEADERS_ROTATION_MS) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CarouselSnapshot => this.snapshot;

  /** Starts the clock (mounted); `stop` clears it (unmounted). */
  start(): void {
    this.running = true;
    this.changed();
  }

  stop(): void {
    this.running = false;
    this.clearTimer();
  }

  setCount(count: number): void {
    if (count === this.count) return;
    this.count = Math.max(0, count);
    if (this.index >= this.count) this.index = 0;
    this.changed();
  }

  next(): void {
    this.goTo(this.index + 1);
  }

  previous(): void {
    this.goTo(this.index - 1);
  }

  goTo(index: number): void {
    if (this.count === 0) return;
    this.index = ((index % this.count) + this.count) % this.count;
    this.changed();
  }

  setPaused(reason: PauseReason, paused: boolean): void {
    if (paused === this.reasons.has(reason)) return;
    if (paused) this.reasons.add(reason);
    else this.reasons.delete(reason);
    this.changed();
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private changed(): void {
    const paused = this.reasons.size > 0 || this.count < 2;
    this.snapshot = { index: this.index, count: this.count, paused, userPaused: this.reasons.has('user') };
    this.clearTimer();
    if (this.running && !paused) this.timer = setTimeout(() => this.next(), this.intervalMs);
    for (const listener of this.listeners) listener();
  }
}
