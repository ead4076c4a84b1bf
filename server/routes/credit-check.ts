/**
 * The adverse financial history's credit search (spec 000 §2 "Adverse financial history", §4, §7;
 * docs/providers/credit-check.md), in front of the credit reference service (server/providers/credit-check/):
 *
 * - POST /providers/credit_check/{responseGuid}/: starts the search with the candidate's saved name, date of birth
 *   and current address → 201 {credit_status: "pending"}; a response that already has one answers 200 with its
 *   status and starts nothing. A summary missing any of the three answers 400 naming each field to complete.
 * - The status is read by GET /providers/hooyu/{guid}/ (credit_status, ./document-scan.ts), which first brings the
 *   search up to date through `creditStatusRefresher`.
 *
 * Token-authenticated by the Authorization header; the path's guid must be the token's own response guid, else 404.
 * Starting is a write: after completion, expiry or withdrawal it answers 409 with the write lock's words.
 */
import { Hono, type Context } from 'hono';
import { creditSearchSubjectSchema, creditSearchSummaryOf } from '../../domain/credit-check';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import { countryCodeById } from '../db/repositories/countries';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { ApiError, detailError, parseOrThrow } from '../errors';
import { refuseEarly } from '../requests/response-write';
import { creditCheckFor } from '../providers/credit-check/adapters';
import { CreditCheckUnavailableError } from '../providers/credit-check/provider';
import { personOf, refreshCreditSearch, startCreditSearch, type CreditCheck } from '../providers/credit-check/searches';

export const CREDIT_CHECK_UNAVAILABLE = 'The credit check service is unavailable. Please try again later.';

function logUnavailable({ logger }: Pick<AppDeps, 'logger'>, c: Context<AppEnv>, check: CreditCheck, call: string, error: Error) {
  logger.warn('credit check failed', {
    request_id: c.get('requestId'),
    provider: check.provider.name,
    call,
    reason: error.message,
  });
}

function creditCheckOf({ db, config, now }: AppDeps): CreditCheck {
  return { db, provider: creditCheckFor({ config, now }), now };
}

/**
 * Brings a candidate's credit search up to date before its status is answered. A service that does not answer, or
 * a response locked meanwhile, leaves the stored status standing: the SPA asks again at its next poll.
 */
export function creditStatusRefresher(deps: AppDeps) {
  const check = creditCheckOf(deps);
  return async (c: Context<AppEnv>, candidate: CandidateRecord): Promise<void> => {
    try {
      await refreshCreditSearch(check, candidate);
    } catch (error) {
      if (error instanceof CreditCheckUnavailableError) logUnavailable(deps, c, check, 'status', error);
      else if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  };
}

export function creditCheckRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const routes = new Hono<AppEnv>();
  const check = creditCheckOf(deps);

  routes.post('/providers/credit_check/:guid/', async (c) => {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (!sameGuid(c.req.param('guid'), candidate.responseGuid)) throw notFound();
    // Refused before the service is asked: a finished form, or one that does not ask for the section, needs no
    // search, and a real one costs money.
    const response = await refuseEarly(db, candidate, { section: 'adverse_financial_history' }, now());
    const subject = parseOrThrow(creditSearchSubjectSchema, creditSearchSummaryOf(response));
    const country = await countryCodeById(db, subject.current_address.country);
    if (!country) throw new Error('The current address names a country that is not in the list.');

    try {
      const { record, started } = await startCreditSearch(check, candidate, personOf(subject, country));
      return c.json({ credit_status: record.credit_status }, started ? 201 : 200);
    } catch (error) {
      if (error instanceof CreditCheckUnavailableError) {
        logUnavailable(deps, c, check, 'start', error);
        throw detailError(503, CREDIT_CHECK_UNAVAILABLE);
      }
      throw error;
    }
  });

  return routes;
}
