import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { acceptsGzip, createTurns } from './pulls';

const withEncoding = (value?: string) => ({ headers: value === undefined ? {} : { 'accept-encoding': value } }) as IncomingMessage;

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['deflate, gzip;q=0.5', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['deflate, br', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(acceptsGzip(withEncoding(value))).toBe(expected);
  });
});

describe('createTurns', () => {
  it('runs jobs in order, at most the budget per event-loop turn', async () => {
    const inTurns = createTurns(3);
    const ran: [number, number][] = [];
    let turn = 0;
    let ticking = true;
    const tick = (): void => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    for (let i = 0; i < 8; i++) inTurns(() => ran.push([i, turn]));
    expect(ran.map(([i]) => i)).toEqual([0, 1, 2]);
    await vi.waitFor(() => expect(ran).toHaveLength(8));
    ticking = false;
    expect(ran.map(([i]) => i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const perTurn = new Map<number, number>();
    for (const [, t] of ran) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(3);
  });

  it('a failing job does not stop the others', async () => {
    const inTurns = createTurns(1);
    const ran: number[] = [];
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      inTurns(() => ran.push(1));
      inTurns(() => {
        throw new Error('boom');
      });
      inTurns(() => ran.push(3));
      await vi.waitFor(() => expect(ran).toContain(3));
    } finally {
      console.error = original;
    }
    expect(ran).toEqual([1, 3]);
    expect(errors).toHaveLength(1);
  });
});
