/**
 * Runtime configuration, read once from the environment (docs/operations.md lists every variable).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOG_LEVELS, type LogLevel } from './logger';
import { loadESigningConfig, type ESigningConfig } from './providers/e-signing/config';
import { loadAddressLookupConfig, type AddressLookupConfig } from './providers/address-lookup/config';
import { loadDigitalIdConfig, type DigitalIdConfig } from './providers/digital-id/config';
import { loadDocumentScanConfig, type DocumentScanConfig } from './providers/document-scan/config';
import { loadCreditCheckConfig, type CreditCheckConfig } from './providers/credit-check/config';
import { loadScreeningConfig, type ScreeningConfig } from './providers/screening/config';
import { loadMalwareScanConfig, type MalwareScanConfig } from './providers/malware-scan/config';
import { loadStorageConfig, type StorageConfig } from './storage/config';
import { loadMailConfig, type MailConfig } from './mail/config';
import {
  loadEmploymentVerificationConfig,
  type EmploymentVerificationConfig,
} from './providers/employment-verification/config';

export interface Config {
  port: number;
  /** Absolute path of the data folder: the embedded database, the organisation key, server.json. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir/db is used. */
  databaseUrl: string | undefined;
  /** Origin the candidate's links point at, without a trailing slash. */
  publicUrl: string;
  /** Bearer key of the organisation API: the default organisation's. */
  orgApiKey: string;
  /**
   * The token `npm run org` shows the server's admin routes, kept in dataDir/admin-token; only with the embedded
   * database, where the command cannot open the database while the server holds it (docs/decisions/0018).
   */
  adminToken?: string;
  /** NODE_ENV=production: no demo request, no token printed, only https links from organisations. */
  production: boolean;
  /** Whether POST /api/org/requests honours sandbox_state (never in production unless asked for). */
  allowSandboxStates: boolean;
  /** How many proxies in front of the server append to X-Forwarded-For; 0 takes the client from the socket. */
  trustProxy: number;
  logLevel: LogLevel;
  /** The help centre the completion page links to (GET /api/settings/). */
  helpCentreUrl: string;
  /** The digital career passport the completion page links to (GET /api/settings/). */
  careerPassportUrl: string;
  /** The e-signing service (docs/providers/e-signing.md); the sandbox when absent. */
  eSigning?: ESigningConfig;
  /** The address lookup service (docs/providers/address-lookup.md); the sandbox when absent. */
  addressLookup?: AddressLookupConfig;
  /** The digital-ID service (docs/providers/digital-id.md); the sandbox when absent. */
  digitalId?: DigitalIdConfig;
  /** The document-scan identity service (docs/providers/document-scan.md); the sandbox when absent. */
  documentScan?: DocumentScanConfig;
  /** The credit reference service (docs/providers/credit-check.md); the sandbox when absent. */
  creditCheck?: CreditCheckConfig;
  /** The drug screening and occupational health service (docs/providers/screening.md); the sandbox when absent. */
  screening?: ScreeningConfig;
  /** The income-verification service (docs/providers/employment-verification.md); the sandbox when absent. */
  employmentVerification?: EmploymentVerificationConfig;
  /** BENCH_STATIC_ROUTE: serves GET /api/bench/static/, the benchmark's yardstick (docs/performance.md); never in production. */
  benchStaticRoute?: boolean;
  /** The scanner every upload passes before it is kept (docs/documents.md); the sandbox when absent. */
  malwareScan?: MalwareScanConfig;
  /**
   * WEBHOOK_PRIVATE_TARGETS: whether webhooks may be sent to loopback, private and link-local addresses; not in
   * production (the default there), where such a target is refused when registered and at every attempt.
   */
  webhookPrivateTargets?: boolean;
  /** Where uploaded and signed files are kept (docs/operations.md "File storage"); local disk when absent. */
  storage?: StorageConfig;
  /** POST /api/client-errors/ (docs/decisions/0028): whether reports are logged, and how many a client may send a minute. */
  clientErrors: ClientErrorsConfig;
  /** How the candidate's e-mails are sent (docs/email.md). */
  mail?: MailConfig;
}

export interface ClientErrorsConfig {
  enabled: boolean;
  perMinute: number;
}

export const DEFAULT_CLIENT_ERRORS_PER_MINUTE = 10;

const DEFAULT_HELP_CENTRE_URL = 'https://help.example.com/candidates';
const DEFAULT_CAREER_PASSPORT_URL = 'https://passport.example.com/';

const ORG_API_KEY_FILE = 'org-api-key';
export const ADMIN_TOKEN_FILE = 'admin-token';

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}".`);
  }
  return port;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const normalised = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
  if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
  throw new Error(`${name} must be true or false, got "${value}".`);
}

function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(`TRUST_PROXY must be the number of proxies in front of the server (0 or more), got "${value}".`);
  }
  return Number(value.trim());
}

function parsePerMinute(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value.trim()) < 1 || Number(value.trim()) > 10_000) {
    throw new Error(`${name} must be a whole number from 1 to 10000, got "${value}".`);
  }
  return Number(value.trim());
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value.trim() === '') return 'info';
  const level = value.trim().toLowerCase();
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
}

/** An absolute http(s) URL, since the SPA puts it in a link as it is. */
function parseUrl(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value.trim() === '') return fallback;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(`${name} must be an absolute http or https URL, got "${value}".`);
  }
  return url.toString();
}

/**
 * The organisation API key kept in dataDir/org-api-key (created on first use, readable by its owner only), so a
 * development machine has a key without configuring one and the command line finds the same key.
 */
export function ensureOrgApiKey(dataDir: string): string {
  return ensureSecretFile(dataDir, ORG_API_KEY_FILE);
}

/** The admin token in dataDir/admin-token (created on first use, readable by its owner only). */
export function ensureAdminToken(dataDir: string): string {
  return ensureSecretFile(dataDir, ADMIN_TOKEN_FILE);
}

/** A secret of 32 random bytes kept in a file of dataDir; of two processes creating it at once, the first wins. */
function ensureSecretFile(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  try {
    // 'wx' fails if another process created the file meanwhile; then its key wins.
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return key;
}

/** Whether webhooks may go to non-public addresses: as configured, else everywhere but in production. */
export const allowsPrivateWebhookTargets = (config: Pick<Config, 'webhookPrivateTargets' | 'production'>) =>
  config.webhookPrivateTargets ?? !config.production;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT, 3000);
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  const orgApiKey = env.ORG_API_KEY?.trim() || ensureOrgApiKey(dataDir);
  const adminToken = databaseUrl ? undefined : ensureAdminToken(dataDir);
  const production = env.NODE_ENV?.trim() === 'production';
  const allowSandboxStates = parseBoolean('SANDBOX_STATES', env.SANDBOX_STATES, !production);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const logLevel = parseLogLevel(env.LOG_LEVEL);
  const helpCentreUrl = parseUrl('HELP_CENTRE_URL', env.HELP_CENTRE_URL, DEFAULT_HELP_CENTRE_URL);
  const careerPassportUrl = parseUrl('CAREER_PASSPORT_URL', env.CAREER_PASSPORT_URL, DEFAULT_CAREER_PASSPORT_URL);
  const eSigning = loadESigningConfig(env);
  const addressLookup = loadAddressLookupConfig(env);
  const digitalId = loadDigitalIdConfig(env);
  const documentScan = loadDocumentScanConfig(env);
  const creditCheck = loadCreditCheckConfig(env);
  const screening = loadScreeningConfig(env);
  const employmentVerification = loadEmploymentVerificationConfig(env);
  const benchStaticRoute = parseBoolean('BENCH_STATIC_ROUTE', env.BENCH_STATIC_ROUTE, false);
  if (benchStaticRoute && production) {
    throw new Error('BENCH_STATIC_ROUTE is for the benchmark only and cannot be set with NODE_ENV=production.');
  }
  const webhookPrivateTargets = parseBoolean('WEBHOOK_PRIVATE_TARGETS', env.WEBHOOK_PRIVATE_TARGETS, !production);
  if (webhookPrivateTargets && production) {
    throw new Error('WEBHOOK_PRIVATE_TARGETS is for development and tests only and cannot be set with NODE_ENV=production.');
  }
  const malwareScan = loadMalwareScanConfig(env);
  const storage = loadStorageConfig(env);
  const clientErrors = {
    enabled: parseBoolean('CLIENT_ERRORS', env.CLIENT_ERRORS, true),
    perMinute: parsePerMinute('CLIENT_ERRORS_PER_MINUTE', env.CLIENT_ERRORS_PER_MINUTE, DEFAULT_CLIENT_ERRORS_PER_MINUTE),
  };
  const mail = loadMailConfig(env);
  return {
    port,
    dataDir,
    databaseUrl,
    publicUrl,
    orgApiKey,
    adminToken,
    production,
    allowSandboxStates,
    trustProxy,
    logLevel,
    helpCentreUrl,
    careerPassportUrl,
    eSigning,
    addressLookup,
    digitalId,
    documentScan,
    creditCheck,
    screening,
    employmentVerification,
    benchStaticRoute,
    malwareScan,
    webhookPrivateTargets,
    storage,
    clientErrors,
    mail,
  };
}
