/**
 * The screening provider's contract (spec 000 §2 "Drug-screening collection", §4, §7 the clearstar calls): for a
 * check (drug screening, occupational health) it answers the account details the collection-site widget is opened
 * with, and it keeps the registration the widget reports once the candidate has booked a site.
 *
 * Two adapters: the sandbox (./sandbox.ts, the default), whose widget runs on our own server, and the remote
 * adapter (./remote.ts), which speaks HTTP to a real service configured by environment variables (./config.ts).
 * docs/providers/screening.md describes both.
 */
import type { Language } from '../../../domain/locales';
import type { RegistrationCheck } from '../../../domain/provider-status';
import type { ScreeningRegistrationData } from '../../../domain/screening';

export const SCREENING_PROVIDERS = ['sandbox', 'remote'] as const;
export type ScreeningProviderName = (typeof SCREENING_PROVIDERS)[number];

export interface AccountDetailsRequest {
  /** Our reference of the candidate (the response's guid), which the service keeps with the registration. */
  reference: string;
  check: RegistrationCheck;
  language: Language;
}

/** What the widget is opened with (the specification's names, its `authenication_token` spelling aside). */
export interface AccountDetails {
  authenticationToken: string;
  businessId: string;
  customerId: string;
  serviceId: string;
  /** The widget's page, which the SPA frames as it is: an absolute http(s) address on the widget's origin. */
  widgetUrl: string;
}

export interface Registration {
  reference: string;
  check: RegistrationCheck;
  data: ScreeningRegistrationData;
}

export interface ScreeningProvider {
  readonly name: ScreeningProviderName;
  accountDetails(request: AccountDetailsRequest): Promise<AccountDetails>;
  /** Hands the registration to the service; resolves once it has kept it. */
  register(registration: Registration): Promise<void>;
}

/** The service could not be reached, refused the call or answered something it should not. */
export class ScreeningUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ScreeningUnavailableError';
  }
}
