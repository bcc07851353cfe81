import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * The library's defaults are argon2id with 19 MiB, 2 passes and 1 lane (the OWASP minimum).
 * About 10 ms per hash here, so the seed's few accounts need no cheaper setting.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (no such account) a dummy
 * hash is verified anyway, so the answer takes as long and does not tell who has an account.
 */
export async function verifyPassword(storedHash: string | undefined, password: string) {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password);
  return matches && storedHash !== undefined;
}
