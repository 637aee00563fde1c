import { sameSport } from '../../../shared/catalog/sports';
import type { DivisionsDoc } from '../../../shared/schemas/divisions.schema';
import { divisionsDocId, divisionsSchemaLiteral } from '../../../shared/schemas/divisions.schema';
import { currentSeason, seasonName, seasonStartYear, sortSeasons } from '../../../shared/standings/season';
import type { TiebreakRule } from '../../../shared/standings/tiebreakRules';
import { DEFAULT_TIEBREAKERS, TIEBREAK_RULES, isTiebreakRule } from '../../../shared/standings/tiebreakRules';
import { zoned } from '../../../shared/zone';

/** What the editor holds for one (sport, season): the document's content without its meta fields. */
export interface DivisionDraft {
  key: string;
  name: string;
  schoolIds: string[];
}

export interface SetupDraft {
  divisions: DivisionDraft[];
  tiebreakers: TiebreakRule[];
}

/** A school as the pickers of the admin tabs list it (admin/shared `schoolOptions$`). */
export interface SetupSchool {
  id: string;
  name: string;
  sports: readonly string[];
}

/** The schema's bound: the Add division button stops there instead of the save failing. */
export const MAX_DIVISIONS = divisionsSchemaLiteral.properties.divisions.maxItems;

type StoredSetup = Pick<DivisionsDoc, 'divisions' | 'tiebreakers'>;

export function newDraft(): SetupDraft {
  return { divisions: [], tiebreakers: [...DEFAULT_TIEBREAKERS] };
}

/** A stored set-up as an editable draft; a document without tiebreakers gets the defaults (what standings apply then). */
export function draftFromDoc(doc: StoredSetup | null | undefined): SetupDraft {
  if (!doc) return newDraft();
  const tiebreakers = doc.tiebreakers.filter(isTiebreakRule);
  return {
    divisions: doc.divisions.map((d) => ({ key: d.key, name: d.name, schoolIds: [...d.schoolIds] })),
    tiebreakers: tiebreakers.length > 0 ? tiebreakers : [...DEFAULT_TIEBREAKERS],
  };
}

export function sameDraft(a: SetupDraft, b: SetupDraft): boolean {
  return (
    a.tiebreakers.join('\n') === b.tiebreakers.join('\n') &&
    a.divisions.length === b.divisions.length &&
    a.divisions.every((d, i) => {
      const other = b.divisions[i];
      return d.key === other.key && d.name === other.name && d.schoolIds.join('\n') === other.schoolIds.join('\n');
    })
  );
}

/** 'Division N' with key 'division-N', N the first number from count + 1 whose key and name are both free. */
export function addDivision(draft: SetupDraft): SetupDraft {
  if (draft.divisions.length >= MAX_DIVISIONS) return draft;
  const keys = new Set(draft.divisions.map((d) => d.key));
  const names = new Set(draft.divisions.map((d) => d.name.trim().toLowerCase()));
  let n = draft.divisions.length + 1;
  while (keys.has(`division-${n}`) || names.has(`division ${n}`)) n += 1;
  return { ...draft, divisions: [...draft.divisions, { key: `division-${n}`, name: `Division ${n}`, schoolIds: [] }] };
}

function mapDivision(draft: SetupDraft, key: string, change: (d: DivisionDraft) => DivisionDraft): SetupDraft {
  return { ...draft, divisions: draft.divisions.map((d) => (d.key === key ? change(d) : d)) };
}

export function renameDivision(draft: SetupDraft, key: string, name: string): SetupDraft {
  return mapDivision(draft, key, (d) => ({ ...d, name }));
}

export function removeDivision(draft: SetupDraft, key: string): SetupDraft {
  return { ...draft, divisions: draft.divisions.filter((d) => d.key !== key) };
}

/** A school joins one division only: adding one already placed changes nothing. */
export function addSchool(draft: SetupDraft, key: string, schoolId: string): SetupDraft {
  if (!schoolId || draft.divisions.some((d) => d.schoolIds.includes(schoolId))) return draft;
  return mapDivision(draft, key, (d) => ({ ...d, schoolIds: [...d.schoolIds, schoolId] }));
}

export function removeSchool(draft: SetupDraft, key: string, schoolId: string): SetupDraft {
  return mapDivision(draft, key, (d) => ({ ...d, schoolIds: d.schoolIds.filter((id) => id !== schoolId) }));
}

/** Moves a tiebreaker one place up (-1) or down (+1); at either end nothing moves. */
export function moveTiebreaker(draft: SetupDraft, rule: TiebreakRule, by: -1 | 1): SetupDraft {
  const from = draft.tiebreakers.indexOf(rule);
  const to = from + by;
  if (from < 0 || to < 0 || to >= draft.tiebreakers.length) return draft;
  const tiebreakers = [...draft.tiebreakers];
  [tiebreakers[from], tiebreakers[to]] = [tiebreakers[to], tiebreakers[from]];
  return { ...draft, tiebreakers };
}

/**
 * The last tiebreaker stays: a stored empty list reads back as the defaults (draftFromDoc),
 * so saving one would show the admin something other than what they saved.
 */
export function canRemoveTiebreaker(draft: SetupDraft): boolean {
  return draft.tiebreakers.length > 1;
}

export function removeTiebreaker(draft: SetupDraft, rule: TiebreakRule): SetupDraft {
  if (!canRemoveTiebreaker(draft)) return draft;
  return { ...draft, tiebreakers: draft.tiebreakers.filter((r) => r !== rule) };
}

export function addTiebreaker(draft: SetupDraft, rule: string): SetupDraft {
  if (!isTiebreakRule(rule) || draft.tiebreakers.includes(rule)) return draft;
  return { ...draft, tiebreakers: [...draft.tiebreakers, rule] };
}

/** The rules not in the list yet, in the catalog's order: a rule is never offered twice. */
export function availableTiebreakers(draft: SetupDraft): TiebreakRule[] {
  return TIEBREAK_RULES.filter((rule) => !draft.tiebreakers.includes(rule));
}

export function playsSport(school: SetupSchool, sport: string): boolean {
  return school.sports.some((s) => sameSport(s, sport));
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Schools that play the sport and are in no division yet, by name. */
export function availableSchools(draft: SetupDraft, schools: readonly SetupSchool[], sport: string): SetupSchool[] {
  const placed = new Set(draft.divisions.flatMap((d) => d.schoolIds));
  return schools.filter((s) => playsSport(s, sport) && !placed.has(s.id)).sort((a, b) => byName.compare(a.name, b.name));
}

/**
 * Last season's divisions and tiebreakers as this season's draft. Schools that no longer
 * play the sport (or no longer exist) are left out, and counted so the admin is told.
 */
export function copyFromPrevious(previous: StoredSetup, schools: readonly SetupSchool[], sport: string): { draft: SetupDraft; leftOut: number } {
  const playing = new Set(schools.filter((s) => playsSport(s, sport)).map((s) => s.id));
  const copied = draftFromDoc(previous);
  let leftOut = 0;
  const divisions = copied.divisions.map((d) => {
    const kept = d.schoolIds.filter((id) => playing.has(id));
    leftOut += d.schoolIds.length - kept.length;
    return { ...d, schoolIds: kept };
  });
  return { draft: { ...copied, divisions }, leftOut };
}

/** '2027-28' after '2026-27'. */
export function nextSeason(season: string): string {
  return seasonName((seasonStartYear(season) ?? zoned(Date.now()).year) + 1);
}

/** The current season, the next one and every season already set up, newest first. */
export function seasonChoices(setUp: Iterable<string>, now = Date.now()): string[] {
  const current = currentSeason(now);
  return sortSeasons([current, nextSeason(current), ...setUp]);
}

/** The document a save writes: names trimmed, everything else as the admin left it. */
export function setupDoc(
  input: { sport: string; season: string; draft: SetupDraft },
  updatedBy: string,
  now: number,
  createdAt: number = now,
): DivisionsDoc {
  return {
    id: divisionsDocId(input.sport, input.season),
    sport: input.sport,
    season: input.season,
    divisions: input.draft.divisions.map((d) => ({ key: d.key, name: d.name.trim(), schoolIds: [...d.schoolIds] })),
    tiebreakers: [...input.draft.tiebreakers],
    createdAt,
    updatedAt: now,
    updatedBy,
  };
}

/** A member's name; an id whose school was deleted still shows, so it can be removed. */
export function schoolName(schools: readonly SetupSchool[], id: string): string {
  return schools.find((s) => s.id === id)?.name ?? `A deleted school (${id.slice(0, 8)})`;
}
