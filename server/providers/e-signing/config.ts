/**
 * The e-signing settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/e-signing.md lists them).
 */
import {
  defineRemoteSettings,
  readChoice,
  type RemoteProviderChoice,
  type RemoteProviderSettings,
} from '../shared/settings';

/** Sandbox failures a tester can turn on for every document: creating it, or signing it. */
export const SANDBOX_FAILURES = ['none', 'create', 'sign'] as const;
export type SandboxFailure = (typeof SANDBOX_FAILURES)[number];

export interface ESigningConfig {
  provider: RemoteProviderChoice;
  /** The remote service's API root, e.g. https://esign.example.com/api/v1 (remote only). */
  baseUrl: string | null;
  /** Bearer token of the remote service's API (remote only). */
  apiToken: string | null;
  /** How long one call to the remote service may take. */
  timeoutMs: number;
  sandboxFailure: SandboxFailure;
}

export const DEFAULT_E_SIGNING_TIMEOUT_MS = 10_000;

/** The service calls its key a token: E_SIGNING_API_TOKEN. */
const SETTINGS = defineRemoteSettings({
  stem: 'E_SIGNING',
  keyName: 'API_TOKEN',
  timeout: { fallback: DEFAULT_E_SIGNING_TIMEOUT_MS, min: 100, max: 120_000 },
});

const withToken = (
  { apiKey, ...settings }: RemoteProviderSettings,
  sandboxFailure: SandboxFailure,
): ESigningConfig => ({
  ...settings,
  apiToken: apiKey,
  sandboxFailure,
});

export const SANDBOX_E_SIGNING: ESigningConfig = withToken(SETTINGS.sandbox, 'none');

export function loadESigningConfig(env: NodeJS.ProcessEnv): ESigningConfig {
  const settings = SETTINGS.load(env);
  const sandboxFailure = readChoice(env, 'E_SIGNING_SANDBOX_FAIL', SANDBOX_FAILURES, 'none');
  return withToken(settings, settings.provider === 'sandbox' ? sandboxFailure : 'none');
}
