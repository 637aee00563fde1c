import { MSG } from '../../../shared/schemas/adminMessages';
import type { SchoolOption } from './queries';
import { schoolNamed } from './schoolMatch';

/** Where the school entering the game plays. Always chosen (docs/product/rules.md §2): '' until it is. */
export type Venue = 'home' | 'away';

/** A game's two sides as stored: ids where the side is a member school. */
export interface Sides {
  homeSchoolId?: string;
  homeSchoolName: string;
  awaySchoolId?: string;
  awayName: string;
}

export type SidesCheck = { ok: true; sides: Sides; opponentId?: string } | { ok: false; message: string };

/**
 * The sides of a game `school` plays against the opponent typed, at home or away: the one rule of
 * Add Game, Add Schedule and Edit Game. The opponent is a member school picked by its name (case
 * and spaces ignored), or is explicitly marked as none: a typo never becomes a team nobody follows.
 * Blank fields are the caller's to refuse (each form words its own 'fill out all fields').
 */
export function gameSides(
  schools: readonly SchoolOption[],
  school: { id: string; name: string },
  venue: Venue | '',
  opponent: string,
  nonMember: boolean,
): SidesCheck {
  const typed = opponent.trim();
  const member = schoolNamed(schools, typed);
  if (typed.toLowerCase() === school.name.trim().toLowerCase() || member?.id === school.id) return { ok: false, message: MSG.teamsMustDiffer };
  if (!member && !nonMember) return { ok: false, message: MSG.opponentNotListed };
  if (venue !== 'home' && venue !== 'away') return { ok: false, message: MSG.homeOrAwayMissing };
  const ours = { id: school.id, name: school.name };
  const theirs = member ? { id: member.id, name: member.name } : { id: undefined, name: typed };
  const [home, away] = venue === 'home' ? [ours, theirs] : [theirs, ours];
  return {
    ok: true,
    sides: {
      ...(home.id ? { homeSchoolId: home.id } : {}),
      homeSchoolName: home.name,
      ...(away.id ? { awaySchoolId: away.id } : {}),
      awayName: away.name,
    },
    ...(member ? { opponentId: member.id } : {}),
  };
}
