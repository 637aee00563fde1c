import { describe, expect, it } from 'vitest';
import { rxToCouch } from '../src/data/sync/couchDocs';
import { checkScoreEntryFor } from '../src/shared/rules';
import { COLLECTION_NAMES } from '../src/shared/schemas/collections';
import { computeScore, withDerivedFinals } from '../src/shared/scoring/score';
import { checkDocument } from '../sync-server/services/validate';
import { countDocs } from './common';
import { createStateData, STATE_SCALE } from './stateData';

describe('state-scale data set', () => {
  const today = new Date('2026-11-21T12:00:00Z');
  const data = createStateData({ today });

  it('has the issue 5 shape: 400 schools, 12 sports each, about 50,000 documents', () => {
    expect(data.schools).toHaveLength(STATE_SCALE.schools);
    expect(new Set(data.games.map((g) => g.sport)).size).toBe(12);
    expect(data.games).toHaveLength((400 * 12 * 10) / 2);
    expect(data.rosters).toHaveLength(400 * 12);
    expect(data.articles).toHaveLength(500);
    expect(data.playerStats).toHaveLength(20_000);
    expect(countDocs(data)).toBeGreaterThan(49_000);
    const perSchool = new Map<string, number>();
    for (const g of data.games) for (const id of [g.homeSchoolId, g.awaySchoolId]) perSchool.set(id ?? '', (perSchool.get(id ?? '') ?? 0) + 1);
    expect(new Set(perSchool.values())).toEqual(new Set([12 * 10]));
  });

  it('is deterministic for a seed and has unique ids', () => {
    expect(createStateData({ today }).games.slice(0, 50)).toEqual(data.games.slice(0, 50));
    for (const c of COLLECTION_NAMES) expect(new Set(data[c].map((d) => d.id)).size, c).toBe(data[c].length);
  });

  it('has about 40 scoring entries per game with a score, whose computed score is the game\'s', () => {
    const scored = data.games.filter((g) => g.score && (g.status === 'LIVE' || g.status === 'FINAL'));
    const byGame = new Map<string, typeof data.scoreEntries>();
    for (const e of data.scoreEntries) {
      const list = byGame.get(e.gameId) ?? [];
      list.push(e);
      byGame.set(e.gameId, list);
    }
    expect(byGame.size).toBe(scored.length);
    expect(data.scoreEntries.length / scored.length).toBeGreaterThan(38);
    expect(data.scoreEntries.length / scored.length).toBeLessThan(45);
    for (const game of scored) {
      const entries = byGame.get(game.id) ?? [];
      const finished = game.status === 'FINAL';
      // The server stores a game's score with its finals derived (services/scoring.ts); its entries must compute the same.
      const stored = withDerivedFinals(game.sport, { home: { ...game.score?.home }, away: { ...game.score?.away } }, finished);
      expect(computeScore(game.sport, entries, finished), `${game.sport} ${game.id}`).toEqual(stored);
      const refused = entries.filter((e) => e.kind !== 'void' && checkScoreEntryFor(game.sport, e as unknown as Record<string, unknown>));
      expect(refused.slice(0, 1), game.id).toEqual([]);
    }
  }, 60_000);

  it('passes the server validation (schema and SPEC §5 rules) for every document', () => {
    for (const c of COLLECTION_NAMES) {
      const refused = data[c].map((doc) => checkDocument(c, rxToCouch(doc as unknown as Record<string, unknown>))).filter((r) => !r.ok);
      expect(refused.slice(0, 1), c).toEqual([]);
    }
  }, 60_000);
});
