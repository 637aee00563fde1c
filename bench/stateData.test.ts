import { describe, expect, it } from 'vitest';
import { rxToCouch } from '../src/data/sync/couchDocs';
import { checkScoreEntryFor } from '../src/shared/rules';
import { DEMO_STANDINGS_SPORT_KEYS } from '../src/shared/catalog/sports';
import { COLLECTION_NAMES } from '../src/shared/schemas/collections';
import { divisionsDocId } from '../src/shared/schemas/divisions.schema';
import { inSeason, previousSeason, seasonOf } from '../src/shared/standings/season';
import { computeScore, withDerivedFinals } from '../src/shared/scoring/score';
import { checkDocument } from '../sync-server/services/validate';
import { countDocs } from './common';
import { createPastSeasonGames, createStateData, QUICK_STATE_SCALE, STATE_SCALE } from './stateData';

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

  it('has a divisions document per standings sport this season, splitting the sport\'s schools into divisions of its games', () => {
    const season = seasonOf(today);
    const schoolIds = new Set(data.schools.map((s) => s.id));
    expect(data.divisions.map((d) => d.id).sort()).toEqual(DEMO_STANDINGS_SPORT_KEYS.map((sport) => divisionsDocId(sport, season)).sort());
    for (const doc of data.divisions) {
      const members = doc.divisions.flatMap((d) => d.schoolIds);
      // Every school of the set that plays the sport, each in one division (the schema allows 20 divisions).
      expect(new Set(members).size, doc.sport).toBe(members.length);
      expect(members.every((id) => schoolIds.has(id)), doc.sport).toBe(true);
      expect(new Set(members), doc.sport).toEqual(new Set(data.schools.filter((s) => s.sports.includes(doc.sport)).map((s) => s.id)));
      expect(doc.divisions.length).toBeLessThanOrEqual(20);
      expect(Math.min(...doc.divisions.map((d) => d.schoolIds.length))).toBeGreaterThanOrEqual(8);
      // The standings count the season's games: every game of the sport is in it, most of them inside a division.
      const games = data.games.filter((g) => g.sport === doc.sport);
      expect(games.length, doc.sport).toBeGreaterThan(0);
      expect(games.every((g) => inSeason(g.time, season)), doc.sport).toBe(true);
      const divisionOf = new Map(doc.divisions.flatMap((d) => d.schoolIds.map((id) => [id, d.key] as const)));
      const within = games.filter((g) => divisionOf.get(g.homeSchoolId ?? '') === divisionOf.get(g.awaySchoolId ?? '')).length;
      expect(within / games.length, doc.sport).toBeGreaterThan(0.7);
    }
  });

  it('keeps the season\'s games in the season at its edges (early August, late July)', () => {
    for (const day of ['2026-08-02T12:00:00Z', '2027-07-28T12:00:00Z']) {
      const edge = createStateData({ today: new Date(day), scale: QUICK_STATE_SCALE });
      expect(edge.games.filter((g) => !inSeason(g.time, seasonOf(new Date(day)))).map((g) => g.time), day).toEqual([]);
      expect(new Set(edge.divisions.map((d) => d.season)), day).toEqual(new Set([seasonOf(new Date(day))]));
    }
  });

  it('passes the server validation (schema and docs/product/rules.md rules) for every document', () => {
    for (const c of COLLECTION_NAMES) {
      const refused = data[c].map((doc) => checkDocument(c, rxToCouch(doc as unknown as Record<string, unknown>))).filter((r) => !r.ok);
      expect(refused.slice(0, 1), c).toEqual([]);
    }
  }, 60_000);
});

describe('createPastSeasonGames', () => {
  it('copies every game one to three seasons back, each in its own season, with new ids', () => {
    const games = createStateData({ today: new Date(2026, 10, 25), scale: QUICK_STATE_SCALE }).games;
    const past = createPastSeasonGames(games, 3);
    expect(past).toHaveLength(games.length * 3);
    const byId = new Map(games.map((game) => [game.id, game]));
    for (const copy of past) {
      const [, originalId, years] = /^(.*)-y(\d)$/.exec(copy.id) ?? [];
      let season = seasonOf(byId.get(originalId)!.time);
      for (let i = 0; i < Number(years); i++) season = previousSeason(season);
      expect(seasonOf(copy.time)).toBe(season);
      expect(copy.status).not.toBe('LIVE');
    }
    expect(new Set(past.map((game) => game.id)).size).toBe(past.length);
  });
});
