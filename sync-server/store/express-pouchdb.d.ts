// express-pouchdb 4.2 ships no types; this is the part we use.
declare module 'express-pouchdb' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;
  interface ExpressPouchDBOptions {
    mode?: 'fullCouchDB' | 'minimumForPouchDB' | 'custom';
    overrideMode?: { include?: string[]; exclude?: string[] };
    inMemoryConfig?: boolean;
    logPath?: string;
    configPath?: string;
  }
  function expressPouchDB(pouch: unknown, opts?: ExpressPouchDBOptions): RequestHandler;
  export default expressPouchDB;
}
