import { describe, expect, it } from 'vitest';
import { readChoice, readRemoteService, readTimeoutMs } from './settings';

const NAMES = {
  provider: 'X_PROVIDER',
  baseUrl: 'X_BASE_URL',
  key: 'X_API_KEY',
};
const BOUNDS = { fallback: 5_000, min: 100, max: 60_000 };

describe('readChoice', () => {
  it('falls back when unset or blank, and ignores case and space', () => {
    expect(readChoice({}, 'X_MODE', ['a', 'b'], 'a')).toBe('a');
    expect(readChoice({ X_MODE: '  ' }, 'X_MODE', ['a', 'b'], 'a')).toBe('a');
    expect(readChoice({ X_MODE: ' B ' }, 'X_MODE', ['a', 'b'], 'a')).toBe('b');
  });

  it('refuses anything else, quoting what was given', () => {
    expect(() => readChoice({ X_MODE: 'C' }, 'X_MODE', ['a', 'b'], 'a')).toThrow(
      'X_MODE must be one of a, b, got "C".',
    );
  });
});

describe('readTimeoutMs', () => {
  it('reads a whole number within the bounds, or falls back', () => {
    expect(readTimeoutMs({}, 'X_TIMEOUT_MS', BOUNDS)).toBe(5_000);
    expect(readTimeoutMs({ X_TIMEOUT_MS: ' 100 ' }, 'X_TIMEOUT_MS', BOUNDS)).toBe(100);
    expect(readTimeoutMs({ X_TIMEOUT_MS: '60000' }, 'X_TIMEOUT_MS', BOUNDS)).toBe(60_000);
  });

  it.each(['99', '60001', '1.5', '10s'])('refuses %s', (value) => {
    expect(() => readTimeoutMs({ X_TIMEOUT_MS: value }, 'X_TIMEOUT_MS', BOUNDS)).toThrow(
      `X_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000, got "${value}".`,
    );
  });
});

describe('readRemoteService', () => {
  it('trims the key and the trailing slashes of the address', () => {
    expect(
      readRemoteService({ X_BASE_URL: ' https://x.example.com/v1// ', X_API_KEY: ' secret ' }, NAMES),
    ).toStrictEqual({ baseUrl: 'https://x.example.com/v1', key: 'secret' });
  });

  it.each([
    [{ X_API_KEY: 'k' }, 'X_BASE_URL must be an absolute http or https URL when X_PROVIDER is remote, got "".'],
    [{ X_BASE_URL: 'ftp://x.example.com', X_API_KEY: 'k' }, /X_BASE_URL must be an absolute http or https URL/],
    [{ X_BASE_URL: 'https://x.example.com' }, 'X_API_KEY is required when X_PROVIDER is remote.'],
    [{ X_BASE_URL: 'https://x.example.com', X_API_KEY: 'a\nb' }, 'X_API_KEY must be on one line.'],
  ])('refuses %o', (env, message) => {
    expect(() => readRemoteService(env, NAMES)).toThrow(message);
  });

  it('never repeats the key in a message', () => {
    expect(() => readRemoteService({ X_BASE_URL: 'https://x.example.com', X_API_KEY: 'secret\r\nkey' }, NAMES)).toThrow(
      expect.objectContaining({
        message: expect.not.stringContaining('secret'),
      }),
    );
  });
});
