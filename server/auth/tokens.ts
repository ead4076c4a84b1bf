/**
 * Candidate tokens. The link carries the token; the database keeps only its sha256, so a copy of the database
 * opens nothing. A token is 32 random bytes, so a plain (unsalted) hash is enough to make it unguessable.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function generateUserToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares secrets in constant time whatever their lengths (both sides are hashed to the same length first). */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
