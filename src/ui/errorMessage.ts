/** What to show for a caught failure: its message, or the value itself. */
export function errorMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}
