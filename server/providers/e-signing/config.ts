/**
 * The e-signing settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/e-signing.md lists them).
 */
import { readChoice, readRemoteService, readTimeoutMs } from '../shared/settings';
import type { ESigningProviderName } from './provider';

/** Sandbox failures a tester can turn on for every document: creating it, or signing it. */
export const SANDBOX_FAILURES = ['none', 'create', 'sign'] as const;
export type SandboxFailure = (typeof SANDBOX_FAILURES)[number];

export interface ESigningConfig {
  provider: ESigningProviderName;
  /** The remote service's API root, e.g. https://esign.example.com/api/v1 (remote only). */
  baseUrl: string | null;
  /** Bearer token of the remote service's API (remote only). */
  apiToken: string | null;
  /** How long one call to the remote service may take. */
  timeoutMs: number;
  sandboxFailure: SandboxFailure;
}

export const DEFAULT_E_SIGNING_TIMEOUT_MS = 10_000;

export const SANDBOX_E_SIGNING: ESigningConfig = {
  provider: 'sandbox',
  baseUrl: null,
  apiToken: null,
  timeoutMs: DEFAULT_E_SIGNING_TIMEOUT_MS,
  sandboxFailure: 'none',
};

export function loadESigningConfig(env: NodeJS.ProcessEnv): ESigningConfig {
  const provider = readChoice(env, 'E_SIGNING_PROVIDER', ['sandbox', 'remote'] as const, 'sandbox');
  const sandboxFailure = readChoice(env, 'E_SIGNING_SANDBOX_FAIL', SANDBOX_FAILURES, 'none');
  const timeoutMs = readTimeoutMs(env, 'E_SIGNING_TIMEOUT_MS', {
    fallback: DEFAULT_E_SIGNING_TIMEOUT_MS,
    min: 100,
    max: 120_000,
  });
  if (provider === 'sandbox') return { ...SANDBOX_E_SIGNING, timeoutMs, sandboxFailure };

  const { baseUrl, key } = readRemoteService(env, {
    provider: 'E_SIGNING_PROVIDER',
    baseUrl: 'E_SIGNING_BASE_URL',
    key: 'E_SIGNING_API_TOKEN',
  });
  return { provider, baseUrl, apiToken: key, timeoutMs, sandboxFailure: 'none' };
}
