/**
 * The employment-verification settings, read from the environment with the rest of the configuration
 * (server/config.ts; docs/providers/employment-verification.md lists them).
 */
import { defineRemoteSettings, type RemoteProviderSettings } from '../shared/settings';

export interface EmploymentVerificationConfig extends RemoteProviderSettings {
  /**
   * The origin of the tax-account pages the step embeds (remote only): the SPA's Content-Security-Policy lets
   * frames come from it, and an order whose page is anywhere else is refused. The API root's origin by default.
   */
  appOrigin: string | null;
}

export const DEFAULT_EMPLOYMENT_VERIFICATION_TIMEOUT_MS = 10_000;

const SETTINGS = defineRemoteSettings({
  stem: 'EMPLOYMENT_VERIFICATION',
  timeout: { fallback: DEFAULT_EMPLOYMENT_VERIFICATION_TIMEOUT_MS },
});

export const SANDBOX_EMPLOYMENT_VERIFICATION: EmploymentVerificationConfig = { ...SETTINGS.sandbox, appOrigin: null };

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
  const settings = SETTINGS.load(env);
  if (settings.baseUrl === null) return { ...settings, appOrigin: null };
  return { ...settings, appOrigin: readAppOrigin(env, settings.baseUrl) };
}

export function employmentVerificationFrameOrigin(settings: EmploymentVerificationConfig | undefined): string | null {
  return settings?.provider === 'remote' ? settings.appOrigin : null;
}
