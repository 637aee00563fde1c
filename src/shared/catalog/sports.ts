/**
 * The sport catalog: the one place that knows sport keys, their spellings,
 * display names, score period columns, roster positions, stats fields,
 * divisions and default images. No component spells out a sport key.
 *
 * docs/product/rules.md §5: there are two spellings for the same sport (admin `soccer-boys`, public
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
  /** Other spellings (docs/product/rules.md §5) that mean this sport. */
  aliases: readonly string[];
  /**
   * The sport's one name, on every page ('Boys Soccer'). Issue 38: the schedule's own
   * "Men's Soccer" and "Women's Tennis" named the same teams twice, so they are gone.
   */
  name: string;
  family: SportFamily;
  /** True for the admin sport list of docs/product/rules.md §5. */
  admin: boolean;
}

export const SPORTS: readonly SportDef[] = [
  { key: 'football', aliases: [], name: 'Football', family: 'football', admin: true },
  { key: 'tennis', aliases: ['tennis-women', 'girls-tennis', 'tennis-girls'], name: 'Tennis', family: 'tennis', admin: true },
  { key: 'cross-country-boys', aliases: ['boys-cross-country'], name: 'Boys Cross Country', family: 'cross-country', admin: true },
  { key: 'cross-country-girls', aliases: ['girls-cross-country'], name: 'Girls Cross Country', family: 'cross-country', admin: true },
  { key: 'field-hockey', aliases: [], name: 'Field Hockey', family: 'field-hockey', admin: true },
  { key: 'golf-boys', aliases: ['boys-golf'], name: 'Boys Golf', family: 'golf', admin: true },
  { key: 'golf-girls', aliases: ['girls-golf'], name: 'Girls Golf', family: 'golf', admin: true },
  { key: 'soccer-boys', aliases: ['boys-soccer'], name: 'Boys Soccer', family: 'soccer', admin: true },
  { key: 'soccer-girls', aliases: ['girls-soccer'], name: 'Girls Soccer', family: 'soccer', admin: true },
  { key: 'volleyball', aliases: [], name: 'Volleyball', family: 'volleyball', admin: true },
  { key: 'basketball', aliases: [], name: 'Basketball', family: 'basketball', admin: false },
  { key: 'baseball', aliases: [], name: 'Baseball', family: 'baseball', admin: false },
  { key: 'softball', aliases: [], name: 'Softball', family: 'softball', admin: false },
  { key: 'track', aliases: [], name: 'Track', family: 'track', admin: false },
  { key: 'swimming', aliases: [], name: 'Swimming', family: 'swimming', admin: false },
  { key: 'wrestling', aliases: [], name: 'Wrestling', family: 'wrestling', admin: false },
  { key: 'lacrosse', aliases: [], name: 'Lacrosse', family: 'lacrosse', admin: false },
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
 * The spelling public pages use in their links (docs/product/rules.md §5: boys-soccer,
 * girls-cross-country, …): a sport's first alias, else its canonical key.
 */
export function publicSportKey(key: string | null | undefined): string | undefined {
  const sport = getSport(key);
  return sport ? (sport.aliases[0] ?? sport.key) : undefined;
}

/** The admin sport list of docs/product/rules.md §5, in its order. */
export const ADMIN_SPORTS: readonly SportDef[] = SPORTS.filter((s) => s.admin);

/** The standings sports of docs/product/screens.md §5, in its order: the demo association's divisions are seeded for these. */
export const DEMO_STANDINGS_SPORT_KEYS: readonly string[] = [
  'football', 'golf-boys', 'golf-girls', 'soccer-boys', 'soccer-girls',
  'cross-country-boys', 'cross-country-girls', 'volleyball',
];

/**
 * Sidebar of /sports and the Standings setup: every sport of the school year (issue 39), the spec's
 * eight first, then the fall's tennis and field hockey, then winter and spring.
 */
export const STANDINGS_SPORT_KEYS: readonly string[] = [
  ...DEMO_STANDINGS_SPORT_KEYS,
  'tennis', 'field-hockey', 'basketball', 'wrestling', 'swimming', 'baseball', 'softball', 'lacrosse', 'track',
];

/** The schedule's sport filter buttons (docs/product/screens.md §6), after 'all'. */
export const SCHEDULE_FILTER_KEYS: readonly string[] = [
  'football', 'golf-boys', 'golf-girls', 'soccer-boys', 'soccer-girls',
  'cross-country-boys', 'cross-country-girls', 'tennis',
];

/** Sport buttons of the stats form (docs/product/rules.md §5, §7), in the spec's order and spelling. */
export const STATS_SPORT_KEYS: readonly string[] = [
  'football', 'basketball', 'boys-soccer', 'girls-soccer', 'volleyball', 'golf-boys', 'golf-girls',
  'boys-cross-country', 'girls-cross-country', 'wrestling', 'swimming', 'baseball', 'softball',
  'tennis', 'track', 'field-hockey', 'lacrosse',
];
