/**
 * Every provider that calls a remote service reads its settings by the same rules (shared/settings.ts): one table
 * checks them all, each under its own variable names, so a provider whose names or bounds drift is caught here.
 * What a provider adds (sandbox failures, frame origins) is tested beside it.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADDRESS_LOOKUP_TIMEOUT_MS,
  loadAddressLookupConfig,
  SANDBOX_ADDRESS_LOOKUP,
} from './address-lookup/config';
import { DEFAULT_CREDIT_CHECK_TIMEOUT_MS, loadCreditCheckConfig, SANDBOX_CREDIT_CHECK } from './credit-check/config';
import { DEFAULT_DIGITAL_ID_TIMEOUT_MS, loadDigitalIdConfig, SANDBOX_DIGITAL_ID } from './digital-id/config';
import {
  DEFAULT_DOCUMENT_SCAN_TIMEOUT_MS,
  loadDocumentScanConfig,
  SANDBOX_DOCUMENT_SCAN,
} from './document-scan/config';
import { DEFAULT_E_SIGNING_TIMEOUT_MS, loadESigningConfig, SANDBOX_E_SIGNING } from './e-signing/config';
import {
  DEFAULT_EMPLOYMENT_VERIFICATION_TIMEOUT_MS,
  loadEmploymentVerificationConfig,
  SANDBOX_EMPLOYMENT_VERIFICATION,
} from './employment-verification/config';
import { DEFAULT_SCREENING_TIMEOUT_MS, loadScreeningConfig, SANDBOX_SCREENING } from './screening/config';

interface Case {
  stem: string;
  load: (env: NodeJS.ProcessEnv) => object;
  sandbox: object;
  defaultTimeoutMs: number;
  maxTimeoutMs: number;
  /** The key variable's suffix and the settings field that holds it. */
  key: { name: string; field: string };
  /** What the remote provider needs beyond address and key, and what it adds to the settings. */
  remoteEnv?: Record<string, string>;
  remoteExtra?: object;
}

const API_KEY = { name: 'API_KEY', field: 'apiKey' };

const CASES: Case[] = [
  {
    stem: 'ADDRESS_LOOKUP',
    load: loadAddressLookupConfig,
    sandbox: SANDBOX_ADDRESS_LOOKUP,
    defaultTimeoutMs: DEFAULT_ADDRESS_LOOKUP_TIMEOUT_MS,
    maxTimeoutMs: 60_000,
    key: API_KEY,
  },
  {
    stem: 'CREDIT_CHECK',
    load: loadCreditCheckConfig,
    sandbox: SANDBOX_CREDIT_CHECK,
    defaultTimeoutMs: DEFAULT_CREDIT_CHECK_TIMEOUT_MS,
    maxTimeoutMs: 60_000,
    key: API_KEY,
  },
  {
    stem: 'DIGITAL_ID',
    load: loadDigitalIdConfig,
    sandbox: SANDBOX_DIGITAL_ID,
    defaultTimeoutMs: DEFAULT_DIGITAL_ID_TIMEOUT_MS,
    maxTimeoutMs: 60_000,
    key: API_KEY,
    remoteExtra: { sandboxFailure: 'none' },
  },
  {
    stem: 'DOCUMENT_SCAN',
    load: loadDocumentScanConfig,
    sandbox: SANDBOX_DOCUMENT_SCAN,
    defaultTimeoutMs: DEFAULT_DOCUMENT_SCAN_TIMEOUT_MS,
    maxTimeoutMs: 60_000,
    key: API_KEY,
  },
  {
    stem: 'E_SIGNING',
    load: loadESigningConfig,
    sandbox: SANDBOX_E_SIGNING,
    defaultTimeoutMs: DEFAULT_E_SIGNING_TIMEOUT_MS,
    maxTimeoutMs: 120_000,
    key: { name: 'API_TOKEN', field: 'apiToken' },
    remoteExtra: { sandboxFailure: 'none' },
  },
  {
    stem: 'EMPLOYMENT_VERIFICATION',
    load: loadEmploymentVerificationConfig,
    sandbox: SANDBOX_EMPLOYMENT_VERIFICATION,
    defaultTimeoutMs: DEFAULT_EMPLOYMENT_VERIFICATION_TIMEOUT_MS,
    maxTimeoutMs: 60_000,
    key: API_KEY,
    remoteExtra: { appOrigin: 'https://service.example.com' },
  },
  {
    stem: 'SCREENING',
    load: loadScreeningConfig,
    sandbox: SANDBOX_SCREENING,
    defaultTimeoutMs: DEFAULT_SCREENING_TIMEOUT_MS,
    maxTimeoutMs: 60_000,
    key: API_KEY,
    remoteEnv: { SCREENING_WIDGET_ORIGIN: 'https://widget.example.com' },
    remoteExtra: { widgetOrigin: 'https://widget.example.com' },
  },
];

describe.each(CASES)(
  'the $stem settings',
  ({ stem, load, sandbox, defaultTimeoutMs, maxTimeoutMs, key, remoteEnv, remoteExtra }) => {
    const name = (suffix: string) => `${stem}_${suffix}`;
    const remote = (env: Record<string, string>) => ({
      [name('PROVIDER')]: 'remote',
      [name('BASE_URL')]: 'https://service.example.com/v1/',
      [name(key.name)]: ' key-42 ',
      ...remoteEnv,
      ...env,
    });

    it('use the sandbox by default, with a timeout of at most ten seconds', () => {
      expect(load({})).toStrictEqual(sandbox);
      expect(load({ [name('PROVIDER')]: ' Sandbox ' })).toStrictEqual(sandbox);
      expect(load({})).toMatchObject({ provider: 'sandbox', timeoutMs: defaultTimeoutMs });
      expect(defaultTimeoutMs).toBeLessThanOrEqual(10_000);
    });

    it('read the remote service', () => {
      expect(load(remote({ [name('TIMEOUT_MS')]: '4000' }))).toStrictEqual({
        provider: 'remote',
        baseUrl: 'https://service.example.com/v1',
        [key.field]: 'key-42',
        timeoutMs: 4000,
        ...remoteExtra,
      });
    });

    it.each([
      ['an unknown provider', { PROVIDER: 'bureau' }, 'PROVIDER'],
      ['a timeout that is not a number', { TIMEOUT_MS: '10s' }, 'TIMEOUT_MS'],
      ['a timeout too short', { TIMEOUT_MS: '99' }, 'TIMEOUT_MS'],
      ['a timeout too long', { TIMEOUT_MS: String(maxTimeoutMs + 1) }, 'TIMEOUT_MS'],
    ])('refuse %s', (_, suffixes, refused) => {
      const env = Object.fromEntries(Object.entries(suffixes).map(([suffix, value]) => [name(suffix), value]));
      expect(() => load(env)).toThrow(name(refused));
    });

    it.each([
      ['no base URL', { BASE_URL: '' }, 'BASE_URL'],
      ['a base URL that is not http', { BASE_URL: 'ftp://service.example.com' }, 'BASE_URL'],
      ['no key', { [key.name]: '' }, key.name],
      ['a key over two lines', { [key.name]: 'a\nb' }, key.name],
    ])('refuse a remote service with %s', (_, suffixes, refused) => {
      const env = Object.fromEntries(Object.entries(suffixes).map(([suffix, value]) => [name(suffix), value]));
      expect(() => load(remote(env))).toThrow(name(refused));
    });

    it('never repeat the key in their messages', () => {
      const env = remote({ [name('BASE_URL')]: 'nowhere', [name(key.name)]: 'secret-key-1' });
      expect(() => load(env)).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('secret-key-1') }),
      );
    });
  },
);
