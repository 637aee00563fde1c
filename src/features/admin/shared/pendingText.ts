/** 'All changes synced', '3 changes waiting to sync': the admin screens' sync line. */
export function pendingText(pending: number): string {
  if (pending === 0) return 'All changes synced';
  return `${pending} ${pending === 1 ? 'change' : 'changes'} waiting to sync`;
}

/**
 * The sync line with changes the server refused (still on the device, never pushed as they are):
 * '1 change not saved: see below', or '2 changes waiting to sync, 1 not saved'.
 */
export function syncLineText(pending: number, refused: number): string {
  const waiting = Math.max(0, pending - refused);
  if (refused === 0) return pendingText(waiting);
  const notSaved = `${refused} ${refused === 1 ? 'change' : 'changes'} not saved`;
  return waiting === 0 ? `${notSaved}: see below` : `${pendingText(waiting)}, ${refused} not saved`;
}
