import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../src/shared/schemas/collections';
import { storeNames, storeEndpoint } from './couch';

describe('storeNames', () => {
  it('names the databases as before without a prefix', () => {
    const names = storeNames();
    expect(names.collection('teamStats')).toBe('teamstats');
    expect(names.users).toBe('liaa_users');
    expect(names.path('teamStats')).toBe('/teamstats');
    expect(names.sessions).toBe('liaa_sessions');
    expect(names.audit).toBe('liaa_audit');
    expect(names.all()).toHaveLength(COLLECTION_NAMES.length + 4);
  });

  it('puts the prefix in front of every database, and encodes it in paths', () => {
    const names = storeNames('assoc/north_');
    expect(names.collection('games')).toBe('assoc/north_games');
    expect(names.users).toBe('assoc/north_liaa_users');
    expect(names.path('games')).toBe('/assoc%2Fnorth_games');
    expect(names.all().every((db) => db.startsWith('assoc/north_'))).toBe(true);
  });

  it.each(['Upper_', '1st_', '_x', 'a b', 'a.b', 'é_'])('refuses %j, which CouchDB would not take', (prefix) => {
    expect(() => storeNames(prefix)).toThrow(/COUCHDB_DB_PREFIX/);
  });
});

describe('storeEndpoint', () => {
  it('keeps credentials out of the base URL', () => {
    expect(storeEndpoint('http://user:p%40ss@127.0.0.1:5984/couch/')).toEqual({
      baseUrl: 'http://127.0.0.1:5984/couch',
      authorization: 'Basic ' + Buffer.from('user:p@ss').toString('base64'),
    });
  });
});
