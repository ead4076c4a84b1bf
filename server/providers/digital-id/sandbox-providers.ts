/**
 * The identity providers the sandbox offers, in the groups a digital-identity network recommends: one the candidate
 * "has used before" (recognized), two suited to them (relevant), and the rest (remainder). Each name says it is a
 * sandbox; each logo is an SVG file of ours (./sandbox-logos/), served from our own origin. The last one never
 * starts a session, so a tester can see the form return to the list.
 */
export const SANDBOX_PROVIDER_IDS = [
  'sandbox-id-wallet',
  'sandbox-bank-id',
  'sandbox-mobile-id',
  'sandbox-eid-card',
  'sandbox-passport-chip',
  'sandbox-unavailable-id',
] as const;
export type SandboxProviderId = (typeof SANDBOX_PROVIDER_IDS)[number];

export interface SandboxProvider {
  id: SandboxProviderId;
  name: string;
  group: 'recognized' | 'relevant' | 'remainder';
  /** Starting a session with it fails, as a provider that is down does. */
  failsToStart: boolean;
}

export const SANDBOX_PROVIDERS: readonly SandboxProvider[] = [
  { id: 'sandbox-id-wallet', name: 'Sandbox ID Wallet', group: 'recognized', failsToStart: false },
  { id: 'sandbox-bank-id', name: 'Sandbox Bank ID', group: 'relevant', failsToStart: false },
  { id: 'sandbox-mobile-id', name: 'Sandbox Mobile ID', group: 'relevant', failsToStart: false },
  { id: 'sandbox-eid-card', name: 'Sandbox eID Card', group: 'remainder', failsToStart: false },
  { id: 'sandbox-passport-chip', name: 'Sandbox Passport Chip', group: 'remainder', failsToStart: false },
  { id: 'sandbox-unavailable-id', name: 'Sandbox Unavailable ID', group: 'remainder', failsToStart: true },
];

export const sandboxProvider = (id: string): SandboxProvider | undefined =>
  SANDBOX_PROVIDERS.find((provider) => provider.id === id);

export const SANDBOX_PAGE_PATH = '/sandbox/digital-id';
const SANDBOX_LOGO_PATH = `${SANDBOX_PAGE_PATH}/logos`;

/** A path on our own site, so the SPA shows it under its `img-src 'self'` policy on any origin it is served from. */
export const sandboxLogoPath = (id: SandboxProviderId) => `${SANDBOX_LOGO_PATH}/${id}.svg`;
