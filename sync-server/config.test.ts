import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('trusts no proxy by default, else the proxies named or their number', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' loopback, 10.0.0.0/8 ' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    // Every client could then choose the address its limits are counted under.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('bounds the checkpoints any reader writes, each bound its own setting', () => {
    expect(loadConfig({})).toMatchObject({ localDocMaxBytes: 65536, localDocsPerClient: 50, localWritesPerMinute: 60 });
    const set = loadConfig({ LOCAL_DOC_MAX_BYTES: '2048', LOCAL_DOCS_PER_CLIENT: '0', LOCAL_WRITES_PER_MINUTE: '5' });
    expect(set).toMatchObject({ localDocMaxBytes: 2048, localDocsPerClient: 0, localWritesPerMinute: 5 });
    expect(() => loadConfig({ LOCAL_WRITES_PER_MINUTE: 'many' })).toThrow(/LOCAL_WRITES_PER_MINUTE/);
  });
});
