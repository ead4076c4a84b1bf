/**
 * Where the candidate's token comes from (spec 000 §6, §3 "client-stored values"): the link's `user_token`
 * query parameter when present, otherwise local storage while the stored expiry lies in the future.
 *
 * The rules are pure functions over an injected storage and clock so they are tested without a browser;
 * `getAuthToken()` and `clearToken()` bind them to the real window for the API client and /logout.
 */
import { STORAGE_KEYS, STORED_TOKEN_LIFETIME_MS } from '../../domain/client-storage';

const TOKEN_QUERY_PARAM = 'user_token';

/** The part of the Web Storage API the token rules use. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TokenSource {
  /** The page's query string, with or without the leading '?'. */
  search: string;
  /** null where storage is unavailable (disabled cookies, some private modes). */
  storage: TokenStorage | null;
  /** Milliseconds since the epoch. */
  now: number;
}

/** Only a plain run of digits is a valid expiry; anything else was not written by us and is ignored. */
const EPOCH_MS_PATTERN = /^\d+$/;

/** The token carried by the query string, or null when absent or empty. */
export function tokenFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get(TOKEN_QUERY_PARAM);
  return value ? value : null;
}

/**
 * Keep a token with its expiry (epoch ms written as a base-10 integer string). A storage that refuses the
 * write (quota, private mode) only loses the fallback, never the current page's token.
 */
export function storeToken(storage: TokenStorage, token: string, now: number): void {
  try {
    storage.setItem(STORAGE_KEYS.token, token);
    storage.setItem(STORAGE_KEYS.tokenExpiry, String(now + STORED_TOKEN_LIFETIME_MS));
  } catch {
    // Nothing to do: the token in the address still works for this visit.
  }
}

/** Forget the stored token and its expiry (used by /logout and when the stored pair is expired or corrupt). */
export function clearStoredToken(storage: TokenStorage): void {
  try {
    storage.removeItem(STORAGE_KEYS.token);
    storage.removeItem(STORAGE_KEYS.tokenExpiry);
  } catch {
    // A storage that cannot be written cannot hold a token either.
  }
}

/** The stored token while its expiry is in the future; an expired, missing or corrupt pair is cleared. */
export function readStoredToken(storage: TokenStorage, now: number): string | null {
  let token: string | null;
  let rawExpiry: string | null;
  try {
    token = storage.getItem(STORAGE_KEYS.token);
    rawExpiry = storage.getItem(STORAGE_KEYS.tokenExpiry);
  } catch {
    return null;
  }
  if (token === null && rawExpiry === null) return null;
  const expiry = rawExpiry !== null && EPOCH_MS_PATTERN.test(rawExpiry) ? Number.parseInt(rawExpiry, 10) : Number.NaN;
  if (!token || !Number.isSafeInteger(expiry) || expiry <= now) {
    clearStoredToken(storage);
    return null;
  }
  return token;
}

/**
 * The token for a request: the query parameter wins and is (re)stored, so its lifetime runs from the last
 * visit through the link; without it, the stored token if still valid.
 */
export function resolveToken({ search, storage, now }: TokenSource): string | null {
  const fromQuery = tokenFromQuery(search);
  if (fromQuery !== null) {
    if (storage) storeToken(storage, fromQuery, now);
    return fromQuery;
  }
  return storage ? readStoredToken(storage, now) : null;
}

/** window.localStorage, or null where reading it throws (blocked storage) or there is no window (tests, SSR). */
export function browserStorage(): TokenStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The token for the current page, from its address or local storage. */
export function getAuthToken(): string | null {
  const search = typeof window !== 'undefined' ? window.location.search : '';
  return resolveToken({ search, storage: browserStorage(), now: Date.now() });
}

/** Forget the stored token (the /logout route). The address's own user_token is the router's to drop. */
export function clearToken(storage: TokenStorage | null = browserStorage()): void {
  if (storage) clearStoredToken(storage);
}
