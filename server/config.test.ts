import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureAdminToken, ensureOrgApiKey, loadConfig } from './config';
import { SANDBOX_ADDRESS_LOOKUP } from './providers/address-lookup/config';
import { SANDBOX_DIGITAL_ID } from './providers/digital-id/config';
import { SANDBOX_DOCUMENT_SCAN } from './providers/document-scan/config';
import { SANDBOX_CREDIT_CHECK } from './providers/credit-check/config';
import { SANDBOX_SCREENING } from './providers/screening/config';
import { SANDBOX_EMPLOYMENT_VERIFICATION } from './providers/employment-verification/config';
import { SANDBOX_E_SIGNING } from './providers/e-signing/config';
import { SANDBOX_MALWARE_SCAN } from './providers/malware-scan/config';
import { LOCAL_STORAGE } from './storage/config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'config-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toStrictEqual({
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      orgApiKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      adminToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      production: false,
      allowSandboxStates: true,
      trustProxy: 0,
      logLevel: 'info',
      helpCentreUrl: 'https://help.example.com/candidates',
      careerPassportUrl: 'https://passport.example.com/',
      eSigning: SANDBOX_E_SIGNING,
      addressLookup: SANDBOX_ADDRESS_LOOKUP,
      digitalId: SANDBOX_DIGITAL_ID,
      documentScan: SANDBOX_DOCUMENT_SCAN,
      creditCheck: SANDBOX_CREDIT_CHECK,
      screening: SANDBOX_SCREENING,
      employmentVerification: SANDBOX_EMPLOYMENT_VERIFICATION,
      benchStaticRoute: false,
      malwareScan: SANDBOX_MALWARE_SCAN,
      webhookPrivateTargets: true,
      storage: LOCAL_STORAGE,
      clientErrors: { enabled: true, perMinute: 10 },
      mail: { smtpUrl: undefined, from: 'Candidate onboarding <no-reply@localhost>' },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: 'relative/data',
      DATABASE_URL: 'postgres://u@db/app',
      PUBLIC_URL: 'https://checks.example.com/',
      ORG_API_KEY: 'k',
      SANDBOX_STATES: 'false',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      HELP_CENTRE_URL: 'https://support.checks.example.org/help',
      CAREER_PASSPORT_URL: ' https://career.example.org/passport?from=checks ',
      CLIENT_ERRORS: 'off',
      CLIENT_ERRORS_PER_MINUTE: '30',
      SMTP_URL: 'smtp://mailer:secret@mail.example.com:587',
      MAIL_FROM: 'Checks <checks@example.com>',
    });
    expect(config).toStrictEqual({
      port: 8080,
      dataDir: resolve('relative/data'),
      databaseUrl: 'postgres://u@db/app',
      publicUrl: 'https://checks.example.com',
      orgApiKey: 'k',
      adminToken: undefined,
      production: false,
      allowSandboxStates: false,
      trustProxy: 1,
      logLevel: 'warn',
      helpCentreUrl: 'https://support.checks.example.org/help',
      careerPassportUrl: 'https://career.example.org/passport?from=checks',
      eSigning: SANDBOX_E_SIGNING,
      addressLookup: SANDBOX_ADDRESS_LOOKUP,
      digitalId: SANDBOX_DIGITAL_ID,
      documentScan: SANDBOX_DOCUMENT_SCAN,
      creditCheck: SANDBOX_CREDIT_CHECK,
      screening: SANDBOX_SCREENING,
      employmentVerification: SANDBOX_EMPLOYMENT_VERIFICATION,
      benchStaticRoute: false,
      malwareScan: SANDBOX_MALWARE_SCAN,
      webhookPrivateTargets: true,
      storage: LOCAL_STORAGE,
      clientErrors: { enabled: false, perMinute: 30 },
      mail: { smtpUrl: 'smtp://mailer:secret@mail.example.com:587', from: 'Checks <checks@example.com>' },
    });
  });

  it('follows PORT in the default public URL', () => {
    expect(loadConfig({ PORT: '4123', ORG_API_KEY: 'k' }).publicUrl).toBe('http://localhost:4123');
  });

  it('turns sandbox states off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production', ORG_API_KEY: 'k' }).allowSandboxStates).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ORG_API_KEY: 'k' }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_STATES: '1', ORG_API_KEY: 'k' }).allowSandboxStates).toBe(true);
  });

  it('serves the benchmark static route only when asked, and never in production', () => {
    expect(loadConfig({ BENCH_STATIC_ROUTE: 'true', ORG_API_KEY: 'k' }).benchStaticRoute).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', BENCH_STATIC_ROUTE: 'true', ORG_API_KEY: 'k' })).toThrow(/BENCH_STATIC_ROUTE/);
  });

  it('allows private webhook targets outside production only', () => {
    expect(loadConfig({ ORG_API_KEY: 'k' }).webhookPrivateTargets).toBe(true);
    expect(loadConfig({ WEBHOOK_PRIVATE_TARGETS: 'false', ORG_API_KEY: 'k' }).webhookPrivateTargets).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ORG_API_KEY: 'k' }).webhookPrivateTargets).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOK_PRIVATE_TARGETS: 'true', ORG_API_KEY: 'k' })).toThrow(/WEBHOOK_PRIVATE_TARGETS/);
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ PORT: 'eighty', ORG_API_KEY: 'k' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000', ORG_API_KEY: 'k' })).toThrow(/PORT/);
    expect(() => loadConfig({ SANDBOX_STATES: 'maybe', ORG_API_KEY: 'k' })).toThrow(/SANDBOX_STATES/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud', ORG_API_KEY: 'k' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes', ORG_API_KEY: 'k' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ CLIENT_ERRORS: 'sometimes', ORG_API_KEY: 'k' })).toThrow(/CLIENT_ERRORS/);
    expect(() => loadConfig({ CLIENT_ERRORS_PER_MINUTE: '0', ORG_API_KEY: 'k' })).toThrow(/CLIENT_ERRORS_PER_MINUTE/);
    expect(() => loadConfig({ TRUST_PROXY: '-1', ORG_API_KEY: 'k' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ HELP_CENTRE_URL: 'help.example.com', ORG_API_KEY: 'k' })).toThrow(/HELP_CENTRE_URL/);
    expect(() => loadConfig({ HELP_CENTRE_URL: 'javascript:alert(1)', ORG_API_KEY: 'k' })).toThrow(/HELP_CENTRE_URL/);
    expect(() => loadConfig({ CAREER_PASSPORT_URL: 'ftp://passport.example.com/', ORG_API_KEY: 'k' })).toThrow(
      /CAREER_PASSPORT_URL/,
    );
  });
});

describe('ensureOrgApiKey', () => {
  it('creates a 32-byte hex key readable by its owner only, then keeps it', () => {
    const dataDir = join(tempDir(), 'nested');
    const key = ensureOrgApiKey(dataDir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dataDir, 'org-api-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureOrgApiKey(dataDir)).toBe(key);
  });
});

describe('ensureAdminToken', () => {
  it('keeps the admin token beside the key, readable by its owner only and different from it', () => {
    const dataDir = tempDir();
    const token = ensureAdminToken(dataDir);
    expect(statSync(join(dataDir, 'admin-token')).mode & 0o777).toBe(0o600);
    expect(ensureAdminToken(dataDir)).toBe(token);
    expect(token).not.toBe(ensureOrgApiKey(dataDir));
  });
});
