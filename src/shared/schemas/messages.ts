/**
 * User-facing texts (docs/product/screens.md §9, §12; docs/product/rules.md §2) that fans' screens, the login and the
 * server use. The wording is the contract. Texts only the admin screens show
 * live in adminMessages.ts, so they ship in the admin code, not every fan's.
 */
export const MSG = {
  loginMissing: 'Please enter both email and password.',
  loginFailed: 'Login failed. Please try again.',
  loginWrong: 'The email or password is wrong.',
  // Business rules (shared/rules.ts), which the public pages load too
  logoTooLarge: 'Logo file size must be less than 5MB.',
  teamsMustDiffer: 'Home and away teams must be different.',
  statsSeasonInvalid: 'Season must name a school year, like 2026-27.',
  noSchools: 'No schools available yet.',
  networkError: 'Network error. Please check your internet connection.',
  // School page (docs/product/screens.md §4, §12)
  schoolLoading: 'Loading school...',
  schoolNotFound: 'School not found.',
  schoolLoadFailed: 'Failed to load school.',
  noSportsYet: 'No sports added yet',
  selectSport: 'Select a Sport',
  gameNotesTitle: 'Game Notes & Box Score',
  noGameNotes: 'No game notes available for this game.',
  // Game page (/games/{id}), worded as the school page's
  gameLoading: 'Loading game...',
  gameNotFound: 'Game not found.',
  gameLoadFailed: 'Failed to load game.',
  summaryLoadFailed: 'Failed to load the scoring summary.',
  // Articles page (docs/product/screens.md §7, §12)
  noArticles: 'No articles available. Check back soon for updates!',
  // Schedule and sports pages (docs/product/screens.md §5, §6, §12)
  failedToLoadSchedules: 'Failed to load schedules.',
  noLiveGames: 'No live games right now',
  noGamesToday: 'No games scheduled for today.',
  noRankings: 'No rankings yet.',
  /** A school that is gone, named where no game carries its name (shared/schoolLabel.ts). */
  schoolNoLongerListed: 'A school no longer listed',
} as const;

/** 'Failed to {action}: {detail}' of docs/product/screens.md §12. */
export function failedTo(action: string, detail: string): string {
  return `Failed to ${action}: ${detail}`;
}

/** Empty schedule of a school page: 'No games scheduled for {sport}' (docs/product/screens.md §4). */
export function noGamesScheduledFor(sportName: string): string {
  return `No games scheduled for ${sportName}`;
}

/** Empty roster of a school page: 'No roster available for {sport}' (docs/product/screens.md §4). */
export function noRosterFor(sportName: string): string {
  return `No roster available for ${sportName}`;
}
