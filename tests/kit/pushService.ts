import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A push service of our own for tests (RFC 8030's role, on 127.0.0.1 over https with a
 * certificate made for the run): it takes what the sync server posts to a subscription's
 * endpoint and decrypts it as a browser would (RFC 8291, aes128gcm, RFC 8188), with the
 * subscription's private key made here. The server trusts the certificate through Node's
 * NODE_EXTRA_CA_CERTS (`caFile`): nothing in the server knows it is tested.
 */
export interface ReceivedPush {
  /** When it arrived (the test's clock). */
  at: number;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
}

export interface TestSubscription {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What a browser's PushSubscription.toJSON() gives. */
  toJSON(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Requests to this endpoint, decrypted or not (a 'gone' endpoint answers 410 to each). */
  requests: number;
}

export interface TestPushService {
  origin: string;
  caFile: string;
  /** A browser's subscription at this service; `gone`: its endpoint answers 410 (expired). */
  subscribe(name: string, opts?: { gone?: boolean }): TestSubscription;
  stop(): Promise<void>;
}

/** A Buffer seen as a plain Uint8Array (what node:crypto's typings take). */
const u8 = (bytes: Buffer): Uint8Array => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const concat = (...parts: Uint8Array[]): Uint8Array => u8(Buffer.concat(parts));
const text = (value: string): Uint8Array => u8(Buffer.from(value, 'latin1'));
const hmac = (key: Uint8Array, data: Uint8Array): Uint8Array => u8(createHmac('sha256', key).update(data).digest());

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the user agent's keys. */
export function decryptAes128gcm(received: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Uint8Array): Buffer {
  const body = u8(received);
  const salt = body.subarray(0, 16);
  const recordSize = received.readUInt32BE(16);
  const idLength = body[20];
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || ciphertext.length > recordSize) throw new Error('not a single aes128gcm record with a P-256 key id');
  const uaPublic = u8(uaPrivate.getPublicKey());
  const ecdhSecret = u8(uaPrivate.computeSecret(asPublic));
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = concat(text('WebPush: info\0'), uaPublic, asPublic);
  const ikm = hmac(prkKey, concat(keyInfo, new Uint8Array([1])));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, text('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, text('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([u8(decipher.update(ciphertext.subarray(0, ciphertext.length - 16))), u8(decipher.final())]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startPushService(): Promise<TestPushService> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'liaa-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', caFile,
    '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });

  const subscriptions = new Map<string, { sub: TestSubscription; ecdh: ReturnType<typeof createECDH>; auth: Uint8Array; gone: boolean }>();
  const server = https.createServer({ key: readFileSync(keyFile), cert: readFileSync(caFile) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const entry = name ? subscriptions.get(name) : undefined;
      if (!entry || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      entry.sub.requests += 1;
      if (entry.gone) {
        res.writeHead(410).end();
        return;
      }
      try {
        const plain = decryptAes128gcm(Buffer.concat(chunks.map(u8)), entry.ecdh, entry.auth);
        entry.sub.received.push({ at: Date.now(), headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
        res.writeHead(201).end();
      } catch (err) {
        res.writeHead(400).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    caFile,
    subscribe(name, opts = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = u8(randomBytes(16));
      const endpoint = `${origin}/push/${name}`;
      const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: Buffer.from(auth).toString('base64url') };
      const sub: TestSubscription = { name, endpoint, keys, toJSON: () => ({ endpoint, expirationTime: null, keys }), received: [], requests: 0 };
      subscriptions.set(name, { sub, ecdh, auth, gone: opts.gone ?? false });
      return sub;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
