import { describe, expect, it } from 'vitest';
import type { GameScorerDoc } from '../../../shared/schemas/gameScorers.schema';
import { clockTime } from '../../../shared/dates';
import { deviceLabel, laterSeat, noLongerScorerText, seatView } from './scorerModel';

const T = Date.UTC(2026, 10, 21, 19, 5);
const a = { account: 'a@x.org', device: 'dev-a', label: 'Android phone' };
const b = { account: 'b@x.org', device: 'dev-b', label: 'iPhone' };
const at = (ms: number) => clockTime(new Date(ms));

function seat(over: Partial<GameScorerDoc> = {}): GameScorerDoc {
  return { id: 'g', gameId: 'g', seq: 1, updatedAt: T, scorer: { ...a, since: T, via: 'claim' }, ...over };
}

describe('what the console says about who scores', () => {
  it('nobody: free to start; the scorer sees nothing until asked', () => {
    expect(seatView(null, a, T)).toEqual({ kind: 'free' });
    expect(seatView(seat(), a, T)).toEqual({ kind: 'scorer' });
  });

  it('another device sees who scores, since when, and where its request stands', () => {
    expect(seatView(seat(), b, T)).toEqual({ kind: 'other', text: `a@x.org (Android phone) is scoring this game (since ${at(T)})`, request: 'none', requestText: null });
    const asked = seat({ seq: 2, request: { ...b, at: T + 1000, expiresAt: T + 121_000 } });
    expect(seatView(asked, a, T + 2000)).toEqual({ kind: 'asked', text: 'b@x.org (iPhone) asks to take over scoring' });
    expect(seatView(asked, b, T + 2000)).toMatchObject({ request: 'waiting', requestText: `Asked to take over: waiting for the scorer's answer until ${at(T + 121_000)}.` });
    // The expiry, by the clock given: the asker may take over.
    expect(seatView(asked, b, T + 121_000)).toMatchObject({ request: 'expired', requestText: 'The scorer did not answer.' });
    // A third device sees the pending request, and may ask once it expired.
    expect(seatView(asked, { account: 'c@x.org', device: 'dev-c' }, T + 2000)).toMatchObject({ request: 'someone-else' });
    expect(seatView(asked, { account: 'c@x.org', device: 'dev-c' }, T + 121_000)).toMatchObject({ request: 'none' });
  });

  it('the later seat wins, whichever way it came', () => {
    const older = seat({ seq: 1 });
    const newer = seat({ seq: 3 });
    expect(laterSeat(older, newer)).toBe(newer);
    expect(laterSeat(newer, older)).toBe(newer);
    expect(laterSeat(null, older)).toBe(older);
  });

  it('a device that lost the seat is told by whom, since when, and that its entries are kept', () => {
    const taken = seat({ scorer: { ...b, since: T, via: 'expired' } });
    expect(noLongerScorerText(taken)).toBe(
      `This device is no longer scoring this game: b@x.org (iPhone) has scored it since ${at(T)} (this device did not answer the request in time). What you entered here is kept.`,
    );
  });

  it('labels devices as people know them', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36')).toBe('Android phone');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe('iPhone');
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/126')).toBe('Linux computer');
  });
});
