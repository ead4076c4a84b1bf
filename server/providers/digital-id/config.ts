/**
 * The digital-ID settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/digital-id.md lists them).
 */
import { defineRemoteSettings, readChoice, type RemoteProviderSettings } from '../shared/settings';

/** Sandbox failures a tester can turn on for every candidate: the provider list, or starting a session. */
export const DIGITAL_ID_SANDBOX_FAILURES = ['none', 'providers', 'create'] as const;
export type DigitalIdSandboxFailure = (typeof DIGITAL_ID_SANDBOX_FAILURES)[number];

export interface DigitalIdConfig extends RemoteProviderSettings {
  sandboxFailure: DigitalIdSandboxFailure;
}

export const DEFAULT_DIGITAL_ID_TIMEOUT_MS = 10_000;

const SETTINGS = defineRemoteSettings({ stem: 'DIGITAL_ID', timeout: { fallback: DEFAULT_DIGITAL_ID_TIMEOUT_MS } });

export const SANDBOX_DIGITAL_ID: DigitalIdConfig = { ...SETTINGS.sandbox, sandboxFailure: 'none' };

export function loadDigitalIdConfig(env: NodeJS.ProcessEnv): DigitalIdConfig {
  const settings = SETTINGS.load(env);
  const sandboxFailure = readChoice(env, 'DIGITAL_ID_SANDBOX_FAIL', DIGITAL_ID_SANDBOX_FAILURES, 'none');
  // A failure switch is for testers of the sandbox; the remote service is never made to fail on purpose.
  return { ...settings, sandboxFailure: settings.provider === 'sandbox' ? sandboxFailure : 'none' };
}
