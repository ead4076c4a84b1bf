/**
 * The sandbox credit reference service (the default adapter): it answers like a real one, a search that reports
 * "pending" for a while and then its outcome, without asking anyone. A tester chooses the outcome by the candidate's
 * last name (docs/providers/credit-check.md "The sandbox"):
 *
 * - `Picklist`, `No Result` (or `No-Result`, `No_Result`), `Warning`, `Unconfirmed`, `Confirmed`, `Fail`: that
 *   status, SANDBOX_RESULT_DELAY_MS after the search started;
 * - `Pending`: "pending" for ever, to see the step give up waiting;
 * - `Unavailable`: the service is down, so the search cannot start;
 * - any other name: `confirmed`, after the same delay.
 *
 * The service keeps nothing: the outcome and the moment the search started travel in the search's id, so the
 * answer depends only on the clock (a test's simulated clock included) and survives a restart.
 */
import { CREDIT_KNOWN_STATUSES } from '../../../domain/provider-status';
import { CREDIT_PENDING_STATUS } from '../../../domain/credit-check';
import { CreditCheckUnavailableError, type CreditCheckProvider } from './provider';

/** How long a sandbox search stays pending: short enough for a tester to wait, long enough to see the polling. */
export const SANDBOX_RESULT_DELAY_MS = 2_000;

export const SANDBOX_PENDING_NAME = 'pending';
export const SANDBOX_UNAVAILABLE_NAME = 'unavailable';
const DEFAULT_OUTCOME = 'confirmed';

type Outcome = (typeof CREDIT_KNOWN_STATUSES)[number] | typeof CREDIT_PENDING_STATUS;

/** The last name as a keyword: lower case, spaces and hyphens as underscores. */
const keywordOf = (lastName: string) => lastName.trim().toLowerCase().replace(/[\s-]+/g, '_');

function outcomeFor(lastName: string): Outcome {
  const keyword = keywordOf(lastName);
  if (keyword === SANDBOX_PENDING_NAME) return CREDIT_PENDING_STATUS;
  return (CREDIT_KNOWN_STATUSES as readonly string[]).includes(keyword) ? (keyword as Outcome) : DEFAULT_OUTCOME;
}

const ID_PATTERN = /^sandbox\.([a-z_]+)\.(\d{1,15})\.(.+)$/;

export function sandboxCreditCheck(deps: { now: () => Date }): CreditCheckProvider {
  return {
    name: 'sandbox',
    async startSearch({ reference, person }) {
      if (keywordOf(person.lastName) === SANDBOX_UNAVAILABLE_NAME) {
        throw new CreditCheckUnavailableError('The sandbox credit check service is down for this candidate.');
      }
      return { id: `sandbox.${outcomeFor(person.lastName)}.${deps.now().getTime()}.${reference}` };
    },
    async getStatus({ id, reference }) {
      const [, outcome, startedAt, ofReference] = ID_PATTERN.exec(id) ?? [];
      if (!outcome || ofReference !== reference) {
        throw new CreditCheckUnavailableError(`The sandbox has no search ${id} for ${reference}.`);
      }
      const elapsed = deps.now().getTime() - Number(startedAt);
      return { status: elapsed >= SANDBOX_RESULT_DELAY_MS ? outcome : CREDIT_PENDING_STATUS };
    },
  };
}
