import { isIP } from 'node:net';

/** Longest push endpoint accepted: push services' addresses are a few hundred characters. */
export const MAX_ENDPOINT_LENGTH = 1000;

/** True for an address on this machine or a private network (IPv4, IPv6, and the names that mean them). */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  const kind = isIP(host);
  if (kind === 4) {
    const [a, b] = host.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (kind === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (mapped) return isLocalHost(mapped[1]);
    // IPv4 written in IPv6 (::ffff:7f00:1 is 127.0.0.1, as URL writes it).
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
    if (hex) {
      const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
      return isLocalHost(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
    }
    return host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  }
  return false;
}

/**
 * Whether the server may send alerts to a subscription's endpoint. The server posts to it for
 * anyone who subscribed, so only a push service's address passes: https, no credentials, and
 * (unless `allowLocal`, the tests' own push service) not this machine or a private network.
 * A reason when refused.
 */
export function endpointRefusal(endpoint: string, allowLocal: boolean): string | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return 'the endpoint is too long';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'the endpoint is not an address';
  }
  if (url.protocol !== 'https:') return 'the endpoint must be an https address';
  if (url.username || url.password) return 'the endpoint must not carry credentials';
  if (!allowLocal && isLocalHost(url.hostname)) return "the endpoint must be a push service's address";
  return null;
}
