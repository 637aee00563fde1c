import { afterAll, afterEach, beforeAll } from 'vitest';
import type { NetworkSwitch, TestClient } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';

export interface DeviceFixture {
  /** The file's server, started before its tests and stopped after them. */
  server: TestServer;
  adminToken: string;
  /** The running test's device and network switch, closed after it. */
  client: TestClient | null;
  net: NetworkSwitch | null;
}

/** Call inside a `describe`: a server for its tests, and each test's device closed after it. */
export function deviceFixture(): DeviceFixture {
  const fixture = { client: null, net: null } as DeviceFixture;
  beforeAll(async () => {
    fixture.server = await startTestServer();
    fixture.adminToken = await fixture.server.adminToken();
  });
  afterEach(async () => {
    await fixture.client?.close();
    await fixture.net?.close();
    fixture.client = null;
    fixture.net = null;
  });
  afterAll(async () => {
    await fixture.server?.stop();
  });
  return fixture;
}
