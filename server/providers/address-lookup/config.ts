/**
 * The address lookup settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/address-lookup.md lists them); the rules for reading them are shared (../shared/settings.ts).
 */
import { defineRemoteSettings, type RemoteProviderSettings } from '../shared/settings';

export type AddressLookupConfig = RemoteProviderSettings;

/** The candidate is typing, so a slow answer is worse than none. */
export const DEFAULT_ADDRESS_LOOKUP_TIMEOUT_MS = 5_000;

const SETTINGS = defineRemoteSettings({
  stem: 'ADDRESS_LOOKUP',
  timeout: { fallback: DEFAULT_ADDRESS_LOOKUP_TIMEOUT_MS },
});

export const SANDBOX_ADDRESS_LOOKUP: AddressLookupConfig = SETTINGS.sandbox;
export const loadAddressLookupConfig = SETTINGS.load;
