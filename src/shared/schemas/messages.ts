/**
 * User-facing texts of SPEC §5 and §8 that fans' screens, the login and the
 * server use. The wording is the contract. Texts only the admin screens show
 * live in adminMessages.ts, so they ship in the admin code, not every fan's.
 */
export const MSG = {
  loginMissing: 'Please enter both username and password.',
  loginFailed: 'Login failed. Please try again.',
  loginTracked:
    'Invalid username or password. This device and its location have been recorded for security purposes.',
  // Business rules (shared/rules.ts), which the public pages load too
  logoTooLarge: 'Logo file size must be less than 5MB.',
  teamsMustDiffer: 'Home and away teams must be different.',
  noSchools: 'No schools available yet.',
  networkError: 'Network error. Please check your internet connection.',
  // School page (SPEC §2, §8)
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
  // Articles page (SPEC §2, §8)
  noArticles: 'No articles available. Check back soon for updates!',
  // Schedule and sports pages (SPEC §2, §8)
  failedToLoadSchedules: 'Failed to load schedules.',
  noLiveGames: 'No live games right now',
  noGamesToday: 'No games scheduled for today.',
  noRankings: 'No rankings yet.',
} as const;

/** 'Failed to {action}: {detail}' of SPEC §8. */
export function failedTo(action: string, detail: string): string {
  return `Failed to ${action}: ${detail}`;
}

/** Empty schedule of a school page: 'No games scheduled for {sport}' (SPEC §2). */
export function noGamesScheduledFor(sportName: string): string {
  return `No games scheduled for ${sportName}`;
}

/** Empty roster of a school page: 'No roster available for {sport}' (SPEC §2). */
export function noRosterFor(sportName: string): string {
  return `No roster available for ${sportName}`;
}
