import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, STORED_TOKEN_LIFETIME_MS } from '../../domain/client-storage';
import { clearToken, readStoredToken, resolveToken, tokenFromQuery, type TokenStorage } from './auth-token';

class MemoryStorage implements TokenStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const NOW = 1_750_000_000_000;

function storageWith(token: string | null, expiry: string | null): MemoryStorage {
  const storage = new MemoryStorage();
  if (token !== null) storage.setItem(STORAGE_KEYS.token, token);
  if (expiry !== null) storage.setItem(STORAGE_KEYS.tokenExpiry, expiry);
  return storage;
}

describe('tokenFromQuery', () => {
  it('reads user_token, treating an empty value as absent', () => {
    expect(tokenFromQuery('?guid=g&user_token=abc')).toBe('abc');
    expect(tokenFromQuery('user_token=abc')).toBe('abc');
    expect(tokenFromQuery('?user_token=')).toBeNull();
    expect(tokenFromQuery('?guid=g')).toBeNull();
  });
});

describe('resolveToken', () => {
  it('uses the query token and stores it with its expiry as a base-10 epoch-ms string', () => {
    const storage = new MemoryStorage();
    expect(resolveToken({ search: '?user_token=link-token&guid=g', storage, now: NOW })).toBe('link-token');
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('link-token');
    expect(storage.getItem(STORAGE_KEYS.tokenExpiry)).toBe(String(NOW + STORED_TOKEN_LIFETIME_MS));
    expect(storage.getItem(STORAGE_KEYS.tokenExpiry)).toMatch(/^\d+$/);
  });

  it('prefers the query token over a different stored one and replaces it', () => {
    const storage = storageWith('old', String(NOW + 1000));
    expect(resolveToken({ search: '?user_token=new', storage, now: NOW })).toBe('new');
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('new');
  });

  it('falls back to the stored token while it has not expired', () => {
    const storage = storageWith('stored', String(NOW + 1));
    expect(resolveToken({ search: '?guid=g', storage, now: NOW })).toBe('stored');
  });

  it('clears an expired stored token and returns null', () => {
    const storage = storageWith('stored', String(NOW));
    expect(resolveToken({ search: '', storage, now: NOW })).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('returns the query token even without storage, and null with neither', () => {
    expect(resolveToken({ search: '?user_token=t', storage: null, now: NOW })).toBe('t');
    expect(resolveToken({ search: '', storage: null, now: NOW })).toBeNull();
  });

  it('still returns the query token when storage refuses writes', () => {
    const full: TokenStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(resolveToken({ search: '?user_token=t', storage: full, now: NOW })).toBe('t');
  });
});

describe('readStoredToken', () => {
  it.each([
    ['not a number', 'soon'],
    ['a number with trailing text', `${NOW + 5000}ms`],
    ['a decimal', `${NOW + 5000}.5`],
    ['a negative number', `-${NOW + 5000}`],
    ['missing', null],
  ])('ignores and clears a stored token whose expiry is %s', (_label, expiry) => {
    const storage = storageWith('stored', expiry);
    expect(readStoredToken(storage, NOW)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('ignores an expiry without a token', () => {
    const storage = storageWith(null, String(NOW + 5000));
    expect(readStoredToken(storage, NOW)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('returns null from a storage that throws on read', () => {
    const blocked: TokenStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readStoredToken(blocked, NOW)).toBeNull();
  });
});

describe('clearToken', () => {
  it('removes the token and its expiry and leaves other keys alone', () => {
    const storage = storageWith('stored', String(NOW + 5000));
    storage.setItem(STORAGE_KEYS.language, 'fr');
    clearToken(storage);
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.tokenExpiry)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.language)).toBe('fr');
  });
});
