import { CANONICAL_SPORT_KEYS } from '../src/shared/catalog/sports';
import { GRADES, positionsFor } from '../src/shared/catalog/rosterRules';
import { periodsFor } from '../src/shared/catalog/periods';
import type { DemoData } from '../src/shared/demo/demoData';
import { createDemoData } from '../src/shared/demo/demoData';
import { createDemoScoreEntries } from '../src/shared/demo/demoScoreEntries';
import { createRng } from '../src/shared/demo/prng';
import type { GameDoc } from '../src/shared/schemas/games.schema';
import type { PlayerStatsDoc } from '../src/shared/schemas/playerStats.schema';
import type { DivisionsDoc } from '../src/shared/schemas/divisions.schema';
import { divisionsDocId } from '../src/shared/schemas/divisions.schema';
import type { RosterDoc } from '../src/shared/schemas/rosters.schema';
import type { SchoolDoc } from '../src/shared/schemas/schools.schema';
import type { ScoreEntryDoc } from '../src/shared/schemas/scoreEntries.schema';
import { scoringFor } from '../src/shared/catalog/scoring';
import { formatHlc, parseHlc } from '../src/shared/scoring/hlc';
import { computeScore } from '../src/shared/scoring/score';
import { DEMO_STANDINGS_SPORT_KEYS } from '../src/shared/catalog/sports';
import { demoMeta } from '../src/shared/demo/demoContext';
import { seasonBounds, seasonOf } from '../src/shared/standings/season';
import { DEFAULT_TIEBREAKERS } from '../src/shared/standings/tiebreakRules';

type Player = RosterDoc['players'][number];

export interface StateScale {
  schools: number;
  sportsPerSchool: number;
  /** Each school plays this many games per sport (half at home): schools × sports × games / 2 game documents. */
  gamesPerSchoolSport: number;
  articles: number;
  playerStats: number;
  /** Scoring entries of each game that has a score (LIVE and FINAL), about; 0 = no scoring log (issue 14). */
  entriesPerScoredGame: number;
}

/** Issue 5's state-scale set: about 50,000 documents, plus issue 14's scoring log (~40 entries per scored game). */
export const STATE_SCALE: StateScale = { schools: 400, sportsPerSchool: 12, gamesPerSchoolSport: 10, articles: 500, playerStats: 20_000, entriesPerScoredGame: 40 };
/** Quick mode (the smoke test): big enough for every phase to have data, small enough to load in seconds. */
export const QUICK_STATE_SCALE: StateScale = { schools: 12, sportsPerSchool: 12, gamesPerSchoolSport: 4, articles: 12, playerStats: 120, entriesPerScoredGame: 6 };

const byId = <T extends { id: string }>(docs: readonly T[], key: (doc: T) => string | undefined): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const doc of docs) {
    const k = key(doc);
    if (k) map.set(k, [...(map.get(k) ?? []), doc]);
  }
  return map;
};

/**
 * A seeded state-wide association grown from the regional demo set: every
 * document is a demo document (valid against its schema and the docs/product/rules.md rules)
 * re-identified for another school, so the rules stay satisfied by construction.
 * Sports without demo games get UPCOMING games (no score); sports without a demo
 * roster get rosters of numbered players with the catalog's positions.
 */
export function createStateData(opts: { seed?: number; today?: Date; scale?: StateScale } = {}): DemoData {
  const scale = opts.scale ?? STATE_SCALE;
  const seed = opts.seed ?? 7_400_050;
  const today = opts.today ?? new Date();
  const demo = createDemoData({ seed, today });
  const rng = createRng(seed + 1);
  const gamesBySport = byId(demo.games, (g) => g.sport);
  const rostersBySport = byId(demo.rosters, (r) => r.sport);
  const withGames = [...gamesBySport.keys()];
  const extra = CANONICAL_SPORT_KEYS.filter((k) => !gamesBySport.has(k));
  const sports = [...withGames, ...extra].slice(0, scale.sportsPerSchool);
  const season = demo.rosters[0]?.season ?? '2026-2027';

  const schools: SchoolDoc[] = Array.from({ length: scale.schools }, (_, i) => {
    const base = demo.schools[i % demo.schools.length];
    return { ...base, id: `school-st-${i}`, name: `${base.name} ${Math.floor(i / demo.schools.length) + 1}`.slice(0, 100) };
  });

  // Standings count the current season's games only: a game moved back a few days from its
  // template (early August) or a week ahead of it (late July) stays inside the season.
  const bounds = seasonBounds(seasonOf(today));
  const inSeason = (at: number) => new Date(Math.min(bounds.end - 60_000, Math.max(bounds.start, at))).toISOString();
  const games: GameDoc[] = [];
  const upcomingTemplate = demo.games.find((g) => g.status === 'UPCOMING') ?? demo.games[0];
  const away = Math.floor(scale.gamesPerSchoolSport / 2);
  for (const sport of sports) {
    const templates = gamesBySport.get(sport);
    for (let i = 0; i < schools.length; i++) {
      for (let k = 1; k <= away; k++) {
        const home = schools[i];
        const visitor = schools[(i + k) % schools.length];
        const t = templates ? rng.pick(templates) : upcomingTemplate;
        const game: GameDoc = {
          ...t,
          id: `game-st-${sport}-${i}-${k}`,
          sport,
          homeSchoolId: home.id,
          homeSchoolName: home.name,
          awaySchoolId: visitor.id,
          awayName: visitor.name,
          location: `${home.name} field`.slice(0, 200),
          time: inSeason(Date.parse(t.time) - k * 86_400_000),
        };
        if (!templates) {
          game.status = 'UPCOMING';
          delete game.score;
          delete game.gameNotes;
        }
        games.push(game);
      }
    }
  }

  const rosters: RosterDoc[] = [];
  for (const school of schools) {
    for (const sport of sports) {
      const t = rostersBySport.get(sport)?.[0];
      const players = t
        ? t.players
        : Array.from({ length: 12 }, (_, n) => {
            const positions = positionsFor(sport).positions;
            const player = { number: String(n + 1), name: `Player ${n + 1}`, grade: GRADES[n % GRADES.length] as Player['grade'] };
            return positions.length ? { ...player, position: positions[n % positions.length] } : player;
          });
      rosters.push({ ...(t ?? demo.rosters[0]), id: `${school.id}:${sport}:${season}`, schoolId: school.id, schoolName: school.name, sport, season, players });
    }
  }

  const articles = Array.from({ length: scale.articles }, (_, i) => ({ ...demo.articles[i % demo.articles.length], id: `article-st-${i}` }));

  const playerStats: PlayerStatsDoc[] = Array.from({ length: scale.playerStats }, (_, i) => {
    const t = demo.playerStats[i % demo.playerStats.length];
    const school = schools[i % schools.length];
    return { ...t, id: `stats-st-${i}`, playerName: `${t.playerName} ${i}`.slice(0, 100), schoolName: school.name };
  });

  const scoreEntries = scale.entriesPerScoredGame > 0 ? createStateScoreEntries(games, scale.entriesPerScoredGame) : [];
  const divisions = createStateDivisions(schools, sports, today);
  return { ...demo, schools, games, rosters, articles, playerStats, scoreEntries, divisions };
}

/** Schools per division the state set aims at; a `divisions` document holds 20 divisions at most (its schema). */
const DIVISION_SIZE = 10;
const MAX_DIVISIONS = 20;

/**
 * The current season's divisions of every standings sport the set plays: the sport's schools in
 * set order, cut into runs of about DIVISION_SIZE. Schools play their neighbours in that order
 * (school i hosts i+1 … i+5), so a division holds most of its members' opponents, as a league
 * does. 400 schools make 20 divisions of 20 (the schema's 20 divisions bound them); 24, 2 of 12.
 */
export function createStateDivisions(schools: readonly SchoolDoc[], sports: readonly string[], today: Date): DivisionsDoc[] {
  const season = seasonOf(today);
  return DEMO_STANDINGS_SPORT_KEYS.filter((sport) => sports.includes(sport)).map((sport) => {
    const members = schools.filter((s) => s.sports.includes(sport)).map((s) => s.id);
    const count = Math.min(MAX_DIVISIONS, Math.max(1, Math.round(members.length / DIVISION_SIZE)));
    return {
      id: divisionsDocId(sport, season),
      sport,
      season,
      divisions: Array.from({ length: count }, (_, d) => ({
        key: `division-${d + 1}`,
        name: `Division ${d + 1}`,
        schoolIds: members.slice(Math.round((d * members.length) / count), Math.round(((d + 1) * members.length) / count)),
      })),
      tiebreakers: [...DEFAULT_TIEBREAKERS],
      ...demoMeta(today.getTime()),
    };
  });
}

/** One 'set' entry per team and period with a value: a game's score as typed period totals. */
function periodTotals(game: GameDoc, first: ScoreEntryDoc): ScoreEntryDoc[] {
  const start = parseHlc(first.hlc)?.wall ?? first.createdAt;
  const log: ScoreEntryDoc[] = [];
  for (const period of periodsFor(game.sport)) {
    for (const team of ['home', 'away'] as const) {
      const value = game.score?.[team]?.[period.key];
      if (value === undefined || value === null) continue;
      const at = start + log.length * 60_000;
      const id = `${game.id}:st-${String(log.length).padStart(4, '0')}`;
      const meta = { gameId: game.id, device: first.device, by: first.by, createdAt: at, updatedAt: at, updatedBy: first.updatedBy };
      log.push({ ...meta, id, kind: 'set', team, period: period.key, value, reason: 'period total', hlc: formatHlc({ wall: at, counter: 0, node: first.device }) });
    }
  }
  return log;
}

/**
 * 'set' entries for the periods a log's computed score misses: a period scoreless for both
 * teams after the last one scored (football's 4th quarter 0-0) has no plays, so the scorer typed its 0; a typed final is typed.
 */
function missingTotals(game: GameDoc, log: readonly ScoreEntryDoc[]): ScoreEntryDoc[] {
  const first = log[0];
  if (!first || !game.score) return [];
  const finished = game.status === 'FINAL';
  const computed = computeScore(game.sport, log, finished);
  const wall = (parseHlc(log[log.length - 1].hlc)?.wall ?? first.createdAt) + 60_000;
  const added: ScoreEntryDoc[] = [];
  // A typed final (cross-country team points) is an entry of its own too.
  const keys = [...periodsFor(game.sport).map((p) => p.key), ...(scoringFor(game.sport).final === 'typed' ? ['final'] : [])];
  for (const key of keys) {
    for (const team of ['home', 'away'] as const) {
      const value = game.score[team]?.[key];
      if (value === undefined || value === null || computed[team][key] === value) continue;
      const at = wall + added.length * 60_000;
      const meta = { gameId: game.id, device: first.device, by: first.by, createdAt: at, updatedAt: at, updatedBy: first.updatedBy };
      added.push({ ...meta, id: `${game.id}:st-t${String(added.length).padStart(3, '0')}`, kind: 'set', team, period: key, value, reason: key === 'final' ? 'result' : 'period total', hlc: formatHlc({ wall: at, counter: 0, node: first.device }) });
    }
  }
  return added;
}

/**
 * The scoring log of every game with a score, about `perGame` entries each, whose computed score
 * is the game's score (stateData.test.ts checks it): the demo's plays (each period's points as
 * the sport's catalog plays, biggest first; a results sport's periods as 'set' entries; a game
 * with more plays than `perGame` as each period's total, a 'set' entry), then
 * pairs of a mistaken entry and its void until the log holds `perGame` entries (a scorer's
 * corrections: they change nothing). Entries are stamped a minute apart from the game's start.
 */
export function createStateScoreEntries(games: readonly GameDoc[], perGame: number): ScoreEntryDoc[] {
  const entries: ScoreEntryDoc[] = [];
  for (const game of games) {
    if ((game.status !== 'LIVE' && game.status !== 'FINAL') || !game.score) continue;
    // The demo logs LIVE games only; its decomposition is the same for a FINAL one.
    let log = createDemoScoreEntries([{ ...game, status: 'LIVE' }]);
    // More plays than that (a volleyball match, a high-scoring basketball game): the scorer typed each period's totals.
    if (log.length > perGame) log = periodTotals(game, log[0]);
    log.push(...missingTotals(game, log));
    const last = log[log.length - 1];
    const scored = log.find((e) => e.kind === 'play' || e.kind === 'set');
    if (!last || !scored) continue;
    const stamp = parseHlc(last.hlc);
    const play = scoringFor(game.sport).plays[0];
    for (let n = log.length; n + 1 < perGame && stamp; n += 2) {
      const at = stamp.wall + (n - log.length + 1) * 60_000;
      const meta = { gameId: game.id, device: last.device, by: last.by, createdAt: at, updatedAt: at, updatedBy: last.updatedBy };
      const mistake: ScoreEntryDoc = play
        ? { ...meta, id: `${game.id}:st-${String(n).padStart(4, '0')}`, kind: 'play', team: scored.team, period: scored.period, value: play.value, play: play.key, hlc: formatHlc({ ...stamp, wall: at }) }
        : { ...meta, id: `${game.id}:st-${String(n).padStart(4, '0')}`, kind: 'set', team: scored.team, period: scored.period, value: scored.value, reason: 'result', hlc: formatHlc({ ...stamp, wall: at }) };
      const voided: ScoreEntryDoc = { ...meta, id: `${game.id}:st-${String(n + 1).padStart(4, '0')}`, kind: 'void', target: mistake.id, reason: 'entered by mistake', hlc: formatHlc({ ...stamp, wall: at + 1 }) };
      log.push(mistake, voided);
    }
    entries.push(...log);
  }
  return entries;
}

/**
 * Past seasons of a data set's games (issue 19's history): each game again, one to `seasons`
 * years earlier (a season each), FINAL games with their finals, the others as they are, ids
 * suffixed `-y1`…: what an association that kept its history holds. Only games: the issue
 * measured them (17,460 more game documents at the regional scale).
 */
export function createPastSeasonGames(games: readonly GameDoc[], seasons = 3): GameDoc[] {
  const past: GameDoc[] = [];
  for (let year = 1; year <= seasons; year++) {
    for (const game of games) {
      const time = new Date(game.time);
      time.setFullYear(time.getFullYear() - year);
      past.push({ ...game, id: `${game.id}-y${year}`, time: time.toISOString(), status: game.status === 'LIVE' ? 'FINAL' : game.status });
    }
  }
  return past;
}
