import { describe, expect, it } from 'vitest';
import { DEFAULT_ADDRESS_LOOKUP_TIMEOUT_MS, loadAddressLookupConfig, SANDBOX_ADDRESS_LOOKUP } from './config';

describe('loadAddressLookupConfig', () => {
  it('uses the sandbox by default', () => {
    expect(loadAddressLookupConfig({})).toStrictEqual(SANDBOX_ADDRESS_LOOKUP);
    expect(loadAddressLookupConfig({ ADDRESS_LOOKUP_PROVIDER: ' Sandbox ' })).toStrictEqual(SANDBOX_ADDRESS_LOOKUP);
  });

  it('reads the remote service', () => {
    expect(
      loadAddressLookupConfig({
        ADDRESS_LOOKUP_PROVIDER: 'remote',
        ADDRESS_LOOKUP_BASE_URL: 'https://address.example.com/v1/',
        ADDRESS_LOOKUP_API_KEY: ' AB12-CD34 ',
        ADDRESS_LOOKUP_TIMEOUT_MS: '2500',
      }),
    ).toStrictEqual({
      provider: 'remote',
      baseUrl: 'https://address.example.com/v1',
      apiKey: 'AB12-CD34',
      timeoutMs: 2500,
    });
  });

  it.each([
    [{ ADDRESS_LOOKUP_PROVIDER: 'postcoder' }, /ADDRESS_LOOKUP_PROVIDER/],
    [{ ADDRESS_LOOKUP_TIMEOUT_MS: '5s' }, /ADDRESS_LOOKUP_TIMEOUT_MS/],
    [{ ADDRESS_LOOKUP_TIMEOUT_MS: '50' }, /ADDRESS_LOOKUP_TIMEOUT_MS/],
    [{ ADDRESS_LOOKUP_PROVIDER: 'remote', ADDRESS_LOOKUP_API_KEY: 'k' }, /ADDRESS_LOOKUP_BASE_URL/],
    [
      { ADDRESS_LOOKUP_PROVIDER: 'remote', ADDRESS_LOOKUP_BASE_URL: 'ftp://address.example.com', ADDRESS_LOOKUP_API_KEY: 'k' },
      /ADDRESS_LOOKUP_BASE_URL/,
    ],
    [{ ADDRESS_LOOKUP_PROVIDER: 'remote', ADDRESS_LOOKUP_BASE_URL: 'https://address.example.com' }, /ADDRESS_LOOKUP_API_KEY/],
    [
      { ADDRESS_LOOKUP_PROVIDER: 'remote', ADDRESS_LOOKUP_BASE_URL: 'https://address.example.com', ADDRESS_LOOKUP_API_KEY: 'a\nb' },
      /ADDRESS_LOOKUP_API_KEY/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadAddressLookupConfig(env)).toThrow(message);
  });

  it('never repeats the key in its messages', () => {
    const env = { ADDRESS_LOOKUP_PROVIDER: 'remote', ADDRESS_LOOKUP_BASE_URL: 'nowhere', ADDRESS_LOOKUP_API_KEY: 'secret-key-1' };
    expect(() => loadAddressLookupConfig(env)).toThrow(expect.objectContaining({ message: expect.not.stringContaining('secret-key-1') }));
  });

  it('gives the candidate an answer within a few seconds by default', () => {
    expect(DEFAULT_ADDRESS_LOOKUP_TIMEOUT_MS).toBe(5_000);
  });
});
