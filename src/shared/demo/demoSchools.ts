import { STANDINGS_DIVISIONS } from '../catalog/standings';
import { DEMO_STANDINGS_SPORT_KEYS } from '../catalog/sports';
import type { SchoolDoc } from '../schemas/schools.schema';
import type { DemoContext } from './demoContext';
import { DAY_MS, demoMeta, svgDataUrl } from './demoContext';

/** A fictional member school: every name and town here is invented. */
interface SchoolSeed {
  name: string;
  /** Short name used for teams and venues: 'Harborview'. */
  short: string;
  town: string;
  mascot: string;
  initials: string;
  colors: readonly [string, string];
}

const SCHOOL_SEEDS: readonly SchoolSeed[] = [
  { name: 'Harborview High School', short: 'Harborview', town: 'Harborview', mascot: 'Mariners', initials: 'HV', colors: ['#1d4ed8', '#f59e0b'] },
  { name: 'Maple Ridge Academy', short: 'Maple Ridge', town: 'Maple Ridge', mascot: 'Lumberjacks', initials: 'MR', colors: ['#b91c1c', '#fde68a'] },
  { name: 'Stonebrook High School', short: 'Stonebrook', town: 'Stonebrook', mascot: 'Falcons', initials: 'SB', colors: ['#374151', '#f97316'] },
  { name: 'Fernhollow High School', short: 'Fernhollow', town: 'Fernhollow', mascot: 'Foxes', initials: 'FH', colors: ['#15803d', '#fef3c7'] },
  { name: 'Kestrel Bay High School', short: 'Kestrel Bay', town: 'Kestrel Bay', mascot: 'Kestrels', initials: 'KB', colors: ['#0e7490', '#e0f2fe'] },
  { name: 'Ashford Glen Academy', short: 'Ashford Glen', town: 'Ashford Glen', mascot: 'Stags', initials: 'AG', colors: ['#7c2d12', '#fcd34d'] },
  { name: 'Pinecrest Valley High School', short: 'Pinecrest Valley', town: 'Pinecrest Valley', mascot: 'Pioneers', initials: 'PV', colors: ['#166534', '#d1d5db'] },
  { name: 'Silverbrook High School', short: 'Silverbrook', town: 'Silverbrook', mascot: 'Otters', initials: 'SV', colors: ['#475569', '#38bdf8'] },
  { name: 'Granite Point High School', short: 'Granite Point', town: 'Granite Point', mascot: 'Rams', initials: 'GP', colors: ['#57534e', '#dc2626'] },
  { name: 'Willowmere High School', short: 'Willowmere', town: 'Willowmere', mascot: 'Wildcats', initials: 'WM', colors: ['#6d28d9', '#fde047'] },
  { name: 'Oakhaven Preparatory School', short: 'Oakhaven', town: 'Oakhaven', mascot: 'Owls', initials: 'OP', colors: ['#14532d', '#facc15'] },
  { name: 'Bramblewood High School', short: 'Bramblewood', town: 'Bramblewood', mascot: 'Badgers', initials: 'BW', colors: ['#9f1239', '#e5e7eb'] },
  { name: 'Copper Hill High School', short: 'Copper Hill', town: 'Copper Hill', mascot: 'Miners', initials: 'CH', colors: ['#c2410c', '#1f2937'] },
  { name: 'Lakeshore Heights High School', short: 'Lakeshore Heights', town: 'Lakeshore Heights', mascot: 'Lakers', initials: 'LH', colors: ['#1e40af', '#93c5fd'] },
  { name: 'Ravenscroft High School', short: 'Ravenscroft', town: 'Ravenscroft', mascot: 'Ravens', initials: 'RC', colors: ['#111827', '#a855f7'] },
  { name: 'Thornbury High School', short: 'Thornbury', town: 'Thornbury', mascot: 'Thunder', initials: 'TB', colors: ['#0f766e', '#fbbf24'] },
  { name: 'Elmstead Academy', short: 'Elmstead', town: 'Elmstead', mascot: 'Eagles', initials: 'EA', colors: ['#1e3a8a', '#ef4444'] },
  { name: 'Cobalt Springs High School', short: 'Cobalt Springs', town: 'Cobalt Springs', mascot: 'Cougars', initials: 'CS', colors: ['#1d4ed8', '#e2e8f0'] },
  { name: 'Briar Glen High School', short: 'Briar Glen', town: 'Briar Glen', mascot: 'Bears', initials: 'BG', colors: ['#854d0e', '#166534'] },
];

/** A demo school with what the other generators need beyond its document. */
export interface DemoSchool {
  doc: SchoolDoc;
  /** Standings division key (catalog STANDINGS_DIVISIONS). */
  division: string;
  short: string;
  town: string;
  /** 'Harborview Mariners'. */
  teamName: string;
}

/** A coloured shield with the school's initials, well under 2 KB. */
export function schoolLogoSvg(initials: string, [main, accent]: readonly [string, string]): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<path d="M32 3 58 12v18c0 16-11 26-26 31C17 56 6 46 6 30V12z" fill="${main}" stroke="${accent}" stroke-width="4"/>` +
    `<path d="M10 22h44v6H10z" fill="${accent}" opacity=".85"/>` +
    '<text x="32" y="48" font-family="Arial,Helvetica,sans-serif" font-size="17" font-weight="700" ' +
    `fill="#fff" text-anchor="middle">${initials}</text></svg>`
  );
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Extra sports beyond the standings sports, offered by some schools only. */
const EXTRA_SPORTS: readonly (readonly [string, number])[] = [['tennis', 0.55], ['field-hockey', 0.45]];

/**
 * The 19 schools, split into the standings divisions of docs/product/rules.md §9 (7/6/6) in an
 * order the seed shuffles. Every school plays every standings sport, so each
 * division's standings are complete; tennis and field hockey vary.
 */
export function createDemoSchools({ rng, today }: DemoContext): DemoSchool[] {
  const createdAt = today.getTime() - 120 * DAY_MS;
  const order = rng.shuffle(SCHOOL_SEEDS);
  const result: DemoSchool[] = [];
  let index = 0;
  for (const division of STANDINGS_DIVISIONS) {
    for (let i = 0; i < division.teams; i++, index++) {
      const seed = order[index];
      const extras = EXTRA_SPORTS.filter(([, p]) => rng.chance(p)).map(([key]) => key);
      result.push({
        division: division.key,
        short: seed.short,
        town: seed.town,
        teamName: `${seed.short} ${seed.mascot}`,
        doc: {
          id: `school-${slug(seed.short)}`,
          name: seed.name,
          location: seed.town,
          logoUrl: svgDataUrl(schoolLogoSvg(seed.initials, seed.colors)),
          sports: [...DEMO_STANDINGS_SPORT_KEYS, ...extras],
          ...demoMeta(createdAt + index * 60_000),
        },
      });
    }
  }
  return result;
}
