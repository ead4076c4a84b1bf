/**
 * The address lookup settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/address-lookup.md lists them).
 */
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
  const given = env.ADDRESS_LOOKUP_PROVIDER?.trim().toLowerCase() || 'sandbox';
  if (!(PROVIDERS as readonly string[]).includes(given)) {
    throw new Error(`ADDRESS_LOOKUP_PROVIDER must be one of ${PROVIDERS.join(', ')}, got "${env.ADDRESS_LOOKUP_PROVIDER}".`);
  }
  const provider = given as AddressLookupProviderName;
  const timeoutText = env.ADDRESS_LOOKUP_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_ADDRESS_LOOKUP_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < MIN_TIMEOUT_MS || timeoutMs > MAX_TIMEOUT_MS) {
    throw new Error(
      `ADDRESS_LOOKUP_TIMEOUT_MS must be a whole number of milliseconds from ${MIN_TIMEOUT_MS} to ${MAX_TIMEOUT_MS}, got "${timeoutText}".`,
    );
  }
  if (provider === 'sandbox') return { ...SANDBOX_ADDRESS_LOOKUP, timeoutMs };

  const base = env.ADDRESS_LOOKUP_BASE_URL?.trim() ?? '';
  const url = URL.canParse(base) ? new URL(base) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(
      `ADDRESS_LOOKUP_BASE_URL must be an absolute http or https URL when ADDRESS_LOOKUP_PROVIDER is remote, got "${base}".`,
    );
  }
  // The key is sent as a header, so it cannot hold a line break; its value is never repeated in a message.
  const apiKey = env.ADDRESS_LOOKUP_API_KEY?.trim();
  if (!apiKey) throw new Error('ADDRESS_LOOKUP_API_KEY is required when ADDRESS_LOOKUP_PROVIDER is remote.');
  if (/[\r\n]/.test(apiKey)) throw new Error('ADDRESS_LOOKUP_API_KEY must be on one line.');
  return { provider, baseUrl: url.toString().replace(/\/+$/, ''), apiKey, timeoutMs };
}
