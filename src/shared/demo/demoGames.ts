import { getSport, DEMO_STANDINGS_SPORT_KEYS } from '../catalog/sports';
import { periodsFor } from '../catalog/periods';
import type { GameDoc } from '../schemas/games.schema';
import type { DemoContext } from './demoContext';
import { DAY_MS, dayAt, demoMeta } from './demoContext';
import type { DemoSchool } from './demoSchools';
import { demoScore } from './demoScores';
import { seasonBounds, seasonOf } from '../standings/season';

/** When a sport plays in its week, and where. */
interface SportPlan {
  /** Days after the week's first game day; 0 = today in the current week. */
  dayOffset: number;
  hour: number;
  venue: (school: DemoSchool) => string;
}

const field = (s: DemoSchool) => `${s.short} Athletic Fields, ${s.town}`;

const PLANS: Record<string, SportPlan> = {
  football: { dayOffset: 0, hour: 19, venue: (s) => `${s.short} Stadium, ${s.town}` },
  'soccer-boys': { dayOffset: 0, hour: 16, venue: field },
  'soccer-girls': { dayOffset: 1, hour: 16, venue: field },
  volleyball: { dayOffset: 1, hour: 18, venue: (s) => `${s.short} Gymnasium, ${s.town}` },
  'field-hockey': { dayOffset: 1, hour: 15, venue: field },
  'golf-boys': { dayOffset: 2, hour: 14, venue: (s) => `${s.town} Golf Club` },
  'golf-girls': { dayOffset: 2, hour: 13, venue: (s) => `${s.town} Golf Club` },
  tennis: { dayOffset: 2, hour: 15, venue: (s) => `${s.short} Tennis Courts, ${s.town}` },
  'cross-country-boys': { dayOffset: 3, hour: 10, venue: (s) => `${s.town} Riverside Park` },
  'cross-country-girls': { dayOffset: 3, hour: 11, venue: (s) => `${s.town} Riverside Park` },
};

/** Weeks already played in each schedule; the week after them is the current one. */
const PAST_WEEKS = 4;
const MAX_WEEKS = 7;

/** Round robin by the circle method: each round pairs every team once (one sits out when odd). */
function roundRobin<T>(teams: readonly T[]): [T, T][][] {
  const slots: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const rounds: [T, T][][] = [];
  for (let r = 0; r < slots.length - 1; r++) {
    const pairs: [T, T][] = [];
    for (let i = 0; i < slots.length / 2; i++) {
      const a = slots[i];
      const b = slots[slots.length - 1 - i];
      if (a !== null && b !== null) pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    slots.splice(1, 0, slots.pop() as T | null);
  }
  return rounds;
}

const NOTES = {
  general: [
    'A tight first half opened up after the break.',
    'Played in steady rain; both sides kept it simple.',
    'Senior night: the seniors were honoured before kick-off.',
    'Conference game. Officials reviewed one play on the sideline.',
  ],
  side: [
    'Strong defensive effort, two forced turnovers.',
    'Captain led the team in the second half.',
    'Several underclassmen saw their first varsity minutes.',
    'Special teams set up the decisive score.',
    'Kept possession well and limited chances on the counter.',
  ],
  additional: [
    'Attendance about 1,100.',
    'Game delayed 20 minutes for lightning.',
    'Rescheduled from an earlier weather postponement.',
  ],
} as const;

/** Game times of the current week's games played today. */
function todayTimes(today: Date, hour: number) {
  const startOfDay = dayAt(today, 0, 0).getTime();
  const lastSlot = dayAt(today, 0, 23, 45).getTime();
  const inAnHour = Math.ceil((today.getTime() + 60 * 60_000) / (15 * 60_000)) * 15 * 60_000;
  return {
    // Started a while ago, but never before today's midnight so it stays a game of today.
    live: Math.max(startOfDay, today.getTime() - 75 * 60_000),
    upcoming: Math.min(lastSlot, Math.max(dayAt(today, 0, hour).getTime(), inAnHour)),
  };
}

/**
 * A season per sport: a round robin inside each standings division (every
 * school meets its division rivals, home or away), and one across all schools
 * for tennis and field hockey. Four weeks are played (FINAL); this week's
 * games of today are LIVE in Division 1 and UPCOMING elsewhere; the rest are
 * UPCOMING over the next days and weeks.
 */
export function createDemoGames(ctx: DemoContext, schools: readonly DemoSchool[]): GameDoc[] {
  const { rng, today } = ctx;
  const now = today.getTime();
  const createdAt = now - 35 * DAY_MS;
  const seasonStart = seasonBounds(seasonOf(today)).start + 12 * 60 * 60_000;
  const games: GameDoc[] = [];
  const sportKeys = [...new Set(schools.flatMap((s) => s.doc.sports))];
  for (const sport of sportKeys) {
    const plan = PLANS[sport] ?? { dayOffset: 1, hour: 16, venue: field };
    const playing = schools.filter((s) => s.doc.sports.includes(sport));
    const groups = DEMO_STANDINGS_SPORT_KEYS.includes(sport)
      ? [...new Set(playing.map((s) => s.division))].map((key) => ({ key, group: playing.filter((s) => s.division === key) }))
      : [{ key: 'open', group: playing }];
    for (const { key, group } of groups) {
      const rounds = roundRobin(group).slice(0, MAX_WEEKS);
      const currentWeek = Math.min(PAST_WEEKS, rounds.length - 2);
      rounds.forEach((pairs, round) => {
        pairs.forEach(([home, away], i) => {
          const weekOffset = (round - currentWeek) * 7 + plan.dayOffset;
          const isToday = weekOffset === 0;
          const live = isToday && home.division === 'division-1';
          const times = todayTimes(today, plan.hour);
          // Kept inside the current season: in early August the weeks already played would fall in the last one.
          const time = Math.max(seasonStart, isToday ? (live ? times.live : times.upcoming) : dayAt(today, weekOffset, plan.hour).getTime());
          const status: GameDoc['status'] = live ? 'LIVE' : time < now && !isToday ? 'FINAL' : 'UPCOMING';
          const id = `game-${sport}-${key}-w${round + 1}-${i + 1}`;
          const game: GameDoc = {
            id,
            sport,
            homeSchoolId: home.doc.id,
            homeSchoolName: home.doc.name,
            awaySchoolId: away.doc.id,
            awayName: away.doc.name,
            time: new Date(time).toISOString(),
            location: plan.venue(home),
            status,
            ...demoMeta(createdAt, status === 'FINAL' ? Math.min(now, time + 3 * 60 * 60_000) : live ? now : createdAt),
          };
          if (status !== 'UPCOMING') game.score = demoScore(rng, sport, status === 'FINAL');
          // A live game is in its last period with a score.
          if (live) game.period = periodsFor(sport).filter((p) => game.score?.home?.[p.key] !== undefined).pop()?.key ?? periodsFor(sport)[0]?.key;
          if (live || (status === 'UPCOMING' && rng.chance(0.3))) game.url = `https://stream.example.org/liaa/${id}`;
          if (status === 'FINAL' && rng.chance(0.2)) {
            game.gameNotes = {
              general: rng.pick(NOTES.general),
              home: `${home.teamName}: ${rng.pick(NOTES.side)}`,
              away: `${away.teamName}: ${rng.pick(NOTES.side)}`,
              ...(rng.chance(0.5) ? { additional: rng.pick(NOTES.additional) } : {}),
            };
            if (rng.chance(0.5)) game.notes = `${getSport(sport)?.name ?? sport} recap filed by the home team.`;
          }
          games.push(game);
        });
      });
    }
  }
  return games;
}
