/**
 * Organisation API keys: 32 random bytes (256 bits) behind a fixed marker, shown once when created. The database
 * keeps the sha256 of the whole key and its first characters; with that much randomness a plain hash is as safe
 * as a slow one and lets a call find its key by an index.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/tokens';

/** Marks the string as one of our organisation keys, so a leaked key is recognisable in logs and scanners. */
export const API_KEY_MARKER = 'org_';

/** The marker and the first eight characters of the random part: enough to tell keys apart in a listing. */
export const API_KEY_PREFIX_LENGTH = API_KEY_MARKER.length + 8;

export interface NewApiKey {
  key: string;
  prefix: string;
  keyHash: string;
}

export function generateApiKey(): NewApiKey {
  const key = `${API_KEY_MARKER}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: apiKeyPrefix(key), keyHash: hashApiKey(key) };
}

export function apiKeyPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX_LENGTH);
}

export const hashApiKey = hashToken;
