/** 'All changes synced', '3 changes waiting to sync': the admin screens' sync line. */
export function pendingText(pending: number): string {
  if (pending === 0) return 'All changes synced';
  return `${pending} ${pending === 1 ? 'change' : 'changes'} waiting to sync`;
}
