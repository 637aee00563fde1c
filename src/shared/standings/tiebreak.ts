/**
 * Ordering a division: win % first, then the tiebreak cascade among the teams level on it.
 * Each rule is computed among the teams still tied (a mini-table for head-to-head); when a
 * rule splits a tie, every smaller tie left starts the cascade again from its first rule, as
 * the tied teams are now fewer (a team "dropped out"). Teams level on every rule are listed
 * by name, so the order is the same on every device. Worked examples: tiebreak.test.ts.
 */
import type { Record3 } from '../results';
import type { TeamTally } from './tally';
import { recordOf, winPct } from './tally';
import type { TiebreakRule } from './tiebreakRules';

/** A team's figure for one rule: `value` orders (higher is better); `shown` is what a fan reads. */
export interface Figure {
  value: number;
  shown: number;
  /** Head-to-head: the record among the tied teams. */
  record?: Record3;
}

/** Why a row level with a neighbour on win % is where it is. */
export interface TiebreakNote {
  rule: TiebreakRule | 'name';
  relation: 'ahead' | 'behind';
  /** The neighbour's name. */
  other: string;
  /** Every team tied at that step but this one (the neighbour included). */
  tiedWith: string[];
  own?: Figure;
  theirs?: Figure;
}

export interface TiebreakContext {
  tallies: ReadonlyMap<string, TeamTally>;
  lowerWins: boolean;
}

/** What the cascade reads of a team: figures of its division games, and its overall record. */
export interface TiebreakRow {
  schoolId: string;
  teamName: string;
  played: number;
  /** (wins + ties / 2) / games played; 0 before a game. */
  winPct: number;
  pointsFor: number;
  pointsAgainst: number;
  /** Points for minus against (against minus for where the lower score wins: golf, cross country). */
  diff: number;
  /** Every game of the sport and season. */
  overall: Record3;
  tiebreak?: TiebreakNote;
}

type Row = TiebreakRow;

interface Split {
  rule: TiebreakRule | 'name';
  group: readonly Row[];
  figures?: ReadonlyMap<string, Figure>;
}

// Made at the first tie, not when the module loads: a Collator costs ICU's data at its creation, and
// pages that only need `season.ts` (/schedule) load this chunk on their first visit.
let collator: Intl.Collator | undefined;
const byName = () => (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true }));
const nameOrder = (a: Row, b: Row) => byName().compare(a.teamName, b.teamName) || (a.schoolId < b.schoolId ? -1 : a.schoolId > b.schoolId ? 1 : 0);

/** A team's games against the other teams of `group`. */
function gamesAmong(row: Row, group: readonly Row[], ctx: TiebreakContext) {
  const ids = new Set(group.map((r) => r.schoolId));
  ids.delete(row.schoolId);
  return (ctx.tallies.get(row.schoolId)?.results ?? []).filter((r) => r.opponentId !== undefined && ids.has(r.opponentId));
}

/** Head-to-head rules apply only when every tied team has played every other one. */
function everyPairPlayed(group: readonly Row[], ctx: TiebreakContext): boolean {
  return group.every((row) => new Set(gamesAmong(row, group, ctx).map((r) => r.opponentId)).size === group.length - 1);
}

function figure(rule: TiebreakRule, row: Row, group: readonly Row[], ctx: TiebreakContext): Figure {
  const sign = ctx.lowerWins ? -1 : 1;
  switch (rule) {
    case 'headToHead': {
      const record = recordOf(gamesAmong(row, group, ctx));
      return { value: winPct(record), shown: winPct(record), record };
    }
    case 'headToHeadDiff': {
      let diff = 0;
      for (const r of gamesAmong(row, group, ctx)) diff += sign * (r.own - r.opp);
      return { value: diff, shown: diff };
    }
    case 'pointDiff':
      return { value: row.diff, shown: row.diff };
    case 'pointsAllowed':
      return { value: -sign * row.pointsAgainst, shown: row.pointsAgainst };
    case 'pointsFor':
      return { value: sign * row.pointsFor, shown: row.pointsFor };
    case 'overallPct':
      return { value: winPct(row.overall), shown: winPct(row.overall) };
  }
}

/**
 * The division's rows in standings order, each row level on win % with a neighbour
 * carrying its `tiebreak` note. `rows` are unranked lines; `rules` the cascade after win %.
 */
export function breakTies<R extends Row>(rows: readonly R[], rules: readonly TiebreakRule[], ctx: TiebreakContext): R[] {
  const splits = new Map<string, Split>();
  const between = (a: R, b: R) => `${a.schoolId}\u0000${b.schoolId}`;

  function order(group: readonly R[]): R[] {
    if (group.length < 2) return [...group];
    for (const rule of rules) {
      if ((rule === 'headToHead' || rule === 'headToHeadDiff') && !everyPairPlayed(group, ctx)) continue;
      const figures = new Map(group.map((row) => [row.schoolId, figure(rule, row, group, ctx)]));
      const values = [...new Set([...figures.values()].map((f) => f.value))].sort((a, b) => b - a);
      if (values.length < 2) continue;
      const out: R[] = [];
      for (const value of values) {
        // A smaller tie starts the cascade again: its head-to-head is among fewer teams.
        const ordered = order(group.filter((row) => figures.get(row.schoolId)?.value === value));
        if (out.length > 0) splits.set(between(out[out.length - 1], ordered[0]), { rule, group, figures });
        out.push(...ordered);
      }
      return out;
    }
    const sorted = [...group].sort(nameOrder);
    for (let i = 1; i < sorted.length; i++) splits.set(between(sorted[i - 1], sorted[i]), { rule: 'name', group });
    return sorted;
  }

  const byPct = [...rows].sort((a, b) => b.winPct - a.winPct);
  const ordered: R[] = [];
  for (let i = 0; i < byPct.length; ) {
    let j = i + 1;
    while (j < byPct.length && byPct[j].winPct === byPct[i].winPct) j++;
    ordered.push(...order(byPct.slice(i, j)));
    i = j;
  }

  const note = (row: R, other: R, relation: TiebreakNote['relation'], split: Split): TiebreakNote => ({
    rule: split.rule,
    relation,
    other: other.teamName,
    tiedWith: split.group.filter((r) => r !== row).map((r) => r.teamName),
    own: split.figures?.get(row.schoolId),
    theirs: split.figures?.get(other.schoolId),
  });
  return ordered.map((row, i) => {
    // A team yet to play is level with every other one on nothing worth saying.
    if (row.played === 0) return row;
    const next = ordered[i + 1];
    const previous = ordered[i - 1];
    const ahead = next && next.winPct === row.winPct ? splits.get(between(row, next)) : undefined;
    if (ahead) return { ...row, tiebreak: note(row, next, 'ahead', ahead) };
    const behind = previous && previous.winPct === row.winPct ? splits.get(between(previous, row)) : undefined;
    return behind ? { ...row, tiebreak: note(row, previous, 'behind', behind) } : row;
  });
}
