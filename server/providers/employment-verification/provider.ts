/**
 * The income-verification service's contract (ARCHITECTURE.md "External providers are adapters behind one
 * interface each") behind instant employment verification (spec 000 §2, §7): an order is created for one
 * candidate with the address to send them back to; the candidate connects their tax account on the service's page,
 * which our step embeds in a frame; the service reports the order's status until it is final; and the candidate
 * may decline the order instead.
 *
 * Two adapters: the sandbox (./sandbox.ts, the default), whose tax-account page runs on our own server, and the
 * remote adapter (./remote.ts), which speaks HTTP to a real service configured by environment variables
 * (./config.ts). docs/providers/employment-verification.md describes both.
 */
import type { Language } from '../../../domain/locales';

export const EMPLOYMENT_VERIFICATION_PROVIDERS = ['sandbox', 'remote'] as const;
export type EmploymentVerificationProviderName = (typeof EMPLOYMENT_VERIFICATION_PROVIDERS)[number];

export interface NewOrder {
  /** Our id of the order, which the service keeps as its reference and answers with every report. */
  reference: string;
  /** The step the service's page sends the candidate back to (with `case=fail` or `case=cancel` when it must). */
  returnUrl: string;
  language: Language;
}

export interface CreatedOrder {
  /** The service's id of the order. */
  id: string;
  /** The tax-account page the step embeds. */
  appUrl: string;
}

export interface OrderReport {
  /** The service's status, upper case: IN_PROGRESS until the order is over, then e.g. COMPLETED. */
  status: string;
}

export interface OrderDecline {
  id: string;
  reference: string;
  reason: string;
  notes: string | null;
}

export interface EmploymentVerificationProvider {
  readonly name: EmploymentVerificationProviderName;
  createOrder(order: NewOrder): Promise<CreatedOrder>;
  /**
   * What the service reports now about its order `id`, which must carry our `reference`: a report about any other
   * order is refused, so one candidate's order never answers for another's.
   */
  getOrder(order: { id: string; reference: string }): Promise<OrderReport>;
  /** Tells the service the candidate declined the order; answers its status then. */
  declineOrder(decline: OrderDecline): Promise<OrderReport>;
}

/** The service could not be reached, refused the call or answered something it should not. */
export class EmploymentVerificationUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmploymentVerificationUnavailableError';
  }
}
