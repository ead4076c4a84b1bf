/**
 * The address lookup settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/address-lookup.md lists them).
 */
import { readChoice, readRemoteService, readTimeoutMs } from '../shared/settings';
import type { AddressLookupProviderName } from './provider';

export interface AddressLookupConfig {
  provider: AddressLookupProviderName;
  /** The remote service's API root, e.g. https://address.example.com/v1 (remote only). */
  baseUrl: string | null;
  /** The remote service's key, sent with every call (remote only); never logged, never answered. */
  apiKey: string | null;
  /** How long one call to the remote service may take: the candidate is typing. */
  timeoutMs: number;
}

export const DEFAULT_ADDRESS_LOOKUP_TIMEOUT_MS = 5_000;
const MIN_TIMEOUT_MS = 100;
const MAX_TIMEOUT_MS = 60_000;

export const SANDBOX_ADDRESS_LOOKUP: AddressLookupConfig = {
  provider: 'sandbox',
  baseUrl: null,
  apiKey: null,
  timeoutMs: DEFAULT_ADDRESS_LOOKUP_TIMEOUT_MS,
};

const PROVIDERS: readonly AddressLookupProviderName[] = ['sandbox', 'remote'];

export function loadAddressLookupConfig(env: NodeJS.ProcessEnv): AddressLookupConfig {
  const provider = readChoice(env, 'ADDRESS_LOOKUP_PROVIDER', PROVIDERS, 'sandbox');
  const timeoutMs = readTimeoutMs(env, 'ADDRESS_LOOKUP_TIMEOUT_MS', {
    fallback: DEFAULT_ADDRESS_LOOKUP_TIMEOUT_MS,
    min: MIN_TIMEOUT_MS,
    max: MAX_TIMEOUT_MS,
  });
  if (provider === 'sandbox') return { ...SANDBOX_ADDRESS_LOOKUP, timeoutMs };

  const { baseUrl, key } = readRemoteService(env, {
    provider: 'ADDRESS_LOOKUP_PROVIDER',
    baseUrl: 'ADDRESS_LOOKUP_BASE_URL',
    key: 'ADDRESS_LOOKUP_API_KEY',
  });
  return { provider, baseUrl, apiKey: key, timeoutMs };
}
