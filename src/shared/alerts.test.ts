import { describe, expect, it } from 'vitest';
import type { AlertState } from './alerts';
import { RECENT_MS, decideAlert } from './alerts';

const NOW = Date.parse('2026-10-02T20:00:00.000Z');
const WINDOW = 30_000;
const game = (status: 'UPCOMING' | 'LIVE' | 'FINAL', home?: number, away?: number, time = '2026-10-02T19:00:00.000Z') => ({
  status,
  time,
  score: home === undefined ? undefined : { home: { final: home }, away: { final: away ?? 0 } },
});
const state = (status: AlertState['status'], home = '', away = '', scoreAt = 0): AlertState => ({ status, home, away, scoreAt });

describe('decideAlert', () => {
  it('tells the start of a scheduled game, and keeps a scheduled game quiet', () => {
    expect(decideAlert(game('UPCOMING'), null, NOW, WINDOW)).toEqual({ kind: 'none' });
    expect(decideAlert(game('UPCOMING'), state('LIVE', '0', '0'), NOW, WINDOW)).toEqual({ kind: 'none', record: state('UPCOMING') });
    expect(decideAlert(game('UPCOMING'), state('UPCOMING'), NOW, WINDOW)).toEqual({ kind: 'none' });
    expect(decideAlert(game('LIVE'), state('UPCOMING'), NOW, WINDOW)).toEqual({ kind: 'start', record: state('LIVE') });
  });

  it('tells a score change, then at most one per window, the latest score once the window ends', () => {
    expect(decideAlert(game('LIVE', 7, 0), state('LIVE'), NOW, WINDOW)).toEqual({ kind: 'score', record: state('LIVE', '7', '0', NOW) });
    const told = state('LIVE', '7', '0', NOW);
    expect(decideAlert(game('LIVE', 14, 0), told, NOW + 5_000, WINDOW)).toEqual({ kind: 'wait', until: NOW + WINDOW });
    expect(decideAlert(game('LIVE', 14, 0), told, NOW + WINDOW, WINDOW)).toEqual({ kind: 'score', record: state('LIVE', '14', '0', NOW + WINDOW) });
    expect(decideAlert(game('LIVE', 7, 0), told, NOW + 5_000, WINDOW)).toEqual({ kind: 'none' });
  });

  it('always tells the final, inside a window too, and only once', () => {
    const told = state('LIVE', '7', '0', NOW);
    expect(decideAlert(game('FINAL', 14, 0), told, NOW + 1, WINDOW)).toEqual({ kind: 'final', record: state('FINAL', '14', '0', NOW + 1) });
    expect(decideAlert(game('FINAL', 14, 0), state('FINAL', '14', '0'), NOW + 2, WINDOW)).toEqual({ kind: 'none' });
    // A corrected final is recorded, not told again.
    expect(decideAlert(game('FINAL', 15, 0), state('FINAL', '14', '0', 9), NOW + 2, WINDOW)).toEqual({ kind: 'none', record: state('FINAL', '15', '0', 9) });
  });

  it('keeps a reopened game and a game first seen long after its time quiet', () => {
    expect(decideAlert(game('LIVE', 14, 0), state('FINAL', '14', '0', 5), NOW, WINDOW)).toEqual({ kind: 'none', record: state('LIVE', '14', '0', 5) });
    const old = new Date(NOW - RECENT_MS - 1).toISOString();
    expect(decideAlert(game('FINAL', 1, 0, old), null, NOW, WINDOW).kind).toBe('none');
    expect(decideAlert(game('LIVE', 1, 0, old), null, NOW, WINDOW).kind).toBe('none');
    expect(decideAlert(game('FINAL', 1, 0), null, NOW, WINDOW).kind).toBe('final');
    expect(decideAlert(game('LIVE'), null, NOW, WINDOW).kind).toBe('start');
  });
});
