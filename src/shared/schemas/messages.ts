/** User-facing texts of SPEC §5 and §8 that both sides use. The wording is the contract. */
export const MSG = {
  loginMissing: 'Please enter both username and password.',
  loginFailed: 'Login failed. Please try again.',
  loginTracked:
    'Invalid username or password. This device and its location have been recorded for security purposes.',
  requiredFields: 'Please fill out all required fields.',
  logoTooLarge: 'Logo file size must be less than 5MB.',
  schoolAdded: 'School added successfully!',
  schoolDeleted: 'School deleted successfully!',
  confirmDeleteSchool: 'Are you sure you want to delete this school?',
  noSchools: 'No schools available yet.',
  permissionDenied: 'Permission denied. Please check your authentication.',
  serviceUnavailable: 'Firebase service is currently unavailable. Please try again.',
  networkError: 'Network error. Please check your internet connection.',
  schoolNotFoundDeleted: 'School not found. It may have already been deleted.',
  teamsMustDiffer: 'Home and away teams must be different.',
  // School page (SPEC §2, §8)
  schoolLoading: 'Loading school...',
  schoolNotFound: 'School not found.',
  schoolLoadFailed: 'Failed to load school.',
  noSportsYet: 'No sports added yet',
  selectSport: 'Select a Sport',
  gameNotesTitle: 'Game Notes & Box Score',
  noGameNotes: 'No game notes available for this game.',
  // Articles page (SPEC §2, §8)
  noArticles: 'No articles available. Check back soon for updates!',
  // Schedule and sports pages (SPEC §2, §8)
  failedToLoadSchedules: 'Failed to load schedules.',
  noLiveGames: 'No live games right now',
  noGamesToday: 'No games scheduled for today.',
  noRankings: 'No rankings yet.',
  // Admin content tabs: articles, rosters, stats, featured scores, rankings (SPEC §5, §8)
  articleRequired: 'Please fill in all required fields',
  articleAddError: 'Error adding article',
  articleDeleteError: 'Error deleting article',
  confirmDeleteArticle: 'Are you sure you want to delete this article?',
  confirmDeleteArchivedArticle: 'Are you sure you want to permanently delete this archived article?',
  rosterRequired: 'Please select a school, sport, and season.',
  rosterFailed: 'Failed to add roster.',
  playerDeleted: 'Player deleted successfully',
  statsAdded: 'LIAA Statistics added successfully!',
  statsFailed: 'Failed to add stats',
  noGamesToFeature: 'No games with scores available to feature.',
  noFeaturedScores: 'No featured scores selected yet.',
  rankingsUpdated: 'Rankings updated successfully!',
  // Admin games tabs: sport, schedule, live/upcoming games, scores (SPEC §5, §8; issue 4)
  selectSchoolAndSport: 'Please select a school and a sport.',
  scheduleEntriesIncomplete: 'Please fill out all fields for each schedule entry.',
  scheduleAdded: 'Schedule added successfully!',
  scheduleDeleted: 'Schedule deleted successfully!',
  confirmDeleteGame: 'Are you sure you want to delete this game?',
  gameFieldsRequired: 'Please fill out all fields.',
  liveGameAdded: 'Live game added!',
  upcomingGameAdded: 'Upcoming game added!',
  scoresUpdated: 'Scores and notes updated successfully!',
  scoresSaveError: 'Error saving scores',
  noScore: 'No score',
  editGameScores: 'Edit Game Scores',
  sessionExpired: 'Your session has expired. Sign in again to sync your changes.',
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

/** SPEC §8 roster success: 'Roster added successfully for {school} {sport} {season} season!'. */
export function rosterSaved(mode: 'added' | 'updated', school: string, sport: string, season: string): string {
  return `Roster ${mode} successfully for ${school} ${sport} ${season} season!`;
}

/** SPEC §8 stats failure: 'Error: {message or Failed to add stats}'. */
export function statsError(message?: string): string {
  return `Error: ${message || MSG.statsFailed}`;
}

/** SPEC §8: 'Error saving rankings: {message}'. */
export function rankingsError(message: string): string {
  return `Error saving rankings: ${message}`;
}
