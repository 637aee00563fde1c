const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Keeps Tab inside `container`: from the last tabbable element back to the
 * first, and Shift+Tab the other way. A modal <dialog> makes the page inert but
 * lets Tab leave for the browser's own UI; a modal should cycle instead.
 * Returns true when it moved focus (the caller then prevents the default).
 */
export function wrapTabFocus(container: HTMLElement, shiftKey: boolean): boolean {
  const tabbable = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  if (tabbable.length === 0) return false;
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const active = document.activeElement;
  if (shiftKey && (active === first || active === container || !container.contains(active))) {
    last.focus();
    return true;
  }
  if (!shiftKey && (active === last || !container.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
