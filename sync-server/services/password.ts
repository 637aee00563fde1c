import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Uint8Array): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (err, key) => (err ? reject(err) : resolve(new Uint8Array(key))));
  });
}

/** `scrypt$<salt b64>$<key b64>`: self-describing so the cost can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = new Uint8Array(randomBytes(16));
  const key = await derive(password, salt);
  return `scrypt$${Buffer.from(salt).toString('base64')}$${Buffer.from(key).toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = new Uint8Array(Buffer.from(keyB64, 'base64'));
  const actual = await derive(password, new Uint8Array(Buffer.from(saltB64, 'base64')));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A generated password for the first admin when none is configured. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
