/** For unit tests of what keeps data in localStorage (keptStore.ts and its users). */
/** localStorage in memory; `room` characters in all before it refuses a write, as a full one does. */
export function memoryStorage(room = Number.POSITIVE_INFINITY) {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
    setItem(key: string, value: string) {
      const before = items.get(key);
      items.set(key, value);
      if (used() > room) {
        if (before === undefined) items.delete(key);
        else items.set(key, before);
        throw new DOMException('full', 'QuotaExceededError');
      }
    },
  };
}
