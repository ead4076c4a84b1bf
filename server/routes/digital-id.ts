/**
 * The digital-ID calls of the identity validation step (spec 000 §4 "Digital ID identity validation", §7), in front
 * of the digital-ID service (server/providers/digital-id/, docs/providers/digital-id.md):
 *
 * - GET  /providers/validate_id_check_provider/{responseGuid}/ → {is_trinsic_id_check}
 * - GET  /providers/trinsic/get_trinsic_results/{responseGuid}/ → {success}
 * - GET  /providers/trinsic/recommended_providers/{guid}/ → {recognized, relevant, remainder}, empty lists on failure
 * - POST /providers/trinsic/created_hosted_session/{guid}/ {provider_id, redirectUrl} → {launchUrl}
 * - POST /providers/trinsic/get_session_results/{guid}/ {sessionId, resultsAccessKey} → {session}
 *
 * The server decides the result: the browser's sessionId and resultsAccessKey count only when they name a session
 * this server created for the candidate's own response, and only what the service then says of that session is
 * kept. Each path's guid must be the token's own request (or response) guid, else 404. Starting a session and asking
 * for its results are writes: after completion, expiry or withdrawal they answer 409 with the write lock's words.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { invalidChoiceMessage } from '../../domain/choice-message';
import { maxLengthMessage } from '../../domain/forms/fields';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../domain/locales';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import { requestCountryCode } from '../db/repositories/countries';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { DETAILS, detailError, parseOrThrow, ValidationError } from '../errors';
import { readJsonObject } from '../http';
import { createRateLimiter, throttled } from '../middleware/rate-limit';
import { refuseEarly } from '../requests/response-write';
import { digitalIdFor } from '../providers/digital-id/adapters';
import {
  DigitalIdSessionNotFoundError,
  DigitalIdUnavailableError,
  UnknownDigitalIdProviderError,
  type RecommendedProviders,
  type SessionResult,
} from '../providers/digital-id/provider';
import type { DigitalIdSessionRecord } from '../providers/digital-id/records';
import { readRedirectUrl } from '../providers/digital-id/redirect-url';
import { findOwnSession, IDENTITY_VALIDATION, keepSession, recordResult } from '../providers/digital-id/sessions';
import { loadProviderStates } from '../providers/states';
import { providerStatusesFrom } from '../providers/status';

export const DIGITAL_ID_UNAVAILABLE = 'The digital ID service is not available.';
export const REDIRECT_NOT_ON_SITE = 'Enter an address on this site.';

const NOT_A_STRING = 'Not a valid string.';
const BLANK = 'This field may not be blank.';
const MAX_PROVIDER_ID_LENGTH = 100;
const MAX_SESSION_ID_LENGTH = 200;
const MAX_KEY_LENGTH = 500;
const MAX_REDIRECT_LENGTH = 2000;

const requiredText = (max: number) =>
  v.pipe(v.string(NOT_A_STRING), v.trim(), v.nonEmpty(BLANK), v.maxLength(max, maxLengthMessage(max)));

const languageSchema = v.optional(
  v.picklist(LANGUAGES, (issue) => invalidChoiceMessage(issue.input)),
  DEFAULT_LANGUAGE,
);

const createSessionSchema = v.object({
  provider_id: requiredText(MAX_PROVIDER_ID_LENGTH),
  redirectUrl: requiredText(MAX_REDIRECT_LENGTH),
  /** Ours: the language of the provider's pages, as the SPA shows its own. */
  language: languageSchema,
});

const sessionResultsSchema = v.object({
  sessionId: requiredText(MAX_SESSION_ID_LENGTH),
  resultsAccessKey: requiredText(MAX_KEY_LENGTH),
});

const MINUTE_MS = 60_000;

/**
 * Calls per candidate per minute: the list once per visit, a session per "Verify", and results every 3 seconds
 * with a retry after an error (spec 000 §9). A real service charges for sessions, so starting them is held tightest.
 */
export const DIGITAL_ID_RATES = {
  providers: { limit: 30, windowMs: MINUTE_MS },
  create: { limit: 10, windowMs: MINUTE_MS },
  results: { limit: 60, windowMs: MINUTE_MS },
} as const;

const EMPTY_PROVIDERS: RecommendedProviders = { recognized: [], relevant: [], remainder: [] };

/** The session as the SPA reads it (spec 000 §3 "Session result"). */
const sessionAnswer = (sessionId: string, result: SessionResult) => ({
  session: { id: sessionId, done: result.done, success: result.success, errorCode: result.errorCode },
});

const storedResult = (record: DigitalIdSessionRecord): SessionResult | null =>
  record.result && { done: record.result.done, success: record.result.success, errorCode: record.result.error_code };

export function digitalIdRoutes({ db, config, logger, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const provider = digitalIdFor({ db, config, now });
  const limiters = {
    providers: createRateLimiter({ ...DIGITAL_ID_RATES.providers, now }),
    create: createRateLimiter({ ...DIGITAL_ID_RATES.create, now }),
    results: createRateLimiter({ ...DIGITAL_ID_RATES.results, now }),
  };

  /** The candidate, when the path's request guid (`by: 'request'`) or response guid is theirs. */
  async function candidateFor(c: Context<AppEnv>, by: 'request' | 'response'): Promise<CandidateRecord> {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    const own = by === 'request' ? candidate.requestGuid : candidate.responseGuid;
    if (!sameGuid(c.req.param('guid'), own)) throw notFound();
    return candidate;
  }

  /** The candidate of a call to the service: their own request's guid, a request still open for a write, the call's rate. */
  async function callerFor(c: Context<AppEnv>, call: keyof typeof limiters, writes: boolean): Promise<CandidateRecord> {
    const candidate = await candidateFor(c, 'request');
    // A session costs money: none is started, nor its result kept, where the request needs no digital ID.
    if (writes) await refuseEarly(db, candidate, IDENTITY_VALIDATION, now());
    const decision = limiters[call].hit(String(candidate.responseId));
    if (!decision.allowed) throw throttled(decision.retryAfterSeconds);
    return candidate;
  }

  function logFailure(c: Context<AppEnv>, call: string, error: Error) {
    logger.warn('digital ID service failed', {
      request_id: c.get('requestId'),
      provider: provider.name,
      call,
      reason: error.message,
    });
  }

  routes.get('/providers/validate_id_check_provider/:guid/', async (c) => {
    const candidate = await candidateFor(c, 'response');
    const statuses = providerStatusesFrom(await loadProviderStates(db, candidate.responseId));
    return c.json({ is_trinsic_id_check: statuses.identity.isDigitalId === true });
  });

  routes.get('/providers/trinsic/get_trinsic_results/:guid/', async (c) => {
    const candidate = await candidateFor(c, 'response');
    const statuses = providerStatusesFrom(await loadProviderStates(db, candidate.responseId));
    return c.json({ success: statuses.identity.digitalIdSuccess === true });
  });

  routes.get('/providers/trinsic/recommended_providers/:guid/', async (c) => {
    const candidate = await callerFor(c, 'providers', false);
    const asked = c.req.query('language');
    if (asked !== undefined && !isLanguage(asked)) throw new ValidationError({ language: [invalidChoiceMessage(asked)] });
    const language: Language = asked ?? DEFAULT_LANGUAGE;
    try {
      return c.json(await provider.recommendedProviders({ country: (await requestCountryCode(db, candidate.requestId)) ?? '', language }));
    } catch (error) {
      // The step shows "No providers found" rather than an error page (spec 000 §7: empty lists on failure).
      if (!(error instanceof DigitalIdUnavailableError)) throw error;
      logFailure(c, 'recommended_providers', error);
      return c.json(EMPTY_PROVIDERS);
    }
  });

  routes.post('/providers/trinsic/created_hosted_session/:guid/', async (c) => {
    const candidate = await callerFor(c, 'create', true);
    const input = parseOrThrow(createSessionSchema, await readJsonObject(c));
    const redirect = readRedirectUrl(input.redirectUrl, config.publicUrl);
    if (!redirect.ok) throw new ValidationError({ redirectUrl: [REDIRECT_NOT_ON_SITE] });
    try {
      const session = await provider.createHostedSession({
        providerId: input.provider_id,
        redirectUrl: redirect.url,
        language: input.language,
        responseId: candidate.responseId,
      });
      await keepSession(db, candidate, { ...session, adapter: provider.name, providerId: input.provider_id }, now());
      return c.json({ launchUrl: session.launchUrl }, 201);
    } catch (error) {
      if (error instanceof UnknownDigitalIdProviderError) {
        throw new ValidationError({ provider_id: [invalidChoiceMessage(input.provider_id)] });
      }
      if (error instanceof DigitalIdUnavailableError) {
        logFailure(c, 'created_hosted_session', error);
        throw detailError(502, DIGITAL_ID_UNAVAILABLE);
      }
      throw error;
    }
  });

  routes.post('/providers/trinsic/get_session_results/:guid/', async (c) => {
    const candidate = await callerFor(c, 'results', true);
    const input = parseOrThrow(sessionResultsSchema, await readJsonObject(c));
    const record = await findOwnSession(db, candidate, input.sessionId, input.resultsAccessKey);
    // A session of another adapter is unknown to the one configured now.
    if (!record || record.adapter !== provider.name) throw detailError(404, DETAILS.notFound);
    const known = storedResult(record);
    if (known?.done) return c.json(sessionAnswer(record.session_id, known));
    let result: SessionResult;
    try {
      result = await provider.getSessionResults(record.session_id, input.resultsAccessKey);
    } catch (error) {
      if (error instanceof DigitalIdSessionNotFoundError) throw detailError(404, DETAILS.notFound);
      if (error instanceof DigitalIdUnavailableError) {
        logFailure(c, 'get_session_results', error);
        throw detailError(502, DIGITAL_ID_UNAVAILABLE);
      }
      throw error;
    }
    if (result.done) await recordResult(db, candidate, record.session_id, result, now());
    return c.json(sessionAnswer(record.session_id, result));
  });

  return routes;
}
