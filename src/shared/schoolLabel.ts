import { MSG } from './schemas/messages';

/** What a school label reads of games: the ids of their sides and the names they carry. */
export interface NamedSides {
  homeSchoolId?: string;
  homeSchoolName?: string;
  awaySchoolId?: string;
  awayName?: string;
}

/**
 * A school's name where only its id is known (a division member, a followed team): the school's own
 * name, else the name a game carries for it (a deleted school's games keep theirs), else a neutral
 * label. Never the raw id: fans must not read `school-stonebrook` (issue 38).
 */
export function schoolLabel(id: string, names: ReadonlyMap<string, string>, games: readonly NamedSides[]): string {
  const own = names.get(id);
  if (own) return own;
  for (const game of games) {
    if (game.homeSchoolId === id && game.homeSchoolName?.trim()) return game.homeSchoolName;
    if (game.awaySchoolId === id && game.awayName?.trim()) return game.awayName;
  }
  return MSG.schoolNoLongerListed;
}
