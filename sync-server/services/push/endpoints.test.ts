import { describe, expect, it } from 'vitest';
import { endpointRefusal } from './endpoints';

describe('endpointRefusal', () => {
  it("lets push services' addresses through", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx',
    ]) {
      expect(endpointRefusal(endpoint, false), endpoint).toBeNull();
    }
  });

  it('refuses anything the server should not post to for a stranger', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/x',
      'https://localhost/x',
      'https://127.0.0.1:5984/_users',
      'https://10.1.2.3/x',
      'https://192.168.0.1/x',
      'https://172.20.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[fd00::1]/x',
      'https://couch.internal/x',
      'file:///etc/passwd',
      'not a url',
      `https://fcm.googleapis.com/${'a'.repeat(1000)}`,
    ]) {
      expect(endpointRefusal(endpoint, false), endpoint).not.toBeNull();
    }
  });

  it("takes a local push service only when allowed (the tests' own)", () => {
    expect(endpointRefusal('https://127.0.0.1:4000/push/a', true)).toBeNull();
    expect(endpointRefusal('http://127.0.0.1:4000/push/a', true)).not.toBeNull();
  });
});
