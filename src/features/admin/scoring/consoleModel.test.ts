import { describe, expect, it } from 'vitest';
import { scoringFor } from '../../../shared/catalog/scoring';
import type { ScoreEntryDoc } from '../../../shared/schemas/scoreEntries.schema';
import { formatHlc } from '../../../shared/scoring/hlc';
import { setTarget } from '../../../shared/scoring/score';
import type { AdminGame } from '../shared/queries';
import {
  ALSO_SCORING_WINDOW_MS,
  DUPLICATE_WINDOW_MS,
  duplicatesText,
  knownScore,
  lineOfPeriod,
  lineSetsText,
  periodForLine,
  possibleDuplicates,
  syncedChange,
  syncedChangeText,
  UNDONE,
  alsoScoringText,
  currentPeriod,
  endGameText,
  finalsOf,
  historyItems,
  matchWinner,
  nextSetAfter,
  padPlays,
  otherScorers,
  periodAfterUndo,
  periodTitle,
  pickerPeriods,
  playButtonLabel,
  playRefusal,
  setWinner,
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
    expect(periodTitle('basketball', '2')).toBe('Quarter 2');
    expect(periodTitle('baseball', '8')).toBe('Inning 8');
    expect(periodTitle('basketball', 'OT1')).toBe('OT1');
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

describe('pickerPeriods', () => {
  const INNINGS = ['1', '2', '3', '4', '5', '6', '7'];
  it('offers the regular periods, and an extra one once it is next, current or past', () => {
    expect(pickerPeriods('basketball', '1')).toEqual(['1', '2', '3', '4']);
    expect(pickerPeriods('basketball', '3')).toEqual(['1', '2', '3', '4']);
    expect(pickerPeriods('basketball', '4')).toEqual(['1', '2', '3', '4', 'OT1']);
    expect(pickerPeriods('basketball', 'OT1')).toEqual(['1', '2', '3', '4', 'OT1', 'OT2']);
    expect(pickerPeriods('basketball', 'OT3')).toEqual(['1', '2', '3', '4', 'OT1', 'OT2', 'OT3']);
    expect(pickerPeriods('baseball', '1')).toEqual(INNINGS);
    expect(pickerPeriods('baseball', '7')).toEqual([...INNINGS, '8']);
    expect(pickerPeriods('baseball', '9')).toEqual([...INNINGS, '8', '9', '10']);
    expect(pickerPeriods('soccer-girls', '2')).toEqual(['1', '2', 'OT1']);
    expect(pickerPeriods('football', 'final')).toEqual(['1', '2', '3', '4']);
  });

  it('keeps an extra period that holds plays when the scorer steps back to fix an earlier one', () => {
    const score = { home: { '1': 10, OT1: 4, OT2: 2, final: 16 }, away: { '1': 8, OT1: 4, final: 12 } };
    expect(pickerPeriods('basketball', '2', score)).toEqual(['1', '2', '3', '4', 'OT1', 'OT2']);
    expect(pickerPeriods('baseball', '3', { home: { '9': 1 }, away: {} })).toEqual([...INNINGS, '9']);
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
    expect(items[0]).toMatchObject({ by: 'ben@liaa.test', at: T0 + 1_000, device: 'phoneB', mine: false, after: '2 – 3', period: 'Quarter 1', voidable: true });
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
    expect(items.map((i) => i.text)).toEqual(['Game ended', 'Correction: Harborview Quarter 1 4 → 6', 'Correction: Harborview Quarter 1 2 → 4', 'Harborview +2 Two-pointer']);
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
    expect(undoLabel(GAME, entry({ kind: 'set', team: 'home', period: '2', value: 30, reason: 'correction' }, T0))).toBe('Undo correction: Harborview Quarter 2 → 30');
  });
});

describe('playRefusal', () => {
  it('refuses a play past the most a period holds, and lets any other through', () => {
    const wrestling = { ...GAME, sport: 'wrestling' };
    const full = shownScore(wrestling, [entry({ kind: 'set', team: 'home', period: '1', value: 96 }, T0)]);
    expect(playRefusal(wrestling, full, 'home', '1', 6)).toBe('Harborview Half 1 can hold at most 99: move on to the next half.');
    expect(playRefusal(wrestling, full, 'away', '1', 6)).toBeNull();
    expect(playRefusal(GAME, shownScore(GAME, []), 'home', '1', 3)).toBeNull();
  });
});

describe('volleyball sets (issue 39)', () => {
  const VB = { ...GAME, sport: 'volleyball' };
  /** A set's points as taps: `home` points then `away` points, in that set. */
  const points = (period: string, home: number, away: number, at = T0) => [
    ...Array.from({ length: home }, (_, i) => entry({ kind: 'play', team: 'home', period, value: 1, play: 'point' }, at + i)),
    ...Array.from({ length: away }, (_, i) => entry({ kind: 'play', team: 'away', period, value: 1, play: 'point' }, at + 100 + i)),
  ];

  it('wins a set at 25 by two, the deciding fifth at 15 by two', () => {
    expect(setTarget('volleyball', '1')).toBe(25);
    expect(setTarget('volleyball', '5')).toBe(15);
    expect(setWinner('volleyball', shownScore(VB, points('1', 25, 23)), '1')).toBe('home');
    expect(setWinner('volleyball', shownScore(VB, points('1', 25, 24)), '1')).toBeNull();
    expect(setWinner('volleyball', shownScore(VB, points('1', 24, 26)), '1')).toBe('away');
    expect(setWinner('volleyball', shownScore(VB, points('5', 15, 13)), '5')).toBe('home');
    expect(setWinner('volleyball', shownScore(VB, points('5', 14, 13)), '5')).toBeNull();
  });

  it('refuses a 26th point in a set already won, and any point once the match is won', () => {
    const setOne = shownScore(VB, points('1', 25, 23));
    expect(playRefusal(VB, setOne, 'home', '1', 1)).toBe('Set 1 is over: Harborview won it 25 – 23. Points go to Set 2.');
    expect(playRefusal(VB, setOne, 'away', '2', 1)).toBeNull();
    const match = shownScore(VB, [...points('1', 25, 20), ...points('2', 23, 25, T0 + 1_000), ...points('3', 25, 10, T0 + 2_000), ...points('4', 25, 17, T0 + 3_000)]);
    expect(matchWinner('volleyball', match)).toBe('home');
    expect(playRefusal(VB, match, 'away', '5', 1)).toBe('The match is over: Harborview won 3 – 1 in sets. End the game, or undo the last point.');
  });

  it('starts the next set after the point that wins one, and opens it again when that point is undone', () => {
    const won = shownScore(VB, points('2', 25, 23));
    expect(nextSetAfter('volleyball', won, '2')).toBe('3');
    expect(nextSetAfter('volleyball', shownScore(VB, points('2', 24, 23)), '2')).toBeNull();
    expect(nextSetAfter('basketball', won, '2')).toBeNull();
    // The winning point undone with nothing scored in set 3 yet: back to set 2.
    const taps = points('2', 25, 23);
    const last = taps[24];
    const without = shownScore(VB, taps.filter((e) => e.id !== last.id));
    expect(periodAfterUndo('volleyball', without, '3', last)).toBe('2');
    // A point already played in set 3 keeps it.
    expect(periodAfterUndo('volleyball', shownScore(VB, [...taps.filter((e) => e.id !== last.id), ...points('3', 1, 0, T0 + 5_000)]), '3', last)).toBeNull();
  });

  it("shows the set's points in the history, not only the sets won", () => {
    const items = historyItems(VB, [...points('1', 25, 20), ...points('2', 10, 7, T0 + 1_000)], 'phoneA0000000000');
    expect(items[0].after).toBe('Set 2 10 – 7, sets 1 – 0');
  });
});

describe('baseball line score (issue 39)', () => {
  it('counts hits and errors in their columns, never in the runs', () => {
    const BB = { ...GAME, sport: 'baseball' };
    const hit = scoringFor('baseball').plays.find((p) => p.key === 'hit');
    if (!hit) throw new Error('baseball has hits');
    expect(playButtonLabel(BB, 'away', hit)).toBe('Away Maple Ridge: Hit');
    const score = shownScore(BB, [
      entry({ kind: 'play', team: 'away', period: 'H', value: 1, play: 'hit' }, T0),
      entry({ kind: 'play', team: 'away', period: '1', value: 1, play: 'run' }, T0 + 1),
      entry({ kind: 'play', team: 'home', period: 'E', value: 1, play: 'error' }, T0 + 2),
    ]);
    expect(score.away).toEqual({ '1': 1, H: 1, E: 0, final: 1 });
    expect(score.home).toEqual({ '1': 0, H: 0, E: 1, final: 0 });
  });

  it.each(['baseball', 'softball'])('%s: each pad offers its team\'s plays of the half inning, the visitors batting in the top', (sport) => {
    const keys = (half: AdminGame['half'], team: 'home' | 'away') => padPlays(sport, half, team).map((p) => p.key);
    for (const top of [undefined, 'top'] as const) {
      expect(keys(top, 'away')).toEqual(['run', 'hit']);
      expect(keys(top, 'home')).toEqual(['error']);
    }
    expect(keys('bottom', 'home')).toEqual(['run', 'hit']);
    expect(keys('bottom', 'away')).toEqual(['error']);
  });

  it('leaves the pads of a sport without halves whole', () => {
    for (const sport of ['basketball', 'football', 'soccer', 'volleyball', 'wrestling']) {
      expect(padPlays(sport, undefined, 'home')).toEqual(scoringFor(sport).plays);
      expect(padPlays(sport, 'bottom', 'away')).toEqual(scoringFor(sport).plays);
    }
  });
});

describe('two scorers on one game (issue 39)', () => {
  const SOCCER = { ...GAME, sport: 'soccer-boys' };
  const goal = (team: 'home' | 'away', at: number, device: string, by: string, period = '2') =>
    entry({ kind: 'play', team, period, value: 1, play: 'goal' }, at, device, by);

  it('marks alike plays from two devices within moments as possible duplicates, on both, until one is voided', () => {
    const mine = goal('home', T0, 'phoneA0000000000', 'ana@liaa.test');
    const theirs = goal('home', T0 + 40_000, 'phoneB0000000000', 'ben@liaa.test');
    const found = possibleDuplicates([mine, theirs]);
    expect([...found.keys()].sort()).toEqual([mine.id, theirs.id].sort());
    const items = historyItems(SOCCER, [mine, theirs], 'phoneA0000000000');
    expect(items.map((i) => i.duplicateOf)).toEqual([
      { by: 'ana@liaa.test', device: 'phoneA' },
      { by: 'ben@liaa.test', device: 'phoneB' },
    ]);
    expect(duplicatesText(1)).toBe('1 possible duplicate: alike plays scored on two devices within moments. Void each one that was scored twice.');
    // Voided, neither is marked.
    const voided = entry({ kind: 'void', target: theirs.id, reason: 'Duplicate' }, T0 + 60_000);
    expect(possibleDuplicates([mine, theirs, voided]).size).toBe(0);
  });

  it('pairs look-alikes one to one: three goals on one phone and the same goal on another are one possible duplicate', () => {
    const mine = [0, 20_000, 50_000].map((ms) => goal('home', T0 + ms, 'phoneA0000000000', 'ana@liaa.test'));
    const theirs = goal('home', T0 + 45_000, 'phoneB0000000000', 'ben@liaa.test');
    const found = possibleDuplicates([...mine, theirs]);
    expect(found.size).toBe(2);
    expect(found.get(theirs.id)?.id).toBe(mine[2].id);
  });

  it('leaves alone plays of one device, of the other team or period, or far apart in time', () => {
    const a = goal('home', T0, 'phoneA0000000000', 'ana@liaa.test');
    expect(possibleDuplicates([a, goal('home', T0 + 1_000, 'phoneA0000000000', 'ana@liaa.test')]).size).toBe(0);
    expect(possibleDuplicates([a, goal('away', T0 + 1_000, 'phoneB0000000000', 'ben@liaa.test')]).size).toBe(0);
    expect(possibleDuplicates([a, goal('home', T0 + 1_000, 'phoneB0000000000', 'ben@liaa.test', '1')]).size).toBe(0);
    expect(possibleDuplicates([a, goal('home', T0 + DUPLICATE_WINDOW_MS + 1, 'phoneB0000000000', 'ben@liaa.test')]).size).toBe(0);
  });

  it('tells the scorer the final changed after syncing, from what to what, because of whose entries', () => {
    const ended = { ...SOCCER, status: 'FINAL' as const };
    const mine = [goal('home', T0, 'phoneA0000000000', 'ana@liaa.test'), goal('home', T0 + 1, 'phoneA0000000000', 'ana@liaa.test'), goal('home', T0 + 2, 'phoneA0000000000', 'ana@liaa.test')];
    const known = knownScore(mine, shownScore(ended, mine));
    expect(known.score).toBe('3 – 0');
    // Nothing from elsewhere: nothing to say; my own later play is no news either.
    expect(syncedChange(known, mine, shownScore(ended, mine), 'phoneA0000000000')).toBeNull();
    const theirs = [goal('home', T0 + 5, 'phoneB0000000000', 'ben@liaa.test'), goal('away', T0 + 6, 'phoneB0000000000', 'ben@liaa.test'), goal('away', T0 + 7, 'phoneB0000000000', 'ben@liaa.test')];
    const all = [...mine, ...theirs];
    const change = syncedChange(known, all, shownScore(ended, all), 'phoneA0000000000');
    expect(change).toEqual({ from: '3 – 0', to: '4 – 2', because: ['ben@liaa.test (device phoneB)'] });
    expect(syncedChangeText(ended, change!)).toBe('The final changed after syncing: 3 – 0 became 4 – 2, by entries of ben@liaa.test (device phoneB).');
  });
});

describe('tennis lines (issue 39)', () => {
  const TN = { ...GAME, sport: 'tennis' };
  /** A set's games as taps, home and away in turn while both have some left. */
  const games = (period: string, home: number, away: number, at = T0) => {
    const taps: ScoreEntryDoc[] = [];
    for (let i = 0; i < Math.max(home, away); i++) {
      if (i < home) taps.push(entry({ kind: 'play', team: 'home', period, value: 1, play: 'game' }, at + 2 * i));
      if (i < away) taps.push(entry({ kind: 'play', team: 'away', period, value: 1, play: 'game' }, at + 2 * i + 1));
    }
    return taps;
  };

  it('the game that wins a set starts the line\'s next one; the one that wins the line starts none; Undo opens the set again', () => {
    const setOne = shownScore(TN, games('s1-1', 6, 4));
    expect(nextSetAfter('tennis', setOne, 's1-1')).toBe('s1-2');
    expect(playRefusal(TN, setOne, 'home', 's1-1', 1)).toBe('Singles 1 set 1 is over: Harborview won it 6 – 4. Games go to set 2.');
    const line = shownScore(TN, [...games('s1-1', 6, 4), ...games('s1-2', 7, 6, T0 + 100)]);
    expect(nextSetAfter('tennis', line, 's1-2')).toBeNull();
    expect(lineOfPeriod(line, 's1-2')?.winner).toBe('home');
    expect(lineSetsText(lineOfPeriod(line, 's1-1')!)).toBe('6-4 7-6');
    expect(line.home.final).toBe(1);
    expect(playRefusal(TN, line, 'away', 's1-3', 1)).toBe('Singles 1 is over: Harborview won it 2 – 0 in sets. Pick another line.');
    expect(periodForLine(line, 's1')).toBe('s1-2');
    expect(periodForLine(line, 'd2')).toBe('d2-1');
    // The sixth game undone: set 1 is 5 – 4 again, set 2 untouched, so play goes back to set 1.
    const undone = shownScore(TN, games('s1-1', 5, 4));
    expect(periodAfterUndo('tennis', undone, 's1-2', { period: 's1-1' })).toBe('s1-1');
  });

  it('a split line goes to the match tiebreak, won at 10 by two', () => {
    const split = shownScore(TN, [...games('d1-1', 6, 3), ...games('d1-2', 5, 7, T0 + 100)]);
    expect(nextSetAfter('tennis', split, 'd1-2')).toBe('d1-3');
    const tiebreak = shownScore(TN, [...games('d1-1', 6, 3), ...games('d1-2', 5, 7, T0 + 100), ...games('d1-3', 9, 10, T0 + 200)]);
    expect(setWinner('tennis', tiebreak, 'd1-3')).toBeNull();
    expect(historyItems(TN, [...games('d1-1', 6, 3)], 'phoneA0000000000')[0].after).toBe('Doubles 1 set 1 6 – 3, lines 0 – 0');
  });
});
