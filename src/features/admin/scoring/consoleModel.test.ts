import { describe, expect, it } from 'vitest';
import { scoringFor } from '../../../shared/catalog/scoring';
import type { ScoreEntryDoc } from '../../../shared/schemas/scoreEntries.schema';
import { formatHlc } from '../../../shared/scoring/hlc';
import type { AdminGame } from '../shared/queries';
import {
  ALSO_SCORING_WINDOW_MS,
  UNDONE,
  alsoScoringText,
  currentPeriod,
  endGameText,
  finalsOf,
  historyItems,
  otherScorers,
  periodTitle,
  playButtonLabel,
  playRefusal,
  shortDevice,
  shownScore,
  undoLabel,
} from './consoleModel';

const T0 = 1_800_000_000_000;
const GAME: AdminGame = {
  id: 'g1',
  sport: 'basketball',
  homeSchoolName: 'Harborview',
  awayName: 'Maple Ridge',
  time: '2027-01-15T00:00:00.000Z',
  location: 'Harborview Gym',
  status: 'LIVE',
  score: { home: {}, away: {} },
  updatedAt: 1,
};

let n = 0;
function entry(fields: Partial<ScoreEntryDoc> & Pick<ScoreEntryDoc, 'kind'>, at: number, device = 'phoneA0000000000', by = 'ana@liaa.test'): ScoreEntryDoc {
  n += 1;
  return {
    id: `g1:e${String(n).padStart(3, '0')}`,
    gameId: 'g1',
    hlc: formatHlc({ wall: at, counter: 0, node: device }),
    device,
    by,
    createdAt: at,
    updatedAt: at,
    ...fields,
  } as ScoreEntryDoc;
}

const play = (team: 'home' | 'away', value: number, key: string, at: number, device?: string, by?: string) =>
  entry({ kind: 'play', team, period: '1', value, play: key }, at, device, by);

describe('labels', () => {
  it('names periods by the sport and buttons by team and value', () => {
    expect(periodTitle('basketball', '2')).toBe('Half 2');
    expect(periodTitle('football', '4')).toBe('Quarter 4');
    expect(periodTitle('football', 'OT')).toBe('OT');
    expect(periodTitle('golf-boys', 'H3')).toBe('Hole 3');
    const td = scoringFor('football').plays.find((p) => p.key === 'td');
    if (!td) throw new Error('football has touchdowns');
    expect(playButtonLabel({ ...GAME, sport: 'football' }, 'home', td)).toBe('Home Harborview: Touchdown, plus 6');
    expect(shortDevice('3fa2c9d8e1b04a77')).toBe('3fa2c9');
  });

  it('starts at the first period until the scorer moves on', () => {
    expect(currentPeriod(GAME)).toBe('1');
    expect(currentPeriod({ ...GAME, period: '2' })).toBe('2');
    expect(currentPeriod({ ...GAME, sport: 'soccer-girls', period: 'SO' })).toBe('SO');
  });
});

describe('shownScore', () => {
  it('computes the score from the entries on this device, voids left out', () => {
    const three = play('home', 3, 'fg3', T0);
    const entries = [three, play('away', 2, 'fg2', T0 + 1_000), play('home', 1, 'ft', T0 + 2_000), entry({ kind: 'void', target: three.id, reason: UNDONE }, T0 + 3_000)];
    expect(finalsOf(shownScore(GAME, entries))).toEqual({ home: '1', away: '2' });
    expect(endGameText(GAME, shownScore(GAME, entries))).toBe('Harborview 1 – 2 Maple Ridge');
  });

  it('shows the game\'s own score before it has entries, and dashes before any score', () => {
    expect(finalsOf(shownScore({ ...GAME, score: { home: { '1': 10, final: 10 }, away: { '1': 8, final: 8 } } }, []))).toEqual({ home: '10', away: '8' });
    expect(finalsOf(shownScore(GAME, []))).toEqual({ home: '–', away: '–' });
    // Started, with nothing scored yet: 0 – 0, not a dash.
    expect(finalsOf(shownScore(GAME, []), true)).toEqual({ home: '0', away: '0' });
  });
});

describe('historyItems', () => {
  it('lists every entry newest first with who, when, which device and the score after it', () => {
    const first = play('home', 2, 'fg2', T0);
    const second = play('away', 3, 'fg3', T0 + 1_000, 'phoneB0000000000', 'ben@liaa.test');
    const items = historyItems(GAME, [second, first], 'phoneA0000000000');
    expect(items.map((i) => i.text)).toEqual(['Maple Ridge +3 Three-pointer', 'Harborview +2 Two-pointer']);
    expect(items[0]).toMatchObject({ by: 'ben@liaa.test', at: T0 + 1_000, device: 'phoneB', mine: false, after: '2 – 3', period: 'Half 1', voidable: true });
    expect(items[1]).toMatchObject({ mine: true, after: '2 – 0' });
  });

  it('strikes a voided play with the reason, and an undo is a line of its own', () => {
    const dup = play('home', 2, 'fg2', T0, 'phoneB0000000000', 'ben@liaa.test');
    const voided = entry({ kind: 'void', target: dup.id, reason: 'Duplicate' }, T0 + 5_000);
    const mine = play('home', 1, 'ft', T0 + 6_000);
    const undo = entry({ kind: 'void', target: mine.id, reason: UNDONE }, T0 + 7_000);
    const items = historyItems(GAME, [dup, voided, mine, undo], 'phoneA0000000000');
    expect(items.map((i) => i.text)).toEqual(['Undone: Harborview +1 Free throw', 'Harborview +1 Free throw', 'Voided Harborview +2 Two-pointer: Duplicate', 'Harborview +2 Two-pointer']);
    expect(items[3]).toMatchObject({ voided: { by: 'ana@liaa.test', reason: 'Duplicate' }, voidable: false });
    expect(items[0].voidable).toBe(false);
  });

  it('shows a correction as old value → new value, and who replaced it later', () => {
    const entries = [
      play('home', 2, 'fg2', T0),
      entry({ kind: 'set', team: 'home', period: '1', value: 4, reason: 'correction' }, T0 + 1_000),
      entry({ kind: 'set', team: 'home', period: '1', value: 6, reason: 'correction' }, T0 + 2_000, 'phoneB0000000000', 'ben@liaa.test'),
      entry({ kind: 'state', value: 'FINAL' }, T0 + 3_000),
    ];
    const items = historyItems(GAME, entries, 'phoneA0000000000');
    expect(items.map((i) => i.text)).toEqual(['Game ended', 'Correction: Harborview Half 1 4 → 6', 'Correction: Harborview Half 1 2 → 4', 'Harborview +2 Two-pointer']);
    expect(items[2].replacedBy).toBe('ben@liaa.test');
    expect(items[1].replacedBy).toBeNull();
    expect(items[0].after).toBe('6 – 0');
  });

  it('tells a start from a reopening', () => {
    const states = ['LIVE', 'FINAL', 'LIVE'].map((value, i) => entry({ kind: 'state', value }, T0 + i * 1_000));
    expect(historyItems(GAME, states, 'phoneA0000000000').map((i) => i.text)).toEqual(['Game reopened', 'Game ended', 'Game started']);
  });
});

describe('otherScorers', () => {
  it('names who scored this game on another device within the last few minutes', () => {
    const now = T0 + ALSO_SCORING_WINDOW_MS + 60_000;
    const entries = [
      play('home', 2, 'fg2', T0, 'phoneB0000000000', 'old@liaa.test'),
      play('home', 2, 'fg2', now - 30_000, 'phoneB0000000000', 'ben@liaa.test'),
      play('away', 1, 'ft', now - 10_000),
      entry({ kind: 'state', value: 'LIVE' }, now - 5_000, 'phoneC0000000000', 'cal@liaa.test'),
    ];
    expect(otherScorers(entries, 'phoneA0000000000', now)).toEqual(['ben@liaa.test']);
    expect(alsoScoringText(['ben@liaa.test'])).toBe('Also being scored on another device by ben@liaa.test');
    expect(otherScorers(entries.slice(2), 'phoneA0000000000', now)).toEqual([]);
  });
});

describe('undoLabel', () => {
  it('says which play or correction an undo takes back', () => {
    expect(undoLabel(GAME, play('away', 3, 'fg3', T0))).toBe('Undo Maple Ridge +3 Three-pointer');
    expect(undoLabel(GAME, entry({ kind: 'set', team: 'home', period: '2', value: 30, reason: 'correction' }, T0))).toBe('Undo correction: Harborview Half 2 → 30');
  });
});

describe('playRefusal', () => {
  it('refuses a play past the most a period holds, and lets any other through', () => {
    const tennis = { ...GAME, sport: 'tennis' };
    const won = shownScore(tennis, [entry({ kind: 'play', team: 'home', period: '1', value: 1, play: 'line' }, T0)]);
    expect(playRefusal(tennis, won, 'home', '1', 1)).toBe('Harborview Line 1 can hold at most 1: move on to the next line.');
    expect(playRefusal(tennis, won, 'away', '1', 1)).toBeNull();
    expect(playRefusal(tennis, won, 'home', '2', 1)).toBeNull();
    expect(playRefusal(GAME, shownScore(GAME, []), 'home', '1', 3)).toBeNull();
  });
});
