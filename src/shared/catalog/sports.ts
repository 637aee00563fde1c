/**
 * The sport catalog: the one place that knows sport keys, their spellings,
 * display names, score period columns, roster positions, stats fields,
 * divisions and default images. No component spells out a sport key.
 *
 * SPEC §3 uses two spellings for the same sport (admin `soccer-boys`, public
 * `boys-soccer`, …). We store the admin spelling (the canonical key) and map
 * every other spelling onto it with `normalizeSportKey`, so no game disappears
 * from a screen because of a spelling.
 */

export type SportFamily =
  | 'football'
  | 'soccer'
  | 'field-hockey'
  | 'volleyball'
  | 'tennis'
  | 'cross-country'
  | 'golf'
  | 'basketball'
  | 'baseball'
  | 'softball'
  | 'track'
  | 'swimming'
  | 'wrestling'
  | 'lacrosse';

export interface SportDef {
  /** Canonical key, stored in documents. */
  key: string;
  /** Other spellings of SPEC §3 that mean this sport. */
  aliases: readonly string[];
  /** Name on school pages, admin and standings: 'Boys Soccer'. */
  name: string;
  /** Name on the schedule page (SPEC §2): "Men's Soccer". */
  scheduleName: string;
  family: SportFamily;
  /** True for the admin sport list of SPEC §3. */
  admin: boolean;
}

export const SPORTS: readonly SportDef[] = [
  { key: 'football', aliases: [], name: 'Football', scheduleName: 'Football', family: 'football', admin: true },
  { key: 'tennis', aliases: ['tennis-women', 'girls-tennis', 'tennis-girls'], name: 'Tennis', scheduleName: "Women's Tennis", family: 'tennis', admin: true },
  { key: 'cross-country-boys', aliases: ['boys-cross-country'], name: 'Boys Cross Country', scheduleName: "Men's Cross Country", family: 'cross-country', admin: true },
  { key: 'cross-country-girls', aliases: ['girls-cross-country'], name: 'Girls Cross Country', scheduleName: "Women's Cross Country", family: 'cross-country', admin: true },
  { key: 'field-hockey', aliases: [], name: 'Field Hockey', scheduleName: 'Field Hockey', family: 'field-hockey', admin: true },
  { key: 'golf-boys', aliases: ['boys-golf'], name: 'Boys Golf', scheduleName: "Men's Golf", family: 'golf', admin: true },
  { key: 'golf-girls', aliases: ['girls-golf'], name: 'Girls Golf', scheduleName: "Women's Golf", family: 'golf', admin: true },
  { key: 'soccer-boys', aliases: ['boys-soccer'], name: 'Boys Soccer', scheduleName: "Men's Soccer", family: 'soccer', admin: true },
  { key: 'soccer-girls', aliases: ['girls-soccer'], name: 'Girls Soccer', scheduleName: "Women's Soccer", family: 'soccer', admin: true },
  { key: 'volleyball', aliases: [], name: 'Volleyball', scheduleName: 'Volleyball', family: 'volleyball', admin: true },
  { key: 'basketball', aliases: [], name: 'Basketball', scheduleName: 'Basketball', family: 'basketball', admin: false },
  { key: 'baseball', aliases: [], name: 'Baseball', scheduleName: 'Baseball', family: 'baseball', admin: false },
  { key: 'softball', aliases: [], name: 'Softball', scheduleName: 'Softball', family: 'softball', admin: false },
  { key: 'track', aliases: [], name: 'Track', scheduleName: 'Track', family: 'track', admin: false },
  { key: 'swimming', aliases: [], name: 'Swimming', scheduleName: 'Swimming', family: 'swimming', admin: false },
  { key: 'wrestling', aliases: [], name: 'Wrestling', scheduleName: 'Wrestling', family: 'wrestling', admin: false },
  { key: 'lacrosse', aliases: [], name: 'Lacrosse', scheduleName: 'Lacrosse', family: 'lacrosse', admin: false },
];

const byKey = new Map<string, SportDef>();
for (const sport of SPORTS) {
  byKey.set(sport.key, sport);
  for (const alias of sport.aliases) byKey.set(alias, sport);
}

/** Every spelling we accept, canonical keys first. */
export const ALL_SPORT_SPELLINGS: readonly string[] = [...byKey.keys()];
export const CANONICAL_SPORT_KEYS: readonly string[] = SPORTS.map((s) => s.key);

/** The canonical key for any spelling, or undefined for an unknown sport. */
export function normalizeSportKey(key: string | null | undefined): string | undefined {
  if (!key) return undefined;
  return byKey.get(key.trim().toLowerCase())?.key;
}

export function getSport(key: string | null | undefined): SportDef | undefined {
  const canonical = normalizeSportKey(key);
  return canonical ? byKey.get(canonical) : undefined;
}

/** True when two spellings name the same sport. */
export function sameSport(a: string | null | undefined, b: string | null | undefined): boolean {
  const ka = normalizeSportKey(a);
  return ka !== undefined && ka === normalizeSportKey(b);
}

export function sportName(key: string | null | undefined): string {
  return getSport(key)?.name ?? (key ?? '');
}

/**
 * The spelling public pages use in their links (SPEC §3: boys-soccer,
 * girls-cross-country, …): a sport's first alias, else its canonical key.
 */
export function publicSportKey(key: string | null | undefined): string | undefined {
  const sport = getSport(key);
  return sport ? (sport.aliases[0] ?? sport.key) : undefined;
}

/** The admin sport list of SPEC §3, in its order. */
export const ADMIN_SPORTS: readonly SportDef[] = SPORTS.filter((s) => s.admin);

/** Sidebar of /sports (SPEC §2), in the spec's order. */
export const STANDINGS_SPORT_KEYS: readonly string[] = [
  'football', 'golf-boys', 'golf-girls', 'soccer-boys', 'soccer-girls',
  'cross-country-boys', 'cross-country-girls', 'volleyball',
];

/** Today's Games filter buttons (SPEC §2), after 'all'. */
export const SCHEDULE_FILTER_KEYS: readonly string[] = [
  'football', 'golf-boys', 'golf-girls', 'soccer-boys', 'soccer-girls',
  'cross-country-boys', 'cross-country-girls', 'tennis',
];

/** Sport buttons of the stats form (SPEC §5), in the spec's order and spelling. */
export const STATS_SPORT_KEYS: readonly string[] = [
  'football', 'basketball', 'boys-soccer', 'girls-soccer', 'volleyball', 'golf-boys', 'golf-girls',
  'boys-cross-country', 'girls-cross-country', 'wrestling', 'swimming', 'baseball', 'softball',
  'tennis', 'track', 'field-hockey', 'lacrosse',
];

// ---------------------------------------------------------------- periods

/** A score period column: `key` is stored in the score, `label` is shown. */
export interface PeriodDef {
  key: string;
  label: string;
  /** 'time' periods hold text like 16:45 (cross country); the rest are numbers ≥ 0. */
  kind: 'number' | 'time';
}

const num = (key: string, label = key): PeriodDef => ({ key, label, kind: 'number' });

const PERIODS: Record<SportFamily | 'default', readonly PeriodDef[]> = {
  football: [num('1'), num('2'), num('3'), num('4'), num('OT')],
  soccer: [num('1'), num('2'), num('OT1'), num('OT2'), num('SO')],
  'field-hockey': [num('1'), num('2'), num('OT1'), num('OT2'), num('SO')],
  volleyball: [num('1'), num('2'), num('3'), num('4'), num('5')],
  tennis: [num('1'), num('2'), num('3'), num('4'), num('5')],
  'cross-country': [{ key: 'Time', label: 'Time', kind: 'time' }],
  golf: Array.from({ length: 9 }, (_, i) => num(`H${i + 1}`, `Hole ${i + 1}`)),
  basketball: [num('1'), num('2')],
  baseball: [num('1'), num('2')],
  softball: [num('1'), num('2')],
  track: [num('1'), num('2')],
  swimming: [num('1'), num('2')],
  wrestling: [num('1'), num('2')],
  lacrosse: [num('1'), num('2')],
  default: [num('1'), num('2')],
};

/** Score period columns for a sport (SPEC §5). Unknown sports get 1, 2. */
export function periodsFor(sportKey: string | null | undefined): readonly PeriodDef[] {
  const sport = getSport(sportKey);
  return PERIODS[sport?.family ?? 'default'];
}

/** Every period key any sport may store, for schema and validation. */
export const ALL_PERIOD_KEYS: readonly string[] = [
  ...new Set(Object.values(PERIODS).flatMap((periods) => periods.map((p) => p.key))),
];

/**
 * Sports scored in strokes or placings (golf, cross country team points): the
 * lower final score wins, so a W/L from their scores must compare the other way.
 */
const LOWER_WINS_FAMILIES: readonly SportFamily[] = ['golf', 'cross-country'];

export function lowerScoreWins(sportKey: string | null | undefined): boolean {
  const sport = getSport(sportKey);
  return sport !== undefined && LOWER_WINS_FAMILIES.includes(sport.family);
}

/** Overtime keys: shown on school pages only when both sides have a value. */
export const OVERTIME_PERIOD_KEYS: readonly string[] = ['OT', 'OT1', 'OT2', 'SO'];

// ---------------------------------------------------------------- rosters

export interface PositionRules {
  /** Offense (or the only) position list. */
  positions: readonly string[];
  /** Defense list for dual-position sports (football). */
  defensivePositions?: readonly string[];
  /** Whether a player row needs a position to be saved. */
  required: boolean;
}

const NO_POSITIONS: PositionRules = { positions: [], required: false };

const POSITIONS: Partial<Record<SportFamily, PositionRules>> = {
  football: {
    positions: ['QB', 'RB', 'WR', 'TE', 'OL', 'K', 'P'],
    defensivePositions: ['DL', 'LB', 'CB', 'S', 'DB'],
    required: true,
  },
  soccer: { positions: ['GK', 'D', 'M', 'F'], required: true },
  'field-hockey': { positions: ['GK', 'D', 'M', 'F'], required: true },
  volleyball: { positions: ['S', 'OH', 'MB', 'RS', 'L', 'DS'], required: true },
  tennis: {
    positions: ['1 Singles', '2 Singles', '3 Singles', '1 Doubles', '2 Doubles', '3 Doubles'],
    required: true,
  },
  'cross-country': { positions: ['Runner'], required: false },
  golf: { positions: ['Player'], required: false },
};

export function positionsFor(sportKey: string | null | undefined): PositionRules {
  const sport = getSport(sportKey);
  return (sport && POSITIONS[sport.family]) || NO_POSITIONS;
}

/** Grades of SPEC §5, the shared list the roster form takes. */
export const GRADES: readonly string[] = ['9', '10', '11', '12'];

/** Roster seasons of SPEC §5/§9. */
export const ROSTER_SEASONS: readonly string[] = ['2024-2025', '2025-2026', '2026-2027'];

/** Default season for team stats (SPEC §9). */
export const DEFAULT_TEAM_STATS_SEASON = '2024-25';

// ---------------------------------------------------------------- player stats

export type StatKind = 'integer' | 'decimal' | 'mmss' | 'mmssms';
export interface StatField {
  name: string;
  label: string;
  kind: StatKind;
}

const field = (name: string, label: string, kind?: StatKind): StatField => ({
  name,
  label,
  // SPEC §5: decimals for names containing Average or ERA, integers otherwise.
  // 'averageScore' starts in lower case and SPEC §3 calls it decimal: match either case.
  kind: kind ?? (/[Aa]verage|ERA/.test(name) ? 'decimal' : 'integer'),
});

const STAT_FIELDS: Partial<Record<SportFamily, readonly StatField[]>> = {
  football: [
    field('passingYards', 'Passing Yards'), field('passingTouchdowns', 'Passing TDs'),
    field('rushingYards', 'Rushing Yards'), field('rushingTouchdowns', 'Rushing TDs'),
    field('receivingYards', 'Receiving Yards'), field('receivingTouchdowns', 'Receiving TDs'),
    field('tackles', 'Tackles'), field('interceptions', 'Interceptions'), field('sacks', 'Sacks'),
  ],
  basketball: [
    field('points', 'Points'), field('rebounds', 'Rebounds'), field('assists', 'Assists'),
    field('steals', 'Steals'), field('blocks', 'Blocks'),
  ],
  soccer: [
    field('goals', 'Goals'), field('assistsSoccer', 'Assists'), field('saves', 'Saves'), field('shutouts', 'Shutouts'),
  ],
  volleyball: [
    field('kills', 'Kills'), field('assistsVolleyball', 'Assists'), field('blocksVolleyball', 'Blocks'),
    field('digs', 'Digs'), field('aces', 'Aces'),
  ],
  golf: [
    field('averageScore', 'Average Score'), field('tournamentWins', 'Tournament Wins'),
    field('roundsPlayed', 'Rounds Played'), field('lowestRound', 'Lowest Round'),
  ],
  'cross-country': [
    field('fastestTime', 'Fastest Time (MM:SS)', 'mmss'), field('averageTime', 'Average Time (MM:SS)', 'mmss'),
    field('raceWins', 'Race Wins'), field('racesRun', 'Races Run'),
  ],
  wrestling: [
    field('wrestlingWins', 'Wins'), field('wrestlingLosses', 'Losses'), field('pins', 'Pins'),
    field('technicalFalls', 'Technical Falls'), field('majorDecisions', 'Major Decisions'),
  ],
  swimming: [
    field('bestTime', 'Best Time (MM:SS.ms)', 'mmssms'), field('eventWins', 'Event Wins'),
    field('eventsSwum', 'Events Swum'), field('personalRecords', 'Personal Records'),
  ],
};

const OTHER_STAT_FIELDS: readonly StatField[] = [
  field('gamesPlayed', 'Games Played'), field('minutesPlayed', 'Minutes Played'),
];

export function statFieldsFor(sportKey: string | null | undefined): readonly StatField[] {
  const sport = getSport(sportKey);
  return (sport && STAT_FIELDS[sport.family]) || OTHER_STAT_FIELDS;
}

/** Every sport-specific stats field, for the schema. */
export const ALL_STAT_FIELDS: readonly StatField[] = [
  ...Object.values(STAT_FIELDS).flat(),
  ...OTHER_STAT_FIELDS,
];

const BIG_DIVISION_FAMILIES: readonly SportFamily[] = ['football', 'basketball', 'baseball', 'softball'];

/** Divisions offered by the stats form (SPEC §5). */
export function statDivisionsFor(sportKey: string | null | undefined): readonly string[] {
  const sport = getSport(sportKey);
  return sport && BIG_DIVISION_FAMILIES.includes(sport.family)
    ? ['6A', '5A', '4A', '3A', '2A', '1A']
    : ['3A', '2A', '1A'];
}

/** Season default of the stats form: the current year and the next ('2025-2026'). */
export function currentStatsSeason(today: Date = new Date()): string {
  const year = today.getFullYear();
  return `${year}-${year + 1}`;
}

// ---------------------------------------------------------------- images

const DEFAULT_IMAGES: Partial<Record<SportFamily, string>> = {
  football: '/sports/football.svg',
  tennis: '/sports/tennis.svg',
  'cross-country': '/sports/running.svg',
  track: '/sports/running.svg',
  'field-hockey': '/sports/field-hockey.svg',
  golf: '/sports/golf.svg',
  soccer: '/sports/soccer.svg',
  volleyball: '/sports/volleyball.svg',
};

/** Default team image for a sport, used when an opponent has no school logo. */
export function defaultImageFor(sportKey: string | null | undefined): string {
  const sport = getSport(sportKey);
  return (sport && DEFAULT_IMAGES[sport.family]) || '/sports/generic.svg';
}

// ---------------------------------------------------------------- standings

/** Divisions of the standings (SPEC §9). */
export const STANDINGS_DIVISIONS: readonly { key: string; name: string; teams: number }[] = [
  { key: 'division-1', name: 'Division 1', teams: 7 },
  { key: 'division-2', name: 'Division 2', teams: 6 },
  { key: 'division-3', name: 'Division 3', teams: 6 },
];
