import { GRADES, ROSTER_SEASONS, positionsFor } from '../catalog/rosterRules';
import { getSport } from '../catalog/sports';
import type { RosterDoc, RosterPlayer } from '../schemas/rosters.schema';
import { rosterId } from '../schemas/rosters.schema';
import type { DemoContext } from './demoContext';
import { DAY_MS, demoMeta } from './demoContext';
import type { Rng } from './prng';
import type { DemoSchool } from './demoSchools';
import { zoned } from '../zone';

const BOYS = ['Avery', 'Mason', 'Elijah', 'Caleb', 'Jalen', 'Owen', 'Micah', 'Theo', 'Isaiah', 'Rowan', 'Dominic', 'Gavin',
  'Luca', 'Marcus', 'Nolan', 'Quinn', 'Silas', 'Tobias', 'Wesley', 'Xavier', 'Bennett', 'Desmond', 'Emmett', 'Felix'] as const;
const GIRLS = ['Amara', 'Brooke', 'Camila', 'Delaney', 'Eliza', 'Harper', 'Imani', 'Jada', 'Keira', 'Leah', 'Maya', 'Nora',
  'Paige', 'Riley', 'Sienna', 'Tessa', 'Vivian', 'Willa', 'Zoe', 'Adeline', 'Bianca', 'Greta', 'Hazel', 'Lena'] as const;
const LAST = ['Ashworth', 'Bellamy', 'Calloway', 'Dunmore', 'Ellery', 'Fairbanks', 'Galloway', 'Hartwell', 'Iverson',
  'Jessop', 'Kincaid', 'Lockhart', 'Merriweather', 'Northcott', 'Okafor', 'Pemberton', 'Quintero', 'Redfield', 'Sandoval',
  'Thackeray', 'Underhill', 'Vasquez', 'Whitlock', 'Yardley', 'Zeller', 'Abernathy', 'Brightwater', 'Castellano'] as const;

/** Girls' teams: the catalog names them Girls; tennis (once 'Women's Tennis'), volleyball and field hockey are girls' sports here. */
function girlsTeam(sportKey: string): boolean {
  const sport = getSport(sportKey);
  if (!sport) return false;
  return /Girls/.test(sport.name) || ['tennis', 'volleyball', 'field-hockey'].includes(sport.family);
}

export function demoPlayerName(rng: Rng, sportKey: string): string {
  return `${rng.pick(girlsTeam(sportKey) ? GIRLS : BOYS)} ${rng.pick(LAST)}`;
}

const SQUAD_SIZE: Record<string, number> = {
  football: 18, soccer: 14, 'field-hockey': 14, volleyball: 10, tennis: 7, 'cross-country': 8, golf: 6,
};

/** Positions in squad order where a plain cycle of the catalog list would be unrealistic. */
const DEPTH_CHART: Record<string, readonly string[]> = {
  football: ['QB', 'RB', 'WR', 'WR', 'TE', 'OL', 'OL', 'OL', 'OL', 'OL', 'K', 'P', 'QB', 'RB', 'WR', 'TE', 'OL', 'WR'],
  soccer: ['GK', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F', 'GK', 'D', 'M'],
  'field-hockey': ['GK', 'D', 'D', 'D', 'M', 'M', 'M', 'M', 'F', 'F', 'F', 'GK', 'D', 'M'],
  volleyball: ['S', 'OH', 'OH', 'MB', 'MB', 'RS', 'L', 'DS', 'S', 'OH'],
};

function demoPlayers(rng: Rng, sportKey: string): RosterPlayer[] {
  const rules = positionsFor(sportKey);
  const size = SQUAD_SIZE[getSport(sportKey)?.family ?? ''] ?? 12;
  const numbers = rng.shuffle(Array.from({ length: 99 }, (_, i) => String(i + 1))).slice(0, size);
  return numbers
    .map((number, i): RosterPlayer => {
      const player: RosterPlayer = { number, name: demoPlayerName(rng, sportKey), grade: rng.pick(GRADES) as RosterPlayer['grade'] };
      // Cycle through a depth chart so every roster has a full line-up (a goalkeeper, a setter, a quarterback).
      const chart = DEPTH_CHART[getSport(sportKey)?.family ?? ''] ?? rules.positions;
      if (chart.length > 0) player.position = chart[i % chart.length];
      if (rules.defensivePositions && rng.chance(0.5)) player.defensivePosition = rng.pick(rules.defensivePositions);
      return player;
    })
    .sort((a, b) => Number(a.number) - Number(b.number));
}

/** The roster season running on `today` (seasons start in August), kept within the catalog's seasons. */
export function currentRosterSeason(today: Date): string {
  const { year, month } = zoned(today);
  const start = month >= 7 ? year : year - 1;
  const season = `${start}-${start + 1}`;
  if (ROSTER_SEASONS.includes(season)) return season;
  return start < Number(ROSTER_SEASONS[0].slice(0, 4)) ? ROSTER_SEASONS[0] : ROSTER_SEASONS[ROSTER_SEASONS.length - 1];
}

const ROSTER_SPORTS = ['football', 'soccer-boys', 'soccer-girls', 'volleyball', 'tennis', 'golf-girls', 'cross-country-boys'];

/**
 * Rosters for the first eight schools: their sports among ROSTER_SPORTS for the
 * current season, and football for the season before where the catalog has one.
 */
export function createDemoRosters({ rng, today }: DemoContext, schools: readonly DemoSchool[]): RosterDoc[] {
  const season = currentRosterSeason(today);
  const previous = ROSTER_SEASONS[ROSTER_SEASONS.indexOf(season) - 1];
  const createdAt = today.getTime() - 60 * DAY_MS;
  const rosters: RosterDoc[] = [];
  const add = (school: DemoSchool, sport: string, rosterSeason: string) =>
    rosters.push({
      id: rosterId(school.doc.id, sport, rosterSeason),
      schoolId: school.doc.id,
      schoolName: school.doc.name,
      sport,
      season: rosterSeason,
      players: demoPlayers(rng, sport),
      ...demoMeta(createdAt),
    });
  for (const school of schools.slice(0, 8)) {
    for (const sport of ROSTER_SPORTS.filter((s) => school.doc.sports.includes(s))) add(school, sport, season);
    if (previous) add(school, 'football', previous);
  }
  return rosters;
}
