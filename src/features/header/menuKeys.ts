/**
 * Where a key moves the focus in the schools list: arrows step and wrap,
 * Home and End jump. Null for keys the list leaves alone (Tab, letters…).
 * `current` is -1 when the focus is on the toggle, not in the list.
 */
export function indexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The keys that open the list from its toggle and move into it (menu button pattern). */
export function opensFromToggle(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'ArrowDown' || key === 'ArrowUp';
}
