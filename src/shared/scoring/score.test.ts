import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodsFor, playedPeriods } from '../catalog/periods';
import { scoringFor } from '../catalog/scoring';
import { SPORTS } from '../catalog/sports';
import { checkEntryScore, checkScoreEntryFor, validateBusinessRules } from '../rules';
import type { EntryLike } from './score';
import { computeScore, historyOf, withDerivedFinals } from './score';
import { HybridClock, boundHlc, compareHlc, formatHlc, parseHlc } from './hlc';
import { linesWon, setScoreProblem, tennisLines, tennisScoreProblem, tennisSetWinner } from './tennis';

const at = (wall: number, counter = 0, node = 'd1') => formatHlc({ wall, counter, node });
let seq = 0;
const play = (team: 'home' | 'away', period: string, value: number, hlc: string): EntryLike => ({ id: `g:${seq++}`, kind: 'play', team, period, value, hlc });

describe('computeScore', () => {
  it('adds plays per team and period, counts a period one team scored in as 0 for the other, and sums the final', () => {
    const score = computeScore('basketball', [play('home', '1', 2, at(1)), play('home', '1', 3, at(2)), play('away', '2', 1, at(3))]);
    expect(score).toEqual({ home: { 1: 5, 2: 0, final: 5 }, away: { 1: 0, 2: 1, final: 1 } });
  });

  it('a correction sets the period; plays after it add to it; a void removes its target wherever it stands', () => {
    const a = play('home', '1', 6, at(1));
    const b = play('home', '1', 6, at(2));
    const fix: EntryLike = { id: 'g:fix', kind: 'set', team: 'home', period: '1', value: 7, hlc: at(3) };
    const after = play('home', '1', 3, at(4));
    const voidB: EntryLike = { id: 'g:void', kind: 'void', target: after.id, hlc: at(5) };
    expect(computeScore('football', [a, b, fix, after]).home['1']).toBe(10);
    expect(computeScore('football', [voidB, after, fix, b, a]).home['1']).toBe(7);
  });

  it('orders by stamp, not by arrival: an earlier correction does not erase later plays', () => {
    const fix: EntryLike = { id: 'g:fix', kind: 'set', team: 'home', period: '1', value: 0, hlc: at(1) };
    expect(computeScore('soccer-boys', [play('home', '1', 1, at(2)), fix]).home.final).toBe(1);
  });

  it('volleyball: the final is sets won (at 25, by two; the last set at 15); a FINAL game counts its last set as it stands', () => {
    const side = (values: Record<string, number>) => values;
    const score = { home: side({ 1: 25, 2: 23, 3: 10 }), away: side({ 1: 20, 2: 25, 3: 8 }) };
    expect(withDerivedFinals('volleyball', score, false)).toMatchObject({ home: { final: 1 }, away: { final: 1 } });
    expect(withDerivedFinals('volleyball', score, true)).toMatchObject({ home: { final: 2 }, away: { final: 1 } });
  });

  it('a shootout decides but does not add to the final', () => {
    const score = withDerivedFinals('soccer-boys', { home: { 1: 1, 2: 0, SO: 4 }, away: { 1: 0, 2: 1, SO: 3 } }, true);
    expect([score.home.final, score.away.final]).toEqual([1, 1]);
  });

  it('cross-country keeps a typed final (team points) and its race time', () => {
    const entries: EntryLike[] = [
      { id: 'g:1', kind: 'set', team: 'home', period: 'Time', value: '16:45', hlc: at(1) },
      { id: 'g:2', kind: 'set', team: 'home', period: 'final', value: 28, hlc: at(2) },
    ];
    expect(computeScore('cross-country-boys', entries).home).toEqual({ Time: '16:45', final: 28 });
  });

  it('history gives each correction the value it replaced and the score after each entry', () => {
    const a = play('home', '1', 2, at(1));
    const fix: EntryLike = { id: 'g:fix', kind: 'set', team: 'home', period: '1', value: 5, hlc: at(2) };
    const voidA: EntryLike = { id: 'g:v', kind: 'void', target: a.id, hlc: at(3) };
    const lines = historyOf('basketball', [voidA, fix, a]);
    expect(lines.map((l) => l.entry.id)).toEqual([a.id, 'g:fix', 'g:v']);
    expect(lines[0].voidedBy?.id).toBe('g:v');
    expect(lines[1].previous).toBe(2);
    expect(lines[0].after.home.final).toBe(2);
    expect(lines[1].after.home.final).toBe(5);
  });
});

describe('hybrid logical clocks', () => {
  it('stamps increase on one device even when its clock goes back, and order after what it received', () => {
    let now = 1_000;
    const clock = new HybridClock('a', () => now);
    const first = clock.tick();
    now = 500;
    const second = clock.tick();
    expect(compareHlc(second, first)).toBeGreaterThan(0);
    clock.receive(at(9_000, 5, 'b'));
    expect(compareHlc(clock.tick(), at(9_000, 5, 'b'))).toBeGreaterThan(0);
  });

  it('the server pulls a stamp far ahead back to its own time, and leaves a near one alone', () => {
    const serverNow = 1_700_000_000_000;
    expect(parseHlc(boundHlc(at(serverNow + 3_600_000, 2, 'x'), serverNow))).toEqual({ wall: serverNow, counter: 2, node: 'x' });
    expect(boundHlc(at(serverNow + 1_000), serverNow)).toBe(at(serverNow + 1_000));
  });
});

/**
 * Three devices score one game, each offline for a random part of it, with clocks up to an
 * hour apart; their entries reach each replica (the server, every device) in random orders.
 * Every replica computes the same score, its final is the sum of its periods, and every play
 * nobody voided counts.
 */
describe('property: three devices converge on one score', () => {
  type Op = { device: number; kind: 'play' | 'set' | 'void'; team: 'home' | 'away'; period: number; value: number; target: number };
  const opArb = fc.record({
    device: fc.integer({ min: 0, max: 2 }),
    kind: fc.constantFrom<'play' | 'set' | 'void'>('play', 'play', 'play', 'set', 'void'),
    team: fc.constantFrom<'home' | 'away'>('home', 'away'),
    period: fc.integer({ min: 0, max: 1 }),
    value: fc.integer({ min: 1, max: 3 }),
    target: fc.nat(),
  });

  it('holds for random logs, clock offsets and delivery orders', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: -3_600_000, max: 3_600_000 }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
        (ops: Op[], offsets, seeds) => {
          const periods = periodsFor('basketball').map((p) => p.key);
          let realTime = 1_700_000_000_000;
          const clocks = offsets.map((offset, i) => new HybridClock(`dev${i}`, () => realTime + offset));
          const log: EntryLike[] = [];
          for (const [i, op] of ops.entries()) {
            realTime += 1_000;
            const hlc = clocks[op.device].tick();
            const id = `g:${i}`;
            const plays = log.filter((e) => e.kind === 'play');
            if (op.kind === 'void' && plays.length > 0) log.push({ id, kind: 'void', target: plays[op.target % plays.length].id, hlc });
            else if (op.kind === 'set') log.push({ id, kind: 'set', team: op.team, period: periods[op.period], value: op.value * 5, hlc });
            else log.push({ id, kind: 'play', team: op.team, period: periods[op.period], value: op.value, hlc });
          }
          // Each replica receives the union of the logs in its own order.
          const shuffled = seeds.map((seed) => [...log].sort((a, b) => ((Number(a.id.slice(2)) * 7919 + seed) % 97) - ((Number(b.id.slice(2)) * 7919 + seed) % 97)));
          const scores = shuffled.map((order) => computeScore('basketball', order));
          for (const score of scores) expect(score).toEqual(scores[0]);
          const score = scores[0];
          for (const team of ['home', 'away'] as const) {
            const side = score[team];
            expect(side.final).toBe(periods.reduce((total, p) => total + ((side[p] as number | undefined) ?? 0), 0));
          }
          if (!log.some((e) => e.kind === 'set')) {
            const voided = new Set(log.filter((e) => e.kind === 'void').map((e) => e.target));
            for (const team of ['home', 'away'] as const) {
              const counted = log.filter((e) => e.kind === 'play' && e.team === team && !voided.has(e.id)).reduce((t, e) => t + (e.value as number), 0);
              expect(score[team].final ?? 0).toBe(counted);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

/**
 * Issue 39: every sport of the school year, scored in its own units. Random plays of the sport's
 * catalog, in its played periods (a hit or an error in its line-score column), give a score whose
 * keys are the sport's, whose final follows the sport's rule, and that the business rules accept.
 */
describe('property: every sport scores in its own units', () => {
  const families = [...new Map(SPORTS.map((s) => [s.family, s.key])).values()];

  it.each(families)('%s', (sport) => {
    const scoring = scoringFor(sport);
    const played = playedPeriods(sport).map((p) => p.key);
    const keys = new Set([...periodsFor(sport).map((p) => p.key), 'final']);
    fc.assert(
      fc.property(
        fc.array(fc.record({ team: fc.constantFrom<'home' | 'away'>('home', 'away'), play: fc.nat(), period: fc.nat(), value: fc.integer({ min: 0, max: 20 }) }), { maxLength: 60 }),
        fc.boolean(),
        (ops, finished) => {
          const candidates: EntryLike[] = ops.map((op, i) => {
            const hlc = at(1_000 + i);
            if (scoring.mode === 'results') {
              // A typed final (cross-country's team points, a meet's) is a column too.
              const columns = [...periodsFor(sport), ...(scoring.final === 'typed' ? [{ key: 'final', label: 'Final', kind: 'number' as const }] : [])];
              const period = columns[op.period % columns.length];
              const value = period.kind === 'time' ? `${10 + (op.value % 50)}:${String(op.value % 60).padStart(2, '0')}` : Math.min(op.value, period.key === 'final' ? scoring.maxFinal : scoring.maxPeriod);
              return { id: `g:${i}`, kind: 'set', team: op.team, period: period.key, value, hlc };
            }
            const def = scoring.plays[op.play % scoring.plays.length];
            return { id: `g:${i}`, kind: 'play', team: op.team, period: def.column ?? played[op.period % played.length], value: def.value, hlc };
          });
          // A period never holds more than the sport's most: the console refuses the play that would.
          const within = (s: ReturnType<typeof computeScore>) =>
            (['home', 'away'] as const).every((team) => Object.entries(s[team]).every(([key, v]) => typeof v !== 'number' || v <= (key === 'final' ? scoring.maxFinal : scoring.maxPeriod)));
          const entries: EntryLike[] = [];
          for (const entry of candidates) {
            // …and one that makes a score that cannot be (a tennis set of 7 – 4).
            if (within(computeScore(sport, [...entries, entry], finished)) && !checkEntryScore(sport, entries, entry, finished)) entries.push(entry);
          }
          const score = computeScore(sport, entries, finished);
          for (const team of ['home', 'away'] as const) {
            for (const key of Object.keys(score[team])) expect(keys.has(key), `${sport} ${key}`).toBe(true);
            const side = score[team];
            const number = (key: string) => (typeof side[key] === 'number' ? (side[key] as number) : 0);
            if (scoring.final === 'sum') {
              expect(side.final ?? 0).toBe(periodsFor(sport).filter((p) => p.key !== 'SO' && !p.line).reduce((t, p) => t + number(p.key), 0));
            }
            for (const column of periodsFor(sport).filter((p) => p.line)) {
              const plays = entries.filter((e) => e.team === team && e.period === column.key).reduce((t, e) => t + (e.value as number), 0);
              expect(number(column.key)).toBe(plays);
            }
          }
          if (scoring.final === 'sets-won') {
            const total = Number(score.home.final ?? 0) + Number(score.away.final ?? 0);
            expect(total).toBeLessThanOrEqual(played.length);
          }
          const game = {
            id: 'g', sport, homeSchoolName: 'Harborview', awayName: 'Maple Ridge', time: '2027-04-01T16:00:00.000Z', location: 'Field',
            status: finished ? 'FINAL' : 'LIVE', score, updatedAt: 1,
          };
          expect(validateBusinessRules('games', game)).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });
});

/**
 * Issue 39: tennis duals. Six lines, each best of three sets; a set is won at 6 games two ahead,
 * else 7-5 or 7-6 (tiebreak); the third set is a match tiebreak to 10, two ahead. Team score: lines won.
 */
describe('tennis', () => {
  const side = (values: Record<string, number>) => values;

  it('a set is won at 6 games two ahead, or 7 – 5, or 7 – 6; the third set is a match tiebreak to 10 by two', () => {
    expect([tennisSetWinner(6, 4, 1), tennisSetWinner(6, 5, 1), tennisSetWinner(7, 5, 2), tennisSetWinner(6, 7, 1), tennisSetWinner(5, 5, 1)]).toEqual(['home', null, 'home', 'away', null]);
    expect([tennisSetWinner(10, 8, 3), tennisSetWinner(10, 9, 3), tennisSetWinner(11, 13, 3), tennisSetWinner(6, 0, 3)]).toEqual(['home', null, 'away', null]);
  });

  it('a line is won at two sets; the team score is lines won, an undecided line counting for no one (even once FINAL)', () => {
    const score = {
      home: side({ 's1-1': 6, 's1-2': 3, 's1-3': 10, 's2-1': 2, 's2-2': 4, 'd1-1': 6, 'd1-2': 5 }),
      away: side({ 's1-1': 4, 's1-2': 6, 's1-3': 7, 's2-1': 6, 's2-2': 6, 'd1-1': 1, 'd1-2': 5 }),
    };
    const lines = tennisLines(score);
    expect(lines.map((l) => [l.line.label, l.winner, l.sets.length])).toEqual([
      ['Singles 1', 'home', 3], ['Singles 2', 'away', 2], ['Singles 3', null, 0], ['Doubles 1', null, 2], ['Doubles 2', null, 0], ['Doubles 3', null, 0],
    ]);
    expect(linesWon(score)).toEqual({ home: 1, away: 1 });
    for (const finished of [false, true]) expect(withDerivedFinals('tennis', score, finished)).toMatchObject({ home: { final: 1 }, away: { final: 1 } });
  });

  it('games tapped into one set give its score, the other side 0; the sets not begun stay empty', () => {
    const entries = [play('home', 's3-1', 1, at(1)), play('home', 's3-1', 1, at(2))];
    expect(computeScore('tennis', entries)).toEqual({ home: { 's3-1': 2, final: 0 }, away: { 's3-1': 0, final: 0 } });
  });

  it.each([
    [7, 4, 1, '7 – 4 is not a set score'], [8, 6, 2, '8 – 6 is not a set score'], [0, 9, 1, '0 – 9 is not a set score'], [13, 10, 3, '13 – 10 is not a match tiebreak score'],
  ])('%i – %i in set %i cannot be: %s', (home, away, set, message) => {
    expect(setScoreProblem(home, away, set)).toContain(message);
  });

  it.each([[6, 6, 1], [7, 6, 2], [6, 4, 1], [10, 10, 3], [12, 10, 3], [9, 0, 3]])('%i – %i in set %i can be', (home, away, set) => {
    expect(setScoreProblem(home, away, set)).toBeNull();
  });

  it('a score that cannot be is refused saying where and why: a set score, a set begun early, a set after the line was won', () => {
    expect(tennisScoreProblem({ home: side({ 'd3-1': 7 }), away: side({ 'd3-1': 2 }) })).toBe('Doubles 3 set 1: 7 – 2 is not a set score: a set is won at 6 games two ahead (6 – 4), else 7 – 5 or 7 – 6.');
    expect(tennisScoreProblem({ home: side({ 's1-1': 4, 's1-2': 1 }), away: side({ 's1-1': 3, 's1-2': 0 }) })).toBe('Singles 1 set 2 has games before set 1 is won.');
    expect(tennisScoreProblem({ home: side({ 's2-2': 3 }), away: side({}) })).toBe('Singles 2 set 2 has games before set 1 is won.');
    expect(tennisScoreProblem({ home: side({ 's1-1': 6, 's1-2': 6, 's1-3': 1 }), away: side({ 's1-1': 0, 's1-2': 0, 's1-3': 0 }) })).toBe('Singles 1 set 3 has games, but Singles 1 was already won 2 – 0 in sets.');
    // What the console and the server say of an entry that would make one.
    const six = [1, 2, 3, 4, 5, 6].map((n) => play('home', 's1-1', 1, at(n)));
    expect(checkEntryScore('tennis', six, play('home', 's1-1', 1, at(7)), false)?.message).toBe('Singles 1 set 1: 7 – 0 is not a set score: a set is won at 6 games two ahead (6 – 4), else 7 – 5 or 7 – 6.');
    expect(checkEntryScore('tennis', six, play('away', 's1-2', 1, at(7)), false)).toBeNull();
    expect(checkScoreEntryFor('tennis', { kind: 'set', team: 'home', period: 's1-2', value: 8 })?.message).toBe('Singles 1 set 2: 8 games is more than a set has (7 at most: 7 – 5 or 7 – 6).');
    expect(checkScoreEntryFor('tennis', { kind: 'set', team: 'home', period: 's1-3', value: 14 })).toBeNull();
  });

  /**
   * A scorer taps games for random sides of random lines, the console's rule refusing any game
   * that makes a score that cannot be (as the server refuses such a game). Every score it reaches
   * can be, each line won has two sets, the final is the lines won, and the rules accept the game.
   */
  it('property: any sequence of games the rules let through gives a dual the rules accept, its final the lines won', () => {
    const lineKeys = ['s1', 's2', 's3', 'd1', 'd2', 'd3'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ team: fc.constantFrom<'home' | 'away'>('home', 'away'), line: fc.nat({ max: 5 }), set: fc.integer({ min: 1, max: 3 }) }), { maxLength: 300 }),
        fc.boolean(),
        (taps, finished) => {
          const entries: EntryLike[] = [];
          taps.forEach((tap, i) => {
            const entry: EntryLike = { id: `g:${i}`, kind: 'play', team: tap.team, period: `${lineKeys[tap.line]}-${tap.set}`, value: 1, hlc: at(1_000 + i) };
            if (!checkEntryScore('tennis', entries, entry, finished)) entries.push(entry);
          });
          const score = computeScore('tennis', entries, finished);
          expect(tennisScoreProblem(score)).toBeNull();
          for (const line of tennisLines(score)) {
            if (line.winner) expect(line.won[line.winner]).toBe(2);
            expect(line.won.home + line.won.away).toBeLessThanOrEqual(3);
          }
          const won = linesWon(score);
          if (entries.length > 0) expect([score.home.final, score.away.final]).toEqual([won.home, won.away]);
          expect(won.home + won.away).toBeLessThanOrEqual(6);
          const game = { id: 'g', sport: 'tennis', homeSchoolName: 'Harborview', awayName: 'Maple Ridge', time: '2027-04-01T16:00:00.000Z', location: 'Courts', status: finished ? 'FINAL' : 'LIVE', score, updatedAt: 1 };
          expect(validateBusinessRules('games', game)).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });
});
