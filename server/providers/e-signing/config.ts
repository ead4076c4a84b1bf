/**
 * The e-signing settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/e-signing.md lists them).
 */
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

function oneOf<T extends string>(name: string, value: string | undefined, options: readonly T[], fallback: T): T {
  const given = value?.trim().toLowerCase();
  if (!given) return fallback;
  if ((options as readonly string[]).includes(given)) return given as T;
  throw new Error(`${name} must be one of ${options.join(', ')}, got "${value}".`);
}

export function loadESigningConfig(env: NodeJS.ProcessEnv): ESigningConfig {
  const provider = oneOf('E_SIGNING_PROVIDER', env.E_SIGNING_PROVIDER, ['sandbox', 'remote'] as const, 'sandbox');
  const sandboxFailure = oneOf('E_SIGNING_SANDBOX_FAIL', env.E_SIGNING_SANDBOX_FAIL, SANDBOX_FAILURES, 'none');
  const timeoutText = env.E_SIGNING_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_E_SIGNING_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    throw new Error(
      `E_SIGNING_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000, got "${timeoutText}".`,
    );
  }
  if (provider === 'sandbox') return { ...SANDBOX_E_SIGNING, timeoutMs, sandboxFailure };

  const base = env.E_SIGNING_BASE_URL?.trim() ?? '';
  const url = URL.canParse(base) ? new URL(base) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(
      `E_SIGNING_BASE_URL must be an absolute http or https URL when E_SIGNING_PROVIDER is remote, got "${base}".`,
    );
  }
  const apiToken = env.E_SIGNING_API_TOKEN?.trim();
  if (!apiToken) throw new Error('E_SIGNING_API_TOKEN is required when E_SIGNING_PROVIDER is remote.');
  return { provider, baseUrl: url.toString().replace(/\/+$/, ''), apiToken, timeoutMs, sandboxFailure: 'none' };
}
