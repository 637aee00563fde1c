import { describe, expect, it } from 'vitest';
import type { AlertState } from './alerts';
import { RECENT_MS, alertPayload, decideAlert } from './alerts';

const NOW = Date.parse('2026-10-02T20:00:00.000Z');
const WINDOW = 30_000;
const TIME = '2026-10-02T19:00:00.000Z';
const game = (status: AlertState['status'], home?: number, away?: number, time = TIME) => ({
  status,
  time,
  score: home === undefined ? undefined : { home: { final: home }, away: { final: away ?? 0 } },
});
const state = (status: AlertState['status'], home = '', away = '', scoreAt = 0, time = TIME): AlertState => ({ status, home, away, scoreAt, time });

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

  it('tells a postponement and a cancellation once, while the game lies ahead', () => {
    const ahead = '2026-10-09T19:00:00.000Z';
    expect(decideAlert(game('POSTPONED', undefined, undefined, ahead), null, NOW, WINDOW)).toEqual({ kind: 'postponed', record: state('POSTPONED', '', '', 0, ahead) });
    expect(decideAlert(game('POSTPONED', undefined, undefined, ahead), state('POSTPONED', '', '', 0, ahead), NOW, WINDOW)).toEqual({ kind: 'none' });
    expect(decideAlert(game('CANCELLED', undefined, undefined, ahead), state('POSTPONED', '', '', 0, ahead), NOW, WINDOW)).toEqual({ kind: 'cancelled', record: state('CANCELLED', '', '', 0, ahead) });
    // A game of last month called off now: recorded, not told.
    const past = new Date(NOW - RECENT_MS - 1).toISOString();
    expect(decideAlert(game('CANCELLED', undefined, undefined, past), null, NOW, WINDOW)).toEqual({ kind: 'none', record: state('CANCELLED', '', '', 0, past) });
  });

  it('tells a new date once per new time, and nothing for a game never moved', () => {
    const moved = { ...game('UPCOMING', undefined, undefined, '2026-10-09T19:00:00.000Z'), rescheduledFrom: TIME };
    const told = state('UPCOMING', '', '', 0, '2026-10-09T19:00:00.000Z');
    expect(decideAlert(moved, state('POSTPONED'), NOW, WINDOW)).toEqual({ kind: 'moved', record: told });
    expect(decideAlert(moved, null, NOW, WINDOW)).toEqual({ kind: 'moved', record: told });
    expect(decideAlert(moved, told, NOW, WINDOW)).toEqual({ kind: 'none' });
    expect(decideAlert({ ...moved, time: '2026-10-10T19:00:00.000Z' }, told, NOW, WINDOW)).toMatchObject({ kind: 'moved' });
    expect(decideAlert(game('UPCOMING'), null, NOW, WINDOW)).toEqual({ kind: 'none' });
  });

  it('words a change of schedule with the teams, not a score line', () => {
    const g = { id: 'g1', sport: 'football', location: 'Harborview Field', status: 'POSTPONED' as const, homeSchoolName: 'Harborview', awayName: 'Maple Ridge', score: undefined };
    expect(alertPayload('postponed', g)).toMatchObject({ title: 'Harborview vs Maple Ridge', body: 'Football: the game is postponed: a new date will follow · Harborview Field', url: '/games/g1' });
    expect(alertPayload('cancelled', { ...g, status: 'CANCELLED' }).body).toBe('Football: the game is cancelled · Harborview Field');
    expect(alertPayload('moved', { ...g, status: 'UPCOMING' }).body).toContain('new date and time');
  });
});
