/**
 * The credit-check settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/credit-check.md lists them); the rules for reading them are shared (../shared/settings.ts).
 */
import { defineRemoteSettings, type RemoteProviderSettings } from '../shared/settings';

export type CreditCheckConfig = RemoteProviderSettings;

export const DEFAULT_CREDIT_CHECK_TIMEOUT_MS = 10_000;

const SETTINGS = defineRemoteSettings({ stem: 'CREDIT_CHECK', timeout: { fallback: DEFAULT_CREDIT_CHECK_TIMEOUT_MS } });

export const SANDBOX_CREDIT_CHECK: CreditCheckConfig = SETTINGS.sandbox;
export const loadCreditCheckConfig = SETTINGS.load;
