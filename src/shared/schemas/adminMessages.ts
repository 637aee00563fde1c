import { MSG as PUBLIC_MSG } from './messages';

export { noGamesScheduledFor } from './messages';

/**
 * Every user-facing text of docs/product/screens.md §12 and the docs/product/rules.md forms as the admin screens read it: the
 * public ones (messages.ts) plus those only admins see, which stay out of the
 * fans' bundle (admin code is its own chunk). The wording is the contract.
 */
export const MSG = {
  ...PUBLIC_MSG,
  requiredFields: 'Please fill out all required fields.',
  schoolAdded: 'School added successfully!',
  schoolUpdated: 'School updated successfully!',
  schoolDeleted: 'School deleted successfully!',
  confirmDeleteSchool: 'Are you sure you want to delete this school?',
  /** Issue 38: archiving keeps a school's past results under its name, off the public lists and pickers. */
  archiveInstead: 'Archive instead',
  schoolArchived: 'School archived: it is off the public lists, and its past results keep its name.',
  schoolUnarchived: 'School unarchived: it is back on the public lists.',
  permissionDenied: 'Permission denied. Please check your authentication.',
  serviceUnavailable: 'Firebase service is currently unavailable. Please try again.',
  schoolNotFoundDeleted: 'School not found. It may have already been deleted.',
  // Admin content tabs: articles, rosters, stats, featured scores, rankings (docs/product/rules.md §3, §6-§8; docs/product/screens.md §12)
  articleRequired: 'Please fill in all required fields',
  articleAddError: 'Error adding article',
  articleDeleteError: 'Error deleting article',
  confirmDeleteArticle: 'Are you sure you want to delete this article?',
  confirmDeleteArchivedArticle: 'Are you sure you want to permanently delete this archived article?',
  rosterRequired: 'Please select a school, sport, and season.',
  rosterFailed: 'Failed to add roster.',
  playerDeleted: 'Player deleted successfully',
  statsAdded: 'LIAA Statistics added successfully!',
  statsUpdated: 'Statistics updated successfully!',
  statsDeleted: 'Statistics line deleted successfully!',
  statsLineGone: 'This statistics line no longer exists: it may have been deleted on another device.',
  confirmDeleteStats: "Are you sure you want to delete this player's statistics line?",
  statsFailed: 'Failed to add stats',
  noGamesToFeature: 'No games with scores available to feature.',
  noFeaturedScores: 'No featured scores selected yet.',
  rankingsUpdated: 'Rankings updated successfully!',
  // Admin games tabs: sport, schedule, live/upcoming games, scores (docs/product/rules.md §2, §4; docs/product/screens.md §12; issue 4)
  selectSchoolAndSport: 'Please select a school and a sport.',
  scheduleEntriesIncomplete: 'Please fill out all fields for each schedule entry.',
  scheduleAdded: 'Schedule added successfully!',
  scheduleDeleted: 'Schedule deleted successfully!',
  confirmDeleteGame: 'Are you sure you want to delete this game?',
  confirmCancelGame: 'Cancel this game? It stays on the schedule marked Cancelled, out of the standings, and its followers are told.',
  gamePostponed: 'Game postponed. Reschedule it once it has a new date.',
  gameRescheduled: 'Game rescheduled.',
  gameCancelled: 'Game cancelled.',
  gameReinstated: 'Game back on the schedule.',
  rescheduleTimeMissing: 'Please choose the new date and time.',
  gameFieldsRequired: 'Please fill out all fields.',
  opponentNotListed: "Pick the opponent from the association's schools, or tick 'Not an association school'.",
  homeOrAwayMissing: 'Please choose whether the school plays Home or Away.',
  sportLockedByResult: 'The sport can be changed only while the game has no result.',
  sidesLockedByResult: 'Home or away can be changed only while the game has no result: its score is kept by side.',
  gameUpdated: 'Game updated.',
  editGame: 'Edit Game',
  liveOnlyToday: "Only a game of today can be live now: choose Upcoming, or set today's date.",
  liveGameAdded: 'Live game added!',
  upcomingGameAdded: 'Upcoming game added!',
  scoresUpdated: 'Scores and notes updated successfully!',
  scoresSaveError: 'Error saving scores',
  noScore: 'No score',
  editGameScores: 'Edit Game Scores',
  sessionExpired: 'Your session has expired. Sign in again to sync your changes.',
  notYourSchoolsGame: 'A school scorekeeper adds only games where one of their schools plays.',
  /** A scorekeeper's Edit Schedule, Add Roster and Add Stats list only its schools (docs/product/rules.md §1). */
  onlyYourSchools: 'As a school scorekeeper you see and edit only your schools.',
  noSchoolsOfYours: 'None of your schools is on this device yet.',
  notYourGameReadOnly: 'Read only: this game does not list your school as a team. Ask an association admin to change it.',
  notYourSchoolsStats: 'A school scorekeeper adds stats only for their schools: pick one from the list.',
  /** A push whose session the server refused for another reason than expiry (a 401: signed out, disabled; docs/product/rules.md §1): the edits stay on the device. */
  pushRefused: (reason: string) => `The server refused this device's changes (${reason}). They stay on this device; sign in again to sync them.`,
  /**
   * A push the server refused for the account's role or schools (a 403: a school taken off the
   * account while the device was offline; docs/product/rules.md §1). A sign-in cannot change that:
   * the edits stay on the device and sync once an association admin allows them.
   */
  roleRefused: (reason?: string) =>
    `The server refused this device's changes: your account's role or schools do not allow them${reason ? ` (${reason})` : ''}. They stay on this device and sync once an association admin gives your account that school or role; signing in again does not change this.`,
  /** Another account's pending edits on this device (docs/product/rules.md §1): never pushed under the signed-in account's name. */
  othersPending: (count: number, author: string) =>
    `${count} ${count === 1 ? 'change on this device was' : 'changes on this device were'} made by ${author} and ${count === 1 ? 'waits' : 'wait'} for them to sign in again. They are not sent under your name.`,
} as const;

/** docs/product/screens.md §12 roster success: 'Roster added successfully for {school} {sport} {season} season!'. */
export function rosterSaved(mode: 'added' | 'updated', school: string, sport: string, season: string): string {
  return `Roster ${mode} successfully for ${school} ${sport} ${season} season!`;
}

/** docs/product/screens.md §12 stats failure: 'Error: {message or Failed to add stats}'. */
export function statsError(message?: string): string {
  return `Error: ${message || MSG.statsFailed}`;
}

/** Issue 14: a typed rank outside 1 to the team count is named, not ignored. */
export function rankOutOfRange(rank: string, team: string, count: number): string {
  return `Rank ${rank} for ${team} must be a whole number from 1 to ${count}.`;
}

/** docs/product/screens.md §12: 'Error saving rankings: {message}'. */
export function rankingsError(message: string): string {
  return `Error saving rankings: ${message}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Issue 38: what deleting a school takes with it, under 'Are you sure you want to delete this school?'. */
export function schoolDeleteFootprint(name: string, counts: { games: number; rosters: number; stats: number }): string[] {
  return [
    `${name} has ${plural(counts.games, 'game', 'games')}, ${plural(counts.rosters, 'roster', 'rosters')} and ${plural(counts.stats, 'stats line', 'stats lines')} on this device.`,
    "Deleting it removes its page: its games keep its name but link nowhere, its rosters and stats lines are no longer shown with a school, and followers' links and calendar subscriptions to it stop working.",
    'Archive it instead to take it off the public lists and pickers while its past results stay under its name; Unarchive brings it back.',
  ];
}
