/**
 * The digital-ID settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/digital-id.md lists them).
 */
import { readChoice, readRemoteService, readTimeoutMs } from '../shared/settings';
import type { DigitalIdProviderName } from './provider';

/** Sandbox failures a tester can turn on for every candidate: the provider list, or starting a session. */
export const DIGITAL_ID_SANDBOX_FAILURES = ['none', 'providers', 'create'] as const;
export type DigitalIdSandboxFailure = (typeof DIGITAL_ID_SANDBOX_FAILURES)[number];

export interface DigitalIdConfig {
  provider: DigitalIdProviderName;
  /** The remote service's API root, e.g. https://id.example.com/api/v1 (remote only). */
  baseUrl: string | null;
  /** The remote service's API key, sent as a bearer token (remote only); never logged, never answered. */
  apiKey: string | null;
  /** How long one call to the remote service may take. */
  timeoutMs: number;
  sandboxFailure: DigitalIdSandboxFailure;
}

export const DEFAULT_DIGITAL_ID_TIMEOUT_MS = 10_000;
const MIN_TIMEOUT_MS = 100;
const MAX_TIMEOUT_MS = 60_000;

export const SANDBOX_DIGITAL_ID: DigitalIdConfig = {
  provider: 'sandbox',
  baseUrl: null,
  apiKey: null,
  timeoutMs: DEFAULT_DIGITAL_ID_TIMEOUT_MS,
  sandboxFailure: 'none',
};

export function loadDigitalIdConfig(env: NodeJS.ProcessEnv): DigitalIdConfig {
  const provider = readChoice(env, 'DIGITAL_ID_PROVIDER', ['sandbox', 'remote'] as const, 'sandbox');
  const sandboxFailure = readChoice(env, 'DIGITAL_ID_SANDBOX_FAIL', DIGITAL_ID_SANDBOX_FAILURES, 'none');
  const timeoutMs = readTimeoutMs(env, 'DIGITAL_ID_TIMEOUT_MS', {
    fallback: DEFAULT_DIGITAL_ID_TIMEOUT_MS,
    min: MIN_TIMEOUT_MS,
    max: MAX_TIMEOUT_MS,
  });
  if (provider === 'sandbox') return { ...SANDBOX_DIGITAL_ID, timeoutMs, sandboxFailure };

  const { baseUrl, key } = readRemoteService(env, {
    provider: 'DIGITAL_ID_PROVIDER',
    baseUrl: 'DIGITAL_ID_BASE_URL',
    key: 'DIGITAL_ID_API_KEY',
  });
  return { provider, baseUrl, apiKey: key, timeoutMs, sandboxFailure: 'none' };
}
