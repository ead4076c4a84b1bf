import { describe, expect, it } from 'vitest';
import { DEFAULT_DIGITAL_ID_TIMEOUT_MS, loadDigitalIdConfig, SANDBOX_DIGITAL_ID } from './config';

describe('loadDigitalIdConfig', () => {
  it('uses the sandbox by default', () => {
    expect(loadDigitalIdConfig({})).toStrictEqual(SANDBOX_DIGITAL_ID);
    expect(loadDigitalIdConfig({ DIGITAL_ID_PROVIDER: ' Sandbox ' })).toStrictEqual(SANDBOX_DIGITAL_ID);
  });

  it('reads the sandbox failures a tester can turn on', () => {
    expect(loadDigitalIdConfig({ DIGITAL_ID_SANDBOX_FAIL: 'providers' }).sandboxFailure).toBe('providers');
    expect(loadDigitalIdConfig({ DIGITAL_ID_SANDBOX_FAIL: 'CREATE' }).sandboxFailure).toBe('create');
  });

  it('reads the remote service, where no sandbox failure applies', () => {
    expect(
      loadDigitalIdConfig({
        DIGITAL_ID_PROVIDER: 'remote',
        DIGITAL_ID_BASE_URL: 'https://id.example.com/api/v1/',
        DIGITAL_ID_API_KEY: ' sk_live_0123 ',
        DIGITAL_ID_TIMEOUT_MS: '2500',
        DIGITAL_ID_SANDBOX_FAIL: 'create',
      }),
    ).toStrictEqual({
      provider: 'remote',
      baseUrl: 'https://id.example.com/api/v1',
      apiKey: 'sk_live_0123',
      timeoutMs: 2500,
      sandboxFailure: 'none',
    });
  });

  it.each([
    [{ DIGITAL_ID_PROVIDER: 'trinsic' }, /DIGITAL_ID_PROVIDER/],
    [{ DIGITAL_ID_SANDBOX_FAIL: 'results' }, /DIGITAL_ID_SANDBOX_FAIL/],
    [{ DIGITAL_ID_TIMEOUT_MS: '10s' }, /DIGITAL_ID_TIMEOUT_MS/],
    [{ DIGITAL_ID_TIMEOUT_MS: '50' }, /DIGITAL_ID_TIMEOUT_MS/],
    [{ DIGITAL_ID_TIMEOUT_MS: '60001' }, /DIGITAL_ID_TIMEOUT_MS/],
    [{ DIGITAL_ID_PROVIDER: 'remote', DIGITAL_ID_API_KEY: 'k' }, /DIGITAL_ID_BASE_URL/],
    [{ DIGITAL_ID_PROVIDER: 'remote', DIGITAL_ID_BASE_URL: 'ftp://id.example.com', DIGITAL_ID_API_KEY: 'k' }, /DIGITAL_ID_BASE_URL/],
    [{ DIGITAL_ID_PROVIDER: 'remote', DIGITAL_ID_BASE_URL: 'https://id.example.com' }, /DIGITAL_ID_API_KEY/],
    [
      { DIGITAL_ID_PROVIDER: 'remote', DIGITAL_ID_BASE_URL: 'https://id.example.com', DIGITAL_ID_API_KEY: 'a\nb' },
      /DIGITAL_ID_API_KEY/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadDigitalIdConfig(env)).toThrow(message);
  });

  it('never repeats the key in its messages', () => {
    const env = { DIGITAL_ID_PROVIDER: 'remote', DIGITAL_ID_BASE_URL: 'nowhere', DIGITAL_ID_API_KEY: 'secret-key-1' };
    expect(() => loadDigitalIdConfig(env)).toThrow(expect.objectContaining({ message: expect.not.stringContaining('secret-key-1') }));
  });

  it('waits ten seconds for the service by default', () => {
    expect(DEFAULT_DIGITAL_ID_TIMEOUT_MS).toBe(10_000);
  });
});
