import { CANONICAL_SPORT_KEYS } from '../src/shared/catalog/sports';
import { GRADES, positionsFor } from '../src/shared/catalog/rosterRules';
import type { DemoData } from '../src/shared/demo/demoData';
import { createDemoData } from '../src/shared/demo/demoData';
import { createRng } from '../src/shared/demo/prng';
import type { GameDoc } from '../src/shared/schemas/games.schema';
import type { PlayerStatsDoc } from '../src/shared/schemas/playerStats.schema';
import type { RosterDoc } from '../src/shared/schemas/rosters.schema';
import type { SchoolDoc } from '../src/shared/schemas/schools.schema';

type Player = RosterDoc['players'][number];

export interface StateScale {
  schools: number;
  sportsPerSchool: number;
  /** Each school plays this many games per sport (half at home): schools × sports × games / 2 game documents. */
  gamesPerSchoolSport: number;
  articles: number;
  playerStats: number;
}

/** Issue 5's state-scale set: about 50,000 documents. */
export const STATE_SCALE: StateScale = { schools: 400, sportsPerSchool: 12, gamesPerSchoolSport: 10, articles: 500, playerStats: 20_000 };
export const QUICK_STATE_SCALE: StateScale = { schools: 24, sportsPerSchool: 12, gamesPerSchoolSport: 4, articles: 30, playerStats: 300 };

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
 * document is a demo document (valid against its schema and the SPEC §5 rules)
 * re-identified for another school, so the rules stay satisfied by construction.
 * Sports without demo games get UPCOMING games (no score); sports without a demo
 * roster get rosters of numbered players with the catalog's positions.
 */
export function createStateData(opts: { seed?: number; today?: Date; scale?: StateScale } = {}): DemoData {
  const scale = opts.scale ?? STATE_SCALE;
  const seed = opts.seed ?? 7_400_050;
  const demo = createDemoData({ seed, today: opts.today });
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
          time: new Date(Date.parse(t.time) - k * 86_400_000).toISOString(),
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

  return { ...demo, schools, games, rosters, articles, playerStats };
}
