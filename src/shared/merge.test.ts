import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docsEqual, mergeDocuments, mergeReport } from './merge';

type Doc = Record<string, unknown>;

const FIELD_PATHS = [
  'notes',
  'status',
  'location',
  'score.home.1',
  'score.home.2',
  'score.away.1',
  'score.away.2',
  'gameNotes.home',
  'gameNotes.general',
] as const;

function getPath(doc: Doc, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Doc | undefined)?.[key], doc);
}

function setPath(doc: Doc, path: string, value: unknown): Doc {
  const [head, ...rest] = path.split('.');
  const copy: Doc = { ...doc };
  copy[head] = rest.length === 0 ? value : setPath((doc[head] as Doc | undefined) ?? {}, rest.join('.'), value);
  return copy;
}

const scoreValue = fc.oneof(fc.integer({ min: 0, max: 99 }), fc.constant(null));
const text = fc.string({ maxLength: 8 });
const side = fc.record({ '1': scoreValue, '2': scoreValue });

const baseGame: fc.Arbitrary<Doc> = fc.record({
  id: fc.constant('game-1'),
  sport: fc.constant('football'),
  status: fc.constantFrom('UPCOMING', 'LIVE', 'FINAL'),
  location: text,
  notes: text,
  score: fc.record({ home: side, away: side }),
  gameNotes: fc.record({ home: text, general: text }),
  sports: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 5 }),
  players: fc.array(fc.record({ number: fc.string({ minLength: 1, maxLength: 2 }), name: text }), { maxLength: 3 }),
  updatedAt: fc.integer({ min: 1000, max: 2000 }),
  updatedBy: fc.constantFrom('a@x', 'b@x'),
});

function valueFor(path: string): fc.Arbitrary<unknown> {
  return path.startsWith('score.') ? fc.integer({ min: 0, max: 99 }) : fc.string({ minLength: 1, maxLength: 8 });
}

/** An edit: some fields set to new values, a later updatedAt and an author. */
function editOf(base: Doc, paths: readonly string[]): fc.Arbitrary<Doc> {
  return fc
    .tuple(
      fc.tuple(...paths.map((p) => valueFor(p))),
      fc.integer({ min: 1, max: 500 }),
      fc.constantFrom('a@x', 'b@x', 'c@x'),
    )
    .map(([values, dt, by]) => {
      let doc = base;
      paths.forEach((p, i) => {
        doc = setPath(doc, p, values[i]);
      });
      return { ...doc, updatedAt: (base.updatedAt as number) + dt, updatedBy: by };
    });
}

const disjointPaths = fc
  .shuffledSubarray([...FIELD_PATHS], { minLength: 2 })
  .chain((paths) => fc.integer({ min: 1, max: paths.length - 1 }).map((cut) => [paths.slice(0, cut), paths.slice(cut)]));

const RUNS = { numRuns: 200 };

describe('mergeDocuments properties', () => {
  it('keeps concurrent edits of different fields from both sides', () => {
    fc.assert(
      fc.property(
        baseGame.chain((base) =>
          disjointPaths.chain(([a, b]) => fc.tuple(fc.constant(base), editOf(base, a), editOf(base, b), fc.constant([a, b]))),
        ),
        ([base, local, remote, [localPaths, remotePaths]]) => {
          const merged = mergeDocuments(base, local, remote);
          for (const p of localPaths) expect(getPath(merged, p)).toEqual(getPath(local, p));
          for (const p of remotePaths) expect(getPath(merged, p)).toEqual(getPath(remote, p));
          expect(merged.updatedAt).toBe(Math.max(local.updatedAt as number, remote.updatedAt as number));
        },
      ),
      RUNS,
    );
  });

  it('gives a field edited on both sides to the later updatedAt', () => {
    fc.assert(
      fc.property(
        baseGame.chain((base) =>
          fc.constantFrom(...FIELD_PATHS).chain((p) => fc.tuple(fc.constant(base), editOf(base, [p]), editOf(base, [p]), fc.constant(p))),
        ),
        ([base, local, remote, path]) => {
          fc.pre(local.updatedAt !== remote.updatedAt);
          // Only a real edit on both sides is a conflict.
          fc.pre(getPath(local, path) !== getPath(base, path) && getPath(remote, path) !== getPath(base, path));
          const later = (local.updatedAt as number) > (remote.updatedAt as number) ? local : remote;
          const report = mergeReport(base, local, remote);
          expect(getPath(report.merged, path)).toEqual(getPath(later, path));
          const localLost = later === remote && !docsEqual(getPath(local, path), getPath(remote, path));
          expect(report.overwrittenLocalFields.includes(path)).toBe(localLost);
        },
      ),
      RUNS,
    );
  });

  it('is commutative: every device computes the same winner', () => {
    fc.assert(
      fc.property(
        baseGame.chain((base) =>
          fc.tuple(
            fc.constant(base),
            fc.shuffledSubarray([...FIELD_PATHS]).chain((p) => editOf(base, p)),
            fc.shuffledSubarray([...FIELD_PATHS]).chain((p) => editOf(base, p)),
            fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'f', 'g'), { maxLength: 5 }),
            fc.uniqueArray(fc.constantFrom('a', 'b', 'd', 'h'), { maxLength: 4 }),
          ),
        ),
        ([base, x, y, xSports, ySports]) => {
          const a = { ...x, sports: xSports };
          const b = { ...y, sports: ySports };
          expect(docsEqual(mergeDocuments(base, a, b), mergeDocuments(base, b, a))).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('is idempotent: merging a document with itself returns it', () => {
    fc.assert(
      fc.property(baseGame, baseGame, (base, x) => {
        expect(docsEqual(mergeDocuments(base, x, x), x)).toBe(true);
        expect(docsEqual(mergeDocuments(undefined, x, x), x)).toBe(true);
      }),
      RUNS,
    );
  });

  it('returns the remote when the local side did not change', () => {
    fc.assert(
      fc.property(
        baseGame.chain((base) => fc.tuple(fc.constant(base), fc.shuffledSubarray([...FIELD_PATHS]).chain((p) => editOf(base, p)))),
        ([base, remote]) => {
          expect(docsEqual(mergeDocuments(base, { ...base }, remote), remote)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('mergeDocuments rules', () => {
  const base: Doc = { id: 's1', name: 'Harbor', sports: ['football', 'soccer', 'golf'], updatedAt: 10, updatedBy: 'a' };

  it('merges arrays of plain values as set additions and removals', () => {
    const local = { ...base, sports: ['football', 'golf', 'tennis'], updatedAt: 20 };
    const remote = { ...base, sports: ['volleyball', 'football', 'soccer', 'golf'], updatedAt: 15, updatedBy: 'b' };
    expect(mergeDocuments(base, local, remote).sports).toEqual(['football', 'golf', 'tennis', 'volleyball']);
    const remoteLater = { ...remote, updatedAt: 30 };
    expect(mergeDocuments(base, local, remoteLater).sports).toEqual(['volleyball', 'football', 'golf', 'tennis']);
  });

  it('treats arrays of objects (roster players) as one value', () => {
    const rBase = { id: 'r', players: [{ number: '1', name: 'A' }], updatedAt: 1 };
    const local = { ...rBase, players: [{ number: '1', name: 'A' }, { number: '2', name: 'B' }], updatedAt: 5 };
    const remote = { ...rBase, players: [{ number: '3', name: 'C' }], updatedAt: 9 };
    const report = mergeReport(rBase, local, remote);
    expect(report.merged.players).toEqual(remote.players);
    expect(report.overwrittenLocalFields).toEqual(['players']);
  });

  it('lets a delete win over concurrent edits of a live document', () => {
    const edited = { ...base, name: 'Harborview', updatedAt: 50 };
    const deleted = { ...base, _deleted: true, updatedAt: 20 };
    const asLocal = mergeReport(base, edited, deleted);
    expect(asLocal.merged._deleted).toBe(true);
    expect(asLocal.merged.updatedAt).toBe(50);
    expect(asLocal.overwrittenLocalFields).toEqual(['name']);
    expect(mergeDocuments(base, deleted, edited)._deleted).toBe(true);
  });

  it('lets a re-created document win over a tombstone it never saw', () => {
    const tombstone = { id: 's1', _deleted: true, updatedAt: 0 };
    const created = { ...base, _deleted: false, updatedAt: 99 };
    expect(mergeDocuments(undefined, created, tombstone)).toMatchObject({ name: 'Harbor', _deleted: false });
    expect(mergeDocuments(tombstone, tombstone, created)).toMatchObject({ name: 'Harbor' });
  });

  it('merges two offline creations of one id field by field (no base)', () => {
    const a: Doc = { id: 'x', score: { home: { '1': 7 } }, updatedAt: 5, updatedBy: 'a' };
    const b = { id: 'x', score: { away: { '2': 3 } }, notes: 'n', updatedAt: 6, updatedBy: 'b' };
    expect(mergeDocuments(undefined, a, b)).toEqual({
      id: 'x',
      score: { home: { '1': 7 }, away: { '2': 3 } },
      notes: 'n',
      updatedAt: 6,
      updatedBy: 'b',
    });
  });

  it('breaks an updatedAt tie the same way on both sides', () => {
    const a = { ...base, name: 'A', updatedBy: 'a@x' };
    const b = { ...base, name: 'B', updatedBy: 'b@x' };
    expect(mergeDocuments(base, a, b).name).toBe('B');
    expect(mergeDocuments(base, b, a).name).toBe('B');
  });

  it('docsEqual ignores key order and RxDB bookkeeping', () => {
    expect(docsEqual({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(docsEqual({ a: 1, _rev: '1-x', _meta: { lwt: 1 } }, { a: 1, _attachments: {} })).toBe(true);
    expect(docsEqual({ a: 1, _deleted: false }, { a: 1 })).toBe(true);
    expect(docsEqual({ a: 1, _deleted: true }, { a: 1 })).toBe(false);
    expect(docsEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(docsEqual({ a: { b: 1 } }, { a: { b: 1, c: 2 } })).toBe(false);
  });
});

describe('per-field clocks', () => {
  const base: Doc = { id: 'g', updatedAt: 100, notes: 'base', gameNotes: { home: 'h0' } };
  const stamp = (wall: number, node: string) => `${String(wall).padStart(13, '0')}:0000:${node}`;

  it('the later edit of a field wins by its stamp, not by the document\'s time (a fast clock does not win)', () => {
    // B saved its document later (updatedAt from a clock an hour fast), but A edited the field later.
    const local = { ...base, updatedAt: 200, gameNotes: { home: 'A' }, clocks: { 'gameNotes.home': stamp(5_000, 'a') } };
    const remote = { ...base, updatedAt: 3_600_000, gameNotes: { home: 'B' }, clocks: { 'gameNotes.home': stamp(4_000, 'b') } };
    const report = mergeReport(base, local, remote);
    expect(report.merged.gameNotes).toEqual({ home: 'A' });
    expect(report.overwrittenLocalFields).toEqual([]);
    expect(report.merged.clocks).toEqual({ 'gameNotes.home': stamp(5_000, 'a') });
    // The same, seen from the other device.
    const mirrored = mergeReport(base, remote, local);
    expect(mirrored.merged.gameNotes).toEqual({ home: 'A' });
    expect(mirrored.overwrittenLocalFields).toEqual(['gameNotes.home']);
  });

  it('different fields keep their own stamps; a field without stamps on both sides falls back to the document time', () => {
    const local = { ...base, updatedAt: 300, notes: 'L', gameNotes: { home: 'A' }, clocks: { 'gameNotes.home': stamp(1, 'a') } };
    const remote = { ...base, updatedAt: 200, notes: 'R', gameNotes: { home: 'h0' }, clocks: { status: stamp(9, 'b') } };
    const merged = mergeReport(base, local, remote).merged;
    expect(merged.notes).toBe('L');
    expect(merged.gameNotes).toEqual({ home: 'A' });
    expect(merged.clocks).toEqual({ 'gameNotes.home': stamp(1, 'a'), status: stamp(9, 'b') });
  });
});
