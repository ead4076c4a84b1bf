/**
 * The credit reference service's contract (ARCHITECTURE.md "External providers are adapters behind one interface
 * each"), behind the adverse financial history step (spec 000 §2, §4, §7): a search is started for one candidate
 * with their name, date of birth and current address, and the service reports its status until it has an answer.
 *
 * Two adapters: the sandbox (./sandbox.ts, the default), which answers each outcome after a short delay, and the
 * remote adapter (./remote.ts), which speaks HTTP to a real service configured by environment variables
 * (./config.ts). docs/providers/credit-check.md describes both.
 */
export const CREDIT_CHECK_PROVIDERS = ['sandbox', 'remote'] as const;
export type CreditCheckProviderName = (typeof CREDIT_CHECK_PROVIDERS)[number];

/** Who the search is about, as the candidate's saved details give it. */
export interface CreditSearchPerson {
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** yyyy-MM-dd */
  dateOfBirth: string;
  address: {
    streetAddress: string;
    streetAddressCont: string | null;
    city: string;
    state: string | null;
    postalCode: string;
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: string;
  };
}

export interface NewSearch {
  /** Our id of the search, which the service keeps as its reference and answers with every report. */
  reference: string;
  person: CreditSearchPerson;
}

export interface CreditCheckProvider {
  readonly name: CreditCheckProviderName;
  /** Starts the search; answers the service's id of it. */
  startSearch(search: NewSearch): Promise<{ id: string }>;
  /**
   * The search's status now, lower case: "pending" until it has an answer, then e.g. "confirmed" or "no_result".
   * A report about any other search than `id` with our `reference` is refused.
   */
  getStatus(search: { id: string; reference: string }): Promise<{ status: string }>;
}

/** The service could not be reached, refused the call or answered something it should not. */
export class CreditCheckUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CreditCheckUnavailableError';
  }
}
