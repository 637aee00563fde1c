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
} as const;

/** 'Failed to {action}: {detail}' of SPEC §8. */
export function failedTo(action: string, detail: string): string {
  return `Failed to ${action}: ${detail}`;
}
