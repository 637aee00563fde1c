// pouchdb-selector-core 9 ships no types; this is the part the embedded store uses.
declare module 'pouchdb-selector-core' {
  type Selector = Record<string, unknown>;
  export function massageSelector(selector: Selector): Selector;
  export function filterInMemoryFields<T extends { doc: unknown }>(rows: T[], request: { selector: Selector }, inMemoryFields: string[]): T[];
}
