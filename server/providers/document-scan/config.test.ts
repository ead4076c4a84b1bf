import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_SCAN_TIMEOUT_MS, loadDocumentScanConfig, SANDBOX_DOCUMENT_SCAN } from './config';

describe('loadDocumentScanConfig', () => {
  it('uses the sandbox by default', () => {
    expect(loadDocumentScanConfig({})).toStrictEqual(SANDBOX_DOCUMENT_SCAN);
    expect(loadDocumentScanConfig({ DOCUMENT_SCAN_PROVIDER: ' Sandbox ' })).toStrictEqual(SANDBOX_DOCUMENT_SCAN);
  });

  it('reads the remote service', () => {
    expect(
      loadDocumentScanConfig({
        DOCUMENT_SCAN_PROVIDER: 'remote',
        DOCUMENT_SCAN_BASE_URL: 'https://idcheck.example.com/v1/',
        DOCUMENT_SCAN_API_KEY: ' ds-key-42 ',
        DOCUMENT_SCAN_TIMEOUT_MS: '4000',
      }),
    ).toStrictEqual({
      provider: 'remote',
      baseUrl: 'https://idcheck.example.com/v1',
      apiKey: 'ds-key-42',
      timeoutMs: 4000,
    });
  });

  it.each([
    [{ DOCUMENT_SCAN_PROVIDER: 'hooyu' }, /DOCUMENT_SCAN_PROVIDER/],
    [{ DOCUMENT_SCAN_TIMEOUT_MS: '10s' }, /DOCUMENT_SCAN_TIMEOUT_MS/],
    [{ DOCUMENT_SCAN_TIMEOUT_MS: '99' }, /DOCUMENT_SCAN_TIMEOUT_MS/],
    [{ DOCUMENT_SCAN_TIMEOUT_MS: '60001' }, /DOCUMENT_SCAN_TIMEOUT_MS/],
    [{ DOCUMENT_SCAN_PROVIDER: 'remote', DOCUMENT_SCAN_API_KEY: 'k' }, /DOCUMENT_SCAN_BASE_URL/],
    [
      { DOCUMENT_SCAN_PROVIDER: 'remote', DOCUMENT_SCAN_BASE_URL: 'ftp://idcheck.example.com', DOCUMENT_SCAN_API_KEY: 'k' },
      /DOCUMENT_SCAN_BASE_URL/,
    ],
    [{ DOCUMENT_SCAN_PROVIDER: 'remote', DOCUMENT_SCAN_BASE_URL: 'https://idcheck.example.com' }, /DOCUMENT_SCAN_API_KEY/],
    [
      { DOCUMENT_SCAN_PROVIDER: 'remote', DOCUMENT_SCAN_BASE_URL: 'https://idcheck.example.com', DOCUMENT_SCAN_API_KEY: 'a\nb' },
      /DOCUMENT_SCAN_API_KEY/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadDocumentScanConfig(env)).toThrow(message);
  });

  it('never repeats the key in its messages', () => {
    const env = { DOCUMENT_SCAN_PROVIDER: 'remote', DOCUMENT_SCAN_BASE_URL: 'nowhere', DOCUMENT_SCAN_API_KEY: 'secret-key-1' };
    expect(() => loadDocumentScanConfig(env)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret-key-1') }),
    );
  });

  it('has a bounded default timeout', () => {
    expect(DEFAULT_DOCUMENT_SCAN_TIMEOUT_MS).toBe(10_000);
  });
});
