import { describe, expect, it } from 'vitest';
import { DEFAULT_CREDIT_CHECK_TIMEOUT_MS, loadCreditCheckConfig, SANDBOX_CREDIT_CHECK } from './config';

describe('loadCreditCheckConfig', () => {
  it('uses the sandbox by default', () => {
    expect(loadCreditCheckConfig({})).toStrictEqual(SANDBOX_CREDIT_CHECK);
    expect(loadCreditCheckConfig({ CREDIT_CHECK_PROVIDER: ' Sandbox ' })).toStrictEqual(SANDBOX_CREDIT_CHECK);
  });

  it('reads the remote service', () => {
    expect(
      loadCreditCheckConfig({
        CREDIT_CHECK_PROVIDER: 'remote',
        CREDIT_CHECK_BASE_URL: 'https://credit.example.com/v1/',
        CREDIT_CHECK_API_KEY: ' cc-key-42 ',
        CREDIT_CHECK_TIMEOUT_MS: '4000',
      }),
    ).toStrictEqual({
      provider: 'remote',
      baseUrl: 'https://credit.example.com/v1',
      apiKey: 'cc-key-42',
      timeoutMs: 4000,
    });
  });

  it.each([
    [{ CREDIT_CHECK_PROVIDER: 'bureau' }, /CREDIT_CHECK_PROVIDER/],
    [{ CREDIT_CHECK_TIMEOUT_MS: '10s' }, /CREDIT_CHECK_TIMEOUT_MS/],
    [{ CREDIT_CHECK_TIMEOUT_MS: '99' }, /CREDIT_CHECK_TIMEOUT_MS/],
    [{ CREDIT_CHECK_TIMEOUT_MS: '60001' }, /CREDIT_CHECK_TIMEOUT_MS/],
    [{ CREDIT_CHECK_PROVIDER: 'remote', CREDIT_CHECK_API_KEY: 'k' }, /CREDIT_CHECK_BASE_URL/],
    [
      { CREDIT_CHECK_PROVIDER: 'remote', CREDIT_CHECK_BASE_URL: 'ftp://credit.example.com', CREDIT_CHECK_API_KEY: 'k' },
      /CREDIT_CHECK_BASE_URL/,
    ],
    [{ CREDIT_CHECK_PROVIDER: 'remote', CREDIT_CHECK_BASE_URL: 'https://credit.example.com' }, /CREDIT_CHECK_API_KEY/],
    [
      { CREDIT_CHECK_PROVIDER: 'remote', CREDIT_CHECK_BASE_URL: 'https://credit.example.com', CREDIT_CHECK_API_KEY: 'a\nb' },
      /CREDIT_CHECK_API_KEY/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadCreditCheckConfig(env)).toThrow(message);
  });

  it('never repeats the key in its messages', () => {
    const env = { CREDIT_CHECK_PROVIDER: 'remote', CREDIT_CHECK_BASE_URL: 'nowhere', CREDIT_CHECK_API_KEY: 'secret-key-1' };
    expect(() => loadCreditCheckConfig(env)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret-key-1') }),
    );
  });

  it('has a bounded default timeout', () => {
    expect(DEFAULT_CREDIT_CHECK_TIMEOUT_MS).toBe(10_000);
  });
});
