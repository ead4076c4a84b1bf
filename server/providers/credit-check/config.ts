/**
 * The credit-check settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/credit-check.md lists them).
 */
import { readChoice, readRemoteService, readTimeoutMs } from '../shared/settings';
import { CREDIT_CHECK_PROVIDERS, type CreditCheckProviderName } from './provider';

export interface CreditCheckConfig {
  provider: CreditCheckProviderName;
  /** The remote service's API root, e.g. https://credit.example.com/v1 (remote only). */
  baseUrl: string | null;
  /** The remote service's key, sent with every call (remote only); never logged, never answered. */
  apiKey: string | null;
  /** How long one call to the remote service may take. */
  timeoutMs: number;
}

export const DEFAULT_CREDIT_CHECK_TIMEOUT_MS = 10_000;
const MIN_TIMEOUT_MS = 100;
const MAX_TIMEOUT_MS = 60_000;

export const SANDBOX_CREDIT_CHECK: CreditCheckConfig = {
  provider: 'sandbox',
  baseUrl: null,
  apiKey: null,
  timeoutMs: DEFAULT_CREDIT_CHECK_TIMEOUT_MS,
};

export function loadCreditCheckConfig(env: NodeJS.ProcessEnv): CreditCheckConfig {
  const provider = readChoice(env, 'CREDIT_CHECK_PROVIDER', CREDIT_CHECK_PROVIDERS, 'sandbox');
  const timeoutMs = readTimeoutMs(env, 'CREDIT_CHECK_TIMEOUT_MS', {
    fallback: DEFAULT_CREDIT_CHECK_TIMEOUT_MS,
    min: MIN_TIMEOUT_MS,
    max: MAX_TIMEOUT_MS,
  });
  if (provider === 'sandbox') return { ...SANDBOX_CREDIT_CHECK, timeoutMs };

  const { baseUrl, key } = readRemoteService(env, {
    provider: 'CREDIT_CHECK_PROVIDER',
    baseUrl: 'CREDIT_CHECK_BASE_URL',
    key: 'CREDIT_CHECK_API_KEY',
  });
  return { provider, baseUrl, apiKey: key, timeoutMs };
}
