declare module 'pouchdb-adapter-memory' {
  const plugin: PouchDB.Plugin;
  export default plugin;
}
