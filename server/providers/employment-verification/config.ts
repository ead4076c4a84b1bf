/**
 * The employment-verification settings, read from the environment with the rest of the configuration
 * (server/config.ts; docs/providers/employment-verification.md lists them).
 */
import { readChoice, readRemoteService, readTimeoutMs } from '../shared/settings';
import { EMPLOYMENT_VERIFICATION_PROVIDERS, type EmploymentVerificationProviderName } from './provider';

export interface EmploymentVerificationConfig {
  provider: EmploymentVerificationProviderName;
  /** The remote service's API root, e.g. https://api.income.example.com/v1 (remote only). */
  baseUrl: string | null;
  /** The remote service's key, sent with every call (remote only); never logged, never answered. */
  apiKey: string | null;
  /**
   * The origin of the tax-account pages the step embeds (remote only): the SPA's Content-Security-Policy lets
   * frames come from it, and an order whose page is anywhere else is refused. The API root's origin by default.
   */
  appOrigin: string | null;
  /** How long one call to the remote service may take. */
  timeoutMs: number;
}

export const DEFAULT_EMPLOYMENT_VERIFICATION_TIMEOUT_MS = 10_000;
const MIN_TIMEOUT_MS = 100;
const MAX_TIMEOUT_MS = 60_000;

export const SANDBOX_EMPLOYMENT_VERIFICATION: EmploymentVerificationConfig = {
  provider: 'sandbox',
  baseUrl: null,
  apiKey: null,
  appOrigin: null,
  timeoutMs: DEFAULT_EMPLOYMENT_VERIFICATION_TIMEOUT_MS,
};

/** An https origin (http only for a local address), as a CSP source names it: scheme, host and port. */
function readAppOrigin(env: NodeJS.ProcessEnv, fallback: string): string {
  const name = 'EMPLOYMENT_VERIFICATION_APP_ORIGIN';
  const given = env[name]?.trim();
  if (!given) return new URL(fallback).origin;
  const url = URL.canParse(given) ? new URL(given) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === 'null') {
    throw new Error(`${name} must be an http or https origin such as https://app.income.example.com, got "${given}".`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name} must be an origin without a path, got "${given}".`);
  }
  return url.origin;
}

export function loadEmploymentVerificationConfig(env: NodeJS.ProcessEnv): EmploymentVerificationConfig {
  const provider = readChoice(env, 'EMPLOYMENT_VERIFICATION_PROVIDER', EMPLOYMENT_VERIFICATION_PROVIDERS, 'sandbox');
  const timeoutMs = readTimeoutMs(env, 'EMPLOYMENT_VERIFICATION_TIMEOUT_MS', {
    fallback: DEFAULT_EMPLOYMENT_VERIFICATION_TIMEOUT_MS,
    min: MIN_TIMEOUT_MS,
    max: MAX_TIMEOUT_MS,
  });
  if (provider === 'sandbox') return { ...SANDBOX_EMPLOYMENT_VERIFICATION, timeoutMs };

  const { baseUrl, key } = readRemoteService(env, {
    provider: 'EMPLOYMENT_VERIFICATION_PROVIDER',
    baseUrl: 'EMPLOYMENT_VERIFICATION_BASE_URL',
    key: 'EMPLOYMENT_VERIFICATION_API_KEY',
  });
  return { provider, baseUrl, apiKey: key, appOrigin: readAppOrigin(env, baseUrl), timeoutMs };
}

/** The origin the step's frame shows pages from, beyond our own: none for the sandbox, which is our own server. */
export function employmentVerificationFrameOrigin(settings: EmploymentVerificationConfig | undefined): string | null {
  return settings?.provider === 'remote' ? settings.appOrigin : null;
}
