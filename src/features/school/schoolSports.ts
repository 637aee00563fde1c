import { normalizeSportKey, sportName } from '../../shared/catalog/sports';

export interface SportChoice {
  key: string;
  name: string;
}

/** A school's sports for the sidebar: canonical keys once each (two spellings are one sport), catalog names. */
export function sportChoices(keys: readonly string[]): SportChoice[] {
  const seen = new Set<string>();
  const choices: SportChoice[] = [];
  for (const raw of keys) {
    const key = normalizeSportKey(raw) ?? raw;
    if (!key || seen.has(key)) continue;
    seen.add(key);
    choices.push({ key, name: sportName(key) });
  }
  return choices;
}

/**
 * The sport named in the URL (`?sport=`), canonical, or null. Any known sport
 * counts, even one the school has not listed yet: its games may already exist.
 */
export function sportFromParam(param: string | null, choices: readonly SportChoice[]): string | null {
  if (!param) return null;
  const key = normalizeSportKey(param);
  if (key) return key;
  return choices.find((c) => c.key === param)?.key ?? null;
}
