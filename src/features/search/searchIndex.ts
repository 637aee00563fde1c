/**
 * Search (issue 17): what a fan can find from the header, matched on the device (offline too).
 * Pure: the dialog builds the entries from the local database and filters them as the fan types.
 */
export type SearchKind = 'school' | 'team' | 'article';

export interface SearchEntry {
  kind: SearchKind;
  id: string;
  /** What the result says: 'Ridge High', 'Ridge High Football', an article's title. */
  label: string;
  /** A second line: the school's location, the article's category. */
  detail: string;
  href: string;
  /** The words matched, folded (foldText). */
  text: string;
}

/** Lower case, without accents: 'Saint-Étienne' finds 'saint etienne'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const RESULTS_PER_KIND = 6;

export interface SearchResults {
  /** The matches shown, best first. */
  shown: SearchEntry[];
  /** How many matches of each kind are left out by the cap (issue 38: the page says so and shows them on request). */
  more: Record<SearchKind, number>;
}

/**
 * The entries matching every word of `query` (a word matches at the start of a word of the entry),
 * best first: a label that starts with the query, then by label; at most RESULTS_PER_KIND of each
 * kind, except the kinds in `expanded`, which show every match.
 */
export function searchEntries(entries: readonly SearchEntry[], query: string, expanded: ReadonlySet<SearchKind> = new Set()): SearchResults {
  const more: Record<SearchKind, number> = { school: 0, team: 0, article: 0 };
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return { shown: [], more };
  const found = entries.filter((entry) => {
    const padded = ` ${entry.text}`;
    return words.every((word) => padded.includes(` ${word}`));
  });
  const folded = words.join(' ');
  const starts = (entry: SearchEntry) => (foldText(entry.label).startsWith(folded) ? 0 : 1);
  found.sort((a, b) => starts(a) - starts(b) || a.label.localeCompare(b.label));
  const counts = new Map<SearchKind, number>();
  const shown = found.filter((entry) => {
    const count = counts.get(entry.kind) ?? 0;
    counts.set(entry.kind, count + 1);
    if (count < RESULTS_PER_KIND || expanded.has(entry.kind)) return true;
    more[entry.kind] += 1;
    return false;
  });
  return { shown, more };
}
