// PLACEHOLDER: the merge helper replaces this file (three-way per-field merge, DESIGN.md §2).
export function docsEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
export function mergeDocuments<T>(_base: T | undefined, _local: T, remote: T): T {
  return remote;
}
