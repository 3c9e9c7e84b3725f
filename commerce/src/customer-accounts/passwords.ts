import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Password hashing for Storefront API (legacy) accounts: scrypt with a random salt, stored as
 * "scrypt$N$r$p$salt$hash" (base64 parts) so the cost can be raised later without breaking
 * existing hashes. Passwords are never stored or logged in any other form.
 */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const scryptAsync = promisify<string, Buffer, number, ScryptOptions, Buffer>(scrypt);

const deriveKey = (password: string, salt: Buffer, cost: ScryptOptions) =>
  scryptAsync(password, salt, KEY_LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** True when `password` matches `stored`; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await deriveKey(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
