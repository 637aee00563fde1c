import { describe, expect, it } from 'vitest';
import { WELCOME_DISMISSED_KEY, isWelcomeDismissed, rememberWelcomeDismissed } from './welcome';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('welcome popup memory', () => {
  it('shows until dismissed, then stays dismissed in storage', () => {
    const storage = new MemoryStorage();
    expect(isWelcomeDismissed(storage)).toBe(false);
    rememberWelcomeDismissed(storage);
    expect(storage.items.get(WELCOME_DISMISSED_KEY)).toBe('yes');
    expect(isWelcomeDismissed(storage)).toBe(true);
  });

  it('survives storage that throws (private mode) for the rest of the visit', () => {
    const broken = {
      getItem(): string | null {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem(): void {
        throw new DOMException('denied', 'QuotaExceededError');
      },
    };
    expect(() => rememberWelcomeDismissed(broken)).not.toThrow();
    expect(isWelcomeDismissed(broken)).toBe(true);
  });
});
