import { describe, expect, it } from 'vitest';
import { DEFAULT_E_SIGNING_TIMEOUT_MS, loadESigningConfig, SANDBOX_E_SIGNING } from './config';

describe('loadESigningConfig', () => {
  it('uses the sandbox by default', () => {
    expect(loadESigningConfig({})).toStrictEqual(SANDBOX_E_SIGNING);
  });

  it('lets a tester make the sandbox fail', () => {
    expect(loadESigningConfig({ E_SIGNING_SANDBOX_FAIL: 'sign' }).sandboxFailure).toBe('sign');
    expect(loadESigningConfig({ E_SIGNING_SANDBOX_FAIL: 'Create' }).sandboxFailure).toBe('create');
  });

  it('reads the remote service', () => {
    expect(
      loadESigningConfig({
        E_SIGNING_PROVIDER: 'remote',
        E_SIGNING_BASE_URL: 'https://esign.example.com/api/v1/',
        E_SIGNING_API_TOKEN: ' secret ',
        E_SIGNING_TIMEOUT_MS: '5000',
        E_SIGNING_SANDBOX_FAIL: 'sign',
      }),
    ).toStrictEqual({
      provider: 'remote',
      baseUrl: 'https://esign.example.com/api/v1',
      apiToken: 'secret',
      timeoutMs: 5000,
      sandboxFailure: 'none',
    });
  });

  it.each([
    [{ E_SIGNING_PROVIDER: 'docusign' }, /E_SIGNING_PROVIDER/],
    [{ E_SIGNING_SANDBOX_FAIL: 'sometimes' }, /E_SIGNING_SANDBOX_FAIL/],
    [{ E_SIGNING_TIMEOUT_MS: '10s' }, /E_SIGNING_TIMEOUT_MS/],
    [{ E_SIGNING_PROVIDER: 'remote', E_SIGNING_API_TOKEN: 't' }, /E_SIGNING_BASE_URL/],
    [
      { E_SIGNING_PROVIDER: 'remote', E_SIGNING_BASE_URL: 'ftp://esign.example.com', E_SIGNING_API_TOKEN: 't' },
      /E_SIGNING_BASE_URL/,
    ],
    [{ E_SIGNING_PROVIDER: 'remote', E_SIGNING_BASE_URL: 'https://esign.example.com' }, /E_SIGNING_API_TOKEN/],
  ])('refuses %o', (env, message) => {
    expect(() => loadESigningConfig(env)).toThrow(message);
  });

  it('has a bounded default timeout', () => {
    expect(DEFAULT_E_SIGNING_TIMEOUT_MS).toBe(10_000);
  });
});
