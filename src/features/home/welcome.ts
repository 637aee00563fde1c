/** localStorage key: the welcome popup shows until it is dismissed once. Tests set it to skip the popup. */
export const WELCOME_DISMISSED_KEY = 'liaa.welcomeDismissed';

// Storage can be unavailable (some private modes): then the choice lasts for the page's lifetime.
let dismissedThisPage = false;

export function isWelcomeDismissed(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  if (dismissedThisPage) return true;
  try {
    return storage?.getItem(WELCOME_DISMISSED_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function rememberWelcomeDismissed(storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  dismissedThisPage = true;
  try {
    storage?.setItem(WELCOME_DISMISSED_KEY, 'yes');
  } catch {
    // Nothing to persist to: dismissedThisPage still holds for this visit.
  }
}
