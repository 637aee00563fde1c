import type { SyncError } from './syncError';

/**
 * The waits between retries. Every wait ends early when the app says "retry
 * now" (`wake`: sign-in, browser back online, change stream reconnected) or
 * when sync stops, so a reconnect never sits out a long backoff.
 */
export class RetryGate {
  private wakers = new Set<() => void>();
  private stoppedFlag = false;

  constructor(private readonly retryTime: number) {}

  get stopped(): boolean {
    return this.stoppedFlag;
  }

  wake(): void {
    const wakers = [...this.wakers];
    this.wakers.clear();
    wakers.forEach((resolve) => resolve());
  }

  stop(): void {
    this.stoppedFlag = true;
    this.wake();
  }

  wait(ms: number): Promise<void> {
    if (this.stoppedFlag) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  /** At most `absolute` ms, and at most `factor` retry times (a short retryTime, e.g. in tests, keeps waits short). */
  private cap(absolute: number, factor: number): number {
    return Math.max(this.retryTime, Math.min(absolute, this.retryTime * factor));
  }

  /**
   * Network and server trouble: exponential backoff from retryTime.
   * Validation: slower, the document will not fix itself (never a hot loop).
   * Auth, or edits held for their author: nothing to gain before someone signs in again, which wakes us.
   */
  delayFor(error: SyncError, attempt: number): number {
    const exp = Math.min(2 ** Math.max(0, attempt - 1), 64);
    switch (error.kind) {
      case 'unauthorized':
      case 'forbidden':
      case 'held':
        return Math.max(this.retryTime * 12, 60_000);
      case 'validation':
        return Math.min(this.retryTime * 4 * exp, this.cap(300_000, 60));
      default:
        return Math.min(this.retryTime * exp, this.cap(30_000, 20));
    }
  }
}
