import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { STANDINGS_DIVISIONS } from '../catalog/standings';
import { DEMO_STANDINGS_SPORT_KEYS, getSport } from '../catalog/sports';
import { periodsFor } from '../catalog/periods';
import { isIsoDateTime, validateBusinessRules } from '../rules';
import { formatRecord } from '../results';
import { COLLECTION_NAMES, COLLECTION_SCHEMAS, SERVER_WRITTEN_COLLECTIONS } from '../schemas/collections';
import type { GameDoc } from '../schemas/games.schema';
import { rosterId } from '../schemas/rosters.schema';
import { zonedDayKey } from '../zone';
import { createDemoData } from './demoData';
import { createRng } from './prng';
import { computeScore } from '../scoring/score';
import { linesWon, tennisScoreProblem } from '../scoring/tennis';
import { sameSeason, seasonOf } from '../standings/season';

const TODAY = new Date(2025, 9, 10, 14, 20); // a Friday afternoon, local time
const data = createDemoData({ seed: 7, today: TODAY });
const isToday = (iso: string, today = TODAY) => zonedDayKey(new Date(iso)) === zonedDayKey(today);

describe('createDemoData', () => {
  it('is deterministic for a seed and a day, and the seed matters', () => {
    expect(createDemoData({ seed: 7, today: TODAY })).toEqual(data);
    expect(JSON.stringify(createDemoData({ seed: 8, today: TODAY }))).not.toEqual(JSON.stringify(data));
  });

  it('builds every game, set-up and stats line in the season of the day it loads, even in its first days', () => {
    const early = new Date(2026, 7, 3, 9, 0);
    const demo = createDemoData({ seed: 7, today: early });
    expect(demo.games.every((g) => seasonOf(g.time) === '2026-27')).toBe(true);
    expect(demo.games.some((g) => g.status === 'FINAL')).toBe(true);
    expect(demo.divisions.every((d) => d.season === '2026-27')).toBe(true);
    expect(demo.playerStats.every((line) => sameSeason(line.season, '2026-27'))).toBe(true);
  });

  it('the PRNG repeats its sequence for a seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const draws = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(draws);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(draws).size).toBe(20);
  });

  it('every document passes its collection schema and the business rules', () => {
    const ajv = new Ajv({ strict: false });
    // The schemas say format: date-time; without a format ajv would only warn and skip the check.
    ajv.addFormat('date-time', isIsoDateTime);
    for (const name of COLLECTION_NAMES) {
      const validate = ajv.compile(COLLECTION_SCHEMAS[name]);
      // The server's own collections hold nothing in the demo: its entries credit no one, and nobody scores a game yet.
      if (!SERVER_WRITTEN_COLLECTIONS.has(name)) expect(data[name].length, name).toBeGreaterThan(0);
      for (const doc of data[name]) {
        const valid = validate(doc);
        expect(valid ? null : { name, id: doc.id, errors: validate.errors }).toBeNull();
        expect(validateBusinessRules(name, doc as unknown as Record<string, unknown>), `${name} ${doc.id}`).toBeNull();
      }
    }
  });

  it('every document carries id, createdAt, updatedAt and updatedBy demo; ids are unique', () => {
    const ids = COLLECTION_NAMES.flatMap((name) => data[name].map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const name of COLLECTION_NAMES) {
      for (const doc of data[name]) {
        expect(doc).toMatchObject({ updatedBy: 'demo' });
        expect(typeof doc.createdAt).toBe('number');
        expect(doc.updatedAt).toBeGreaterThanOrEqual(doc.createdAt ?? 0);
      }
    }
  });

  it('19 schools in standings divisions of 7, 6 and 6, each school in one division, in the current season', () => {
    expect(data.schools).toHaveLength(19);
    const divisionOf = new Map<string, string>();
    expect(data.divisions.map((d) => d.sport).sort()).toEqual([...DEMO_STANDINGS_SPORT_KEYS].sort());
    for (const doc of data.divisions) {
      // 10 October 2025 is in the 2025-26 season.
      expect(doc.season).toBe('2025-26');
      expect(doc.divisions.map((d) => d.key)).toEqual(STANDINGS_DIVISIONS.map((d) => d.key));
      for (const division of doc.divisions) {
        for (const id of division.schoolIds) {
          expect(divisionOf.get(id) ?? division.key).toBe(division.key);
          divisionOf.set(id, division.key);
          expect(data.schools.find((s) => s.id === id)?.sports).toContain(doc.sport);
        }
      }
    }
    // Football: every school plays it, so its divisions are the full 7, 6 and 6.
    const football = data.divisions.find((d) => d.sport === 'football');
    expect(football?.divisions.map((d) => d.schoolIds.length)).toEqual(STANDINGS_DIVISIONS.map((d) => d.teams));
    expect([...divisionOf.keys()].sort()).toEqual(data.schools.map((s) => s.id).sort());
  });

  it('schools have football and at least two other known sports, and small inline SVG logos', () => {
    for (const school of data.schools) {
      expect(school.sports).toContain('football');
      expect(school.sports.length).toBeGreaterThanOrEqual(3);
      expect(school.sports.every((s) => getSport(s)?.key === s)).toBe(true);
      expect(school.logoUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(atob((school.logoUrl ?? '').split(',')[1]).length).toBeLessThan(2048);
    }
    expect(new Set(data.schools.map((s) => s.name)).size).toBe(19);
  });

  it('has FINAL, LIVE (3+, today, with stream) and UPCOMING games, some today and some in the next days', () => {
    const by = (status: string) => data.games.filter((g) => g.status === status);
    expect(by('FINAL').length).toBeGreaterThan(50);
    expect(by('LIVE').length).toBeGreaterThanOrEqual(3);
    for (const g of by('LIVE')) {
      expect(isToday(g.time)).toBe(true);
      expect(g.url).toMatch(/^https:\/\//);
      expect(g.score?.home?.final).toBeTypeOf('number');
    }
    const upcoming = by('UPCOMING');
    expect(upcoming.filter((g) => isToday(g.time)).length).toBeGreaterThan(0);
    const days = new Set(upcoming.map((g) => Math.round((new Date(g.time).getTime() - TODAY.getTime()) / 86_400_000)));
    expect([1, 2, 3].filter((d) => days.has(d)).length).toBeGreaterThan(0);
    for (const g of by('FINAL')) expect(new Date(g.time).getTime()).toBeLessThan(TODAY.getTime());
    for (const g of upcoming) expect(g.score).toBeUndefined();
  });

  it.each([new Date(2025, 9, 10, 0, 5), new Date(2025, 9, 10, 23, 55), new Date(2026, 0, 1, 12, 0)])(
    'games of today stay on today near midnight too (%s)', (today) => {
      const games = createDemoData({ seed: 3, today }).games;
      const live = games.filter((g) => g.status === 'LIVE');
      expect(live.length).toBeGreaterThanOrEqual(3);
      expect(live.every((g) => isToday(g.time, today))).toBe(true);
      expect(games.some((g) => g.status === 'UPCOMING' && isToday(g.time, today))).toBe(true);
    },
  );

  it('every game is between two demo schools, home and away, and no school plays itself', () => {
    const schools = new Map(data.schools.map((s) => [s.id, s]));
    for (const g of data.games) {
      expect(schools.get(g.homeSchoolId ?? '')?.name).toBe(g.homeSchoolName);
      expect(schools.get(g.awaySchoolId ?? '')?.name).toBe(g.awayName);
      expect(g.homeSchoolId).not.toBe(g.awaySchoolId);
      expect(schools.get(g.homeSchoolId ?? '')?.sports).toContain(g.sport);
    }
    for (const school of data.schools) {
      const football = data.games.filter((g) => g.sport === 'football');
      expect(football.some((g) => g.homeSchoolId === school.id)).toBe(true);
      expect(football.some((g) => g.awaySchoolId === school.id)).toBe(true);
    }
  });

  it('FINAL scores use the sport period columns, finals add up, OT appears on both sides', () => {
    const finals = data.games.filter((g) => g.status === 'FINAL');
    const numericSum = (side: Record<string, unknown>) =>
      Object.entries(side).reduce((t, [k, v]) => (k !== 'final' && typeof v === 'number' ? t + v : t), 0);
    for (const g of finals) {
      const home = g.score?.home ?? {};
      const away = g.score?.away ?? {};
      const family = getSport(g.sport)?.family;
      const columns = periodsFor(g.sport).map((p) => p.key);
      expect(Object.keys(home).filter((k) => k !== 'final').every((k) => columns.includes(k))).toBe(true);
      if (family === 'volleyball') {
        // Volleyball finals are sets won: the winner took three.
        expect(Math.max(home.final as number, away.final as number)).toBe(3);
      } else if (family === 'tennis') {
        // Tennis finals are lines won, six lines played, never level; every set score is one that can be.
        expect([home.final, away.final]).toEqual([linesWon(g.score!).home, linesWon(g.score!).away]);
        expect((home.final as number) + (away.final as number)).toBe(6);
        expect(home.final).not.toBe(away.final);
        expect(tennisScoreProblem(g.score!)).toBeNull();
      } else if (family === 'cross-country') {
        expect(home.Time).toMatch(/^\d{1,2}:\d{2}$/);
        expect((home.final as number) + (away.final as number)).toBe(55);
      } else {
        expect(home.final).toBe(numericSum(home));
        expect(away.final).toBe(numericSum(away));
      }
      expect('OT' in home).toBe('OT' in away);
    }
    const football = finals.filter((g) => g.sport === 'football');
    expect(football.every((g) => ['1', '2', '3', '4'].every((q) => typeof g.score?.home?.[q] === 'number'))).toBe(true);
    expect(finals.some((g) => getSport(g.sport)?.family === 'golf' && Object.keys(g.score?.home ?? {}).length === 10)).toBe(true);
  });

  it('some FINAL games have notes for home, away, general and additional', () => {
    const noted = data.games.filter((g) => g.gameNotes);
    expect(noted.length).toBeGreaterThan(5);
    expect(noted.every((g) => g.status === 'FINAL')).toBe(true);
    expect(noted.some((g) => g.gameNotes?.home && g.gameNotes.away && g.gameNotes.general && g.gameNotes.additional)).toBe(true);
  });

  it('rosters: one per (school, sport, season) id, real players of the sport', () => {
    expect(data.rosters.length).toBeGreaterThanOrEqual(10);
    const schoolIds = new Set(data.schools.map((s) => s.id));
    for (const roster of data.rosters) {
      expect(roster.id).toBe(rosterId(roster.schoolId, roster.sport, roster.season));
      expect(schoolIds.has(roster.schoolId)).toBe(true);
      expect(roster.players.length).toBeGreaterThan(4);
      expect(new Set(roster.players.map((p) => p.number)).size).toBe(roster.players.length);
    }
    const football = data.rosters.find((r) => r.sport === 'football');
    expect(football?.players.some((p) => p.position === 'QB')).toBe(true);
    expect(football?.players.some((p) => p.defensivePosition)).toBe(true);
    expect(new Set(data.rosters.map((r) => r.season)).size).toBeGreaterThan(1);
  });

  it('articles: every category, local YYYY-MM-DD dates, multi-paragraph content, one archived', () => {
    expect(data.articles.length).toBeGreaterThanOrEqual(6);
    expect(new Set(data.articles.map((a) => a.category))).toEqual(new Set(['Sports', 'News', 'Events', 'Announcements']));
    expect(data.articles.filter((a) => a.archived)).toHaveLength(1);
    for (const a of data.articles) {
      expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.date).toBe(zonedDayKey(new Date(a.createdAt ?? 0)));
      expect(a.content.split('\n\n').length).toBeGreaterThan(1);
      expect(a.excerpt.length).toBeGreaterThan(0);
    }
  });

  it('hand-entered standings are only last season\'s import (no game of theirs is stored): W-L, winPercentage = wins / (wins + losses)', () => {
    for (const row of data.teamStats) {
      const record = { wins: row.wins, losses: row.losses, ties: row.ties ?? 0 };
      expect(row.overall).toBe(formatRecord(record));
      expect(row.season).toBe('2024-25');
      expect(data.games.every((g) => new Date(g.time) >= new Date(2025, 7, 1))).toBe(true);
      expect(row.winPercentage).toBeCloseTo(row.wins + row.losses === 0 ? 0 : row.wins / (row.wins + row.losses), 10);
    }
    expect(data.teamStats.some((r) => r.wins > 0)).toBe(true);
  });

  it('rankings: a top 10 per standings sport; 3 featured games in order 1..3', () => {
    for (const sport of DEMO_STANDINGS_SPORT_KEYS) {
      expect(data.rankings.filter((r) => r.sport === sport).map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
    const games = new Map<string, GameDoc>(data.games.map((g) => [g.id, g]));
    expect(data.featuredScores.map((f) => f.order)).toEqual([1, 2, 3]);
    for (const f of data.featuredScores) {
      const game = games.get(f.gameId);
      expect(game?.homeSchoolName).toBe(f.schoolName);
      expect(game?.awayName).toBe(f.opponent);
      expect(f.homeScore).toBe(game?.score?.home?.final);
    }
  });

  it('about forty player stats lines across sports, with only their sport fields', () => {
    expect(data.playerStats.length).toBeGreaterThanOrEqual(35);
    expect(new Set(data.playerStats.map((p) => p.sport)).size).toBeGreaterThanOrEqual(6);
    expect(data.playerStats.some((p) => typeof p.averageScore === 'number' && !Number.isInteger(p.averageScore))).toBe(true);
  });
});

describe('demo scoring log', () => {
  it('each live game\'s score is the score computed from its entries', () => {
    const data = createDemoData({ today: new Date('2026-11-24T15:00:00Z') });
    const live = data.games.filter((g) => g.status === 'LIVE');
    expect(live.length).toBeGreaterThan(0);
    for (const game of live) {
      const entries = data.scoreEntries.filter((e) => e.gameId === game.id);
      expect(entries.length, game.id).toBeGreaterThan(0);
      expect(computeScore(game.sport, entries, false), `${game.sport} ${game.id}`).toEqual(game.score);
    }
  });
});
